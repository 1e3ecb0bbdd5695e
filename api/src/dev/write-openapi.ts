// `npm run build -w @genetype/api` ends here: the OpenAPI document generated from the route
// schemas, written to docs/openapi.json (committed; the same routes always give the same file).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { REPO_ROOT, loadConfig } from '../config/index.js';

// Every route registered, local stand-ins and the development outbox included; nothing persisted.
const config = loadConfig({ NODE_ENV: 'test', SQLITE_PATH: ':memory:' });
const app = await buildApp(config);
await app.ready();
const target = path.join(REPO_ROOT, 'docs', 'openapi.json');
const document = app.swagger();
// Paths in a fixed order: the routes' registration order follows the order the folders are read in
// (src/modules, autoloaded), which differs between file systems.
document.paths = Object.fromEntries(
  Object.entries(document.paths ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
await app.close();
process.stdout.write(`wrote ${path.relative(REPO_ROOT, target)}\n`);
