#!/usr/bin/env node
// `npm start`: build what is stale, then serve the production builds, each app from its
// own origin, plus the API. `npm run dev` (--dev): the same ports with watch and reload.
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { deployPaths } from './lib/deploy/paths.mjs';
import {
  bold,
  createPinoFormatter,
  cyan,
  dim,
  green,
  heading,
  prefix,
  red,
  yellow,
} from './lib/log.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { start, stopAll } from './lib/proc.mjs';
import { startSite } from './lib/serve.mjs';
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

let stopping = false;
function onStop(stopEverything) {
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${yellow(`${signal}: stopping every server…`)}`);
    await stopEverything();
    console.log(dim('stopped.'));
    process.exit(0);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
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
  const site = await startSite();
  onStop(() => site.stop());
  void site.api.done.then(async ({ code }) => {
    if (stopping) return;
    console.error(red(`The API exited (code ${code}); stopping.`));
    stopping = true;
    await site.stop();
    process.exit(1);
  });
  ready();
}

async function waitForUrl(url, label, isDead, timeoutMs = 300000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error(`${label} exited before it answered.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

async function development() {
  await assertPortsFree([...APPS.map((app) => [app, PORTS[app]]), ['api', API_PORT]]);
  onStop(stopAll);

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
      if (!stopping) console.error(red(`${name} exited (code ${code}).`));
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

  await waitForUrl(`${API_URL}/health`, 'api', () => api.exited, 120000);
  console.log(`${prefix('api')} ${green('answers /health')}`);
  await Promise.all(
    apps.map(async (entry) => {
      await waitForUrl(`http://localhost:${PORTS[entry.name]}/`, entry.name, () => entry.exited);
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
