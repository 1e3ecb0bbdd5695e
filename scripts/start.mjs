#!/usr/bin/env node
// `npm start`: build what is stale, then serve the production builds, each app from its
// own origin, plus the API. `npm run dev` (--dev): the same ports with watch and reload.
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { deployPaths } from './lib/deploy/paths.mjs';
import { bold, createPinoFormatter, cyan, dim, green, heading, prefix, red } from './lib/log.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { isStopping, start, stopAll, stopOnSignal } from './lib/proc.mjs';
import { startSite } from './lib/serve.mjs';
import { waitForUrl } from './lib/wait-url.mjs';
import { APPS, API_PORT, API_URL, PORTS, ROOT, SITE_URL, appDir, bin } from './lib/workspace.mjs';

const dev = process.argv.includes('--dev');

function ready() {
  // No right-hand border: Hangul is double width in terminals and would break the box.
  const rule = green('━'.repeat(64));
  console.log(`\n${rule}`);
  console.log(
    bold(
      dev
        ? '  진타입 개발 서버가 준비되었습니다 — GeneType dev servers are ready'
        : '  진타입이 준비되었습니다 — GeneType is ready',
    ),
  );
  console.log(`\n  ${bold(cyan(`→  ${SITE_URL}`))}\n`);
  for (const app of APPS.filter((name) => name !== 'shell'))
    console.log(dim(`     ${app.padEnd(17)} http://localhost:${PORTS[app]}`));
  console.log(dim(`     ${'api'.padEnd(17)} ${API_URL}`));
  // Which rollout manifest the shell serves (docs/runbook.md): deploy/remotes.json once something was released.
  const manifest = deployPaths(ROOT).manifest;
  const source = fs.existsSync(manifest)
    ? path.relative(ROOT, manifest)
    : 'shell/dist (nothing released yet)';
  if (!dev) console.log(dim(`     ${'remotes.json'.padEnd(17)} ${source}`));
  console.log(`\n  Ctrl-C로 모두 종료합니다 (Ctrl-C stops everything).`);
  console.log(`${rule}\n`);
}

function fail(error) {
  // Expected failures (a taken port, a failed build, an API that will not start) are told
  // in a sentence; a stack trace only helps with a bug in this script (DEBUG=1).
  const detail = process.env.DEBUG && error instanceof Error ? error.stack : undefined;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\n${red(detail ?? message)}\n`);
  process.exitCode = 1;
}

async function production() {
  let site = null;
  stopOnSignal({ say: 'stopping every server…', stopFirst: async () => site?.stop() });
  await assertPortsFree([...APPS.map((app) => [app, PORTS[app]]), ['api', API_PORT]]);

  heading('build (what is stale)');
  const results = await buildAll();
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    throw new Error(
      `Build failed: ${failed.map((result) => result.name).join(', ')} — see the output above.`,
    );
  }

  heading('serve');
  site = await startSite();
  void site.api.done.then(async ({ code }) => {
    if (isStopping()) return;
    console.error(red(`The API exited (code ${code}); stopping.`));
    await site.stop();
    await stopAll();
    process.exit(1);
  });
  ready();
}

/** Waits for a watched server's first answer; throws when it exits first or never answers. */
async function answered(url, label, isDead, timeoutMs = 300000) {
  const { ok, reason } = await waitForUrl(url, { timeoutMs, intervalMs: 500, isDead });
  if (ok) return;
  throw new Error(
    reason === 'exited'
      ? `${label} exited before it answered.`
      : `${label} did not answer at ${url} within ${timeoutMs / 1000} s.`,
  );
}

async function development() {
  stopOnSignal({ say: 'stopping every server…' });
  await assertPortsFree([...APPS.map((app) => [app, PORTS[app]]), ['api', API_PORT]]);

  heading('build shared + api (what is stale)');
  const results = await buildAll({ targets: ['api'] });
  if (results.some((result) => !result.ok))
    throw new Error('shared or api did not build — see the output above.');

  heading('watch');
  const children = [];
  const watch = (name, command, args, cwd, format) => {
    const proc = start(command, args, { cwd, label: prefix(name), format });
    const entry = { name, exited: false, proc };
    void proc.done.then(({ code }) => {
      entry.exited = true;
      if (!isStopping()) console.error(red(`${name} exited (code ${code}).`));
    });
    children.push(entry);
    return entry;
  };

  watch(
    'domain:tsc',
    bin('tsc'),
    ['-w', '--preserveWatchOutput', '-p', 'packages/domain/tsconfig.build.json'],
    ROOT,
  );
  watch(
    'api:tsc',
    bin('tsc'),
    ['-w', '--preserveWatchOutput', '-p', 'api/tsconfig.build.json'],
    ROOT,
  );
  const api = watch(
    'api',
    process.execPath,
    ['--watch', 'dist/server.js'],
    path.join(ROOT, 'api'),
    createPinoFormatter(),
  );
  const apps = APPS.map((app) =>
    watch(app, bin('webpack'), ['serve', '--mode', 'development'], appDir(app)),
  );

  await answered(`${API_URL}/health`, 'api', () => api.exited, 120000);
  console.log(`${prefix('api')} ${green('answers /health')}`);
  await Promise.all(
    apps.map(async (entry) => {
      await answered(`http://localhost:${PORTS[entry.name]}/`, entry.name, () => entry.exited);
      console.log(
        `${prefix(entry.name)} ${green(`compiled, http://localhost:${PORTS[entry.name]}`)}`,
      );
    }),
  );
  ready();
  console.log(
    cyan('Sources are watched: the apps rebuild on save, the API restarts when it recompiles.'),
  );
}

try {
  await (dev ? development() : production());
} catch (error) {
  fail(error);
  await stopAll();
  process.exit(1);
}
