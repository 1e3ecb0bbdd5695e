// The page composer as its own small process behind nginx (ops/nginx/genetype.conf, @pages): every
// page navigation gets the shell's index.html composed for that page (./page-serve.ts). Anything
// that is not a page is a 404 here — nginx serves the files itself.
//   node shell/dist-server/server/main.js
//   PAGES_PORT (4020), SITE_URL, API_URL, GENETYPE_DEPLOY_ROOT (its remotes.json)
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageDocumentHandler, pageServerConfig } from './page-serve.js';

// Compiled to shell/dist-server/server/: the shell's release is shell/dist, the repository's deploy
// root (when GENETYPE_DEPLOY_ROOT names none) is <repo>/deploy.
const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const config = pageServerConfig(process.env, {
  dir: path.join(shellDir, 'dist'),
  deployRoot: path.join(shellDir, '..', 'deploy'),
  siteUrl: 'http://localhost:3000',
  apiUrl: 'http://localhost:4000',
});
const port = Number(process.env.PAGES_PORT ?? 4020);
const pages = pageDocumentHandler(config);

const server = http.createServer((req, res) => {
  if (req.url === '/__health') {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  if (pages(req, res)) return;
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('Not found');
});
server.keepAliveTimeout = 70_000;
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
