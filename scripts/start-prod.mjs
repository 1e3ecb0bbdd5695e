#!/usr/bin/env node
// `npm run start:prod`: the production topology on this machine (docs/operations.md) — nginx on
// :8080 (Debian's package, installed when missing), the page composer, two API instances with
// NODE_ENV=production on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), and the identity-provider
// stand-ins as their own process, and Prometheus on :9090 scraping both instances (Debian's package,
// installed when missing; ops/prometheus). Builds what is stale first. Ctrl-C stops everything.
//
//   node scripts/start-prod.mjs --render-only <dir>   only write the nginx configuration there
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { bold, cyan, dim, green, heading, red } from './lib/log.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { isStopping, stopAll, stopOnSignal } from './lib/proc.mjs';
import { ensureNginx, renderNginx, testNginx } from './lib/prod/nginx.mjs';
import { ensurePrometheus } from './lib/prod/prometheus.mjs';
import {
  PROD_PORTS,
  SECRETS_FILE,
  redactUrl,
  renderRuntime,
  startTopology,
} from './lib/prod/topology.mjs';
import { ROOT } from './lib/workspace.mjs';

const args = process.argv.slice(2);

async function renderOnly(dir) {
  const prefix = path.resolve(dir);
  const siteUrl = (process.env.SITE_URL || `http://localhost:${PROD_PORTS.nginx}`).replace(
    /\/+$/,
    '',
  );
  const runtimeDir = path.join(prefix, 'site');
  renderRuntime({
    dir: runtimeDir,
    siteUrl,
    config: { apiUrl: `${siteUrl}/api`, kakaoJsKey: process.env.KAKAO_JS_KEY || '' },
  });
  renderNginx({
    prefix,
    listen: PROD_PORTS.nginx,
    apiPorts: PROD_PORTS.api,
    pagesPort: PROD_PORTS.pages,
    runtimeDir,
    siteUrl,
    headerEnv: { ...process.env, API_URL: `${siteUrl}/api`, GENETYPE_DEPLOY_ROOT: runtimeDir },
  });
  const { ok, output } = await testNginx(prefix);
  console.log(output.trim());
  console.log(ok ? green(`rendered into ${prefix}`) : red('nginx -t failed'));
  process.exitCode = ok ? 0 : 1;
}

async function main() {
  const renderAt = args.indexOf('--render-only');
  if (renderAt >= 0) {
    await ensureNginx();
    await renderOnly(args[renderAt + 1] ?? path.join(ROOT, '.prod-nginx'));
    return;
  }
  let site = null;
  stopOnSignal({
    say: 'stopping nginx, the API instances, Prometheus and the rest…',
    stopFirst: async () => site?.stop(),
  });
  await assertPortsFree([
    ['nginx', PROD_PORTS.nginx],
    ...PROD_PORTS.api.map((port, index) => [`api-${index + 1}`, port]),
    ['pages', PROD_PORTS.pages],
    ['stand-ins', PROD_PORTS.standIns],
    ['smtp sink', PROD_PORTS.smtp],
    ['prometheus', PROD_PORTS.prometheus],
  ]);
  heading('nginx');
  await ensureNginx();
  heading('prometheus');
  await ensurePrometheus();

  heading('build (what is stale)');
  const results = await buildAll();
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0)
    throw new Error(`Build failed: ${failed.map((result) => result.name).join(', ')} — see above.`);

  heading('start');
  site = await startTopology({
    prometheus: true,
    onEvent: (event) => {
      if (isStopping()) return;
      if (event.type === 'exit')
        console.error(
          red(
            `${event.name} exited (code ${event.code}) after ${Math.round(event.ranMs / 1000)} s — restarting it.`,
          ),
        );
      else if (event.type === 'ready' && event.startMs > 0)
        console.log(
          dim(`${event.name} answers (${(event.startMs / 1000).toFixed(1)} s after start).`),
        );
    },
  });

  const rule = green('━'.repeat(64));
  console.log(`\n${rule}`);
  console.log(bold('  진타입 운영 구성이 준비되었습니다 — GeneType production topology is ready'));
  console.log(`\n  ${bold(cyan(`→  ${site.siteUrl}`))}\n`);
  console.log(
    dim(
      `     nginx            ${site.prefix}/nginx.conf (brotli ${site.brotli ? 'on' : 'not installed: gzip only'})`,
    ),
  );
  console.log(
    dim(
      `     api              ${PROD_PORTS.api.map((port) => `127.0.0.1:${port}`).join(', ')} (NODE_ENV=production)`,
    ),
  );
  console.log(
    dim(
      `     database         ${redactUrl(site.databaseUrl)}${site.databaseCreated ? ' (created)' : ''}`,
    ),
  );
  console.log(dim(`     redis            ${redactUrl(site.redisUrl)}`));
  console.log(
    dim(
      `     pages            127.0.0.1:${PROD_PORTS.pages}; stand-ins 127.0.0.1:${PROD_PORTS.standIns}, mail → data/prod-outbox/`,
    ),
  );
  console.log(
    dim(
      `     secrets          ${path.relative(ROOT, SECRETS_FILE)}${site.secretsCreated ? ' (made now)' : ''}`,
    ),
  );
  console.log(
    dim(
      `     prometheus       ${site.prometheusUrl} (scrapes both API instances; rules: ops/prometheus/rules)`,
    ),
  );
  console.log(dim(`     access log       ${site.accessLog}`));
  console.log(`\n  Ctrl-C로 모두 종료합니다 (Ctrl-C stops everything).`);
  console.log(`${rule}\n`);
}

try {
  await main();
} catch (error) {
  console.error(
    `\n${red(process.env.DEBUG && error instanceof Error ? error.stack : error instanceof Error ? error.message : String(error))}\n`,
  );
  await stopAll();
  process.exit(1);
}
