// Builds what is stale through Nx's task cache (the engine under `lerna run`; nx.json at the
// root): one `nx run-many -t build` per call, two builds at a time (the machines have two
// cores), every build's output streamed as it comes. What each build reads is nx.json's
// `production` inputs (the package without its tests, the lockfile, tsconfig.base.json) plus
// its dependencies' (the domain and the content, which the API reads from dist), hashed by content: a fresh clone needs no rebuild once the cache
// holds a build of the same inputs, and a deleted dist comes back from the cache. The outcome of
// every task is written by nx-task-report.cjs (an Nx task-execution hook), not parsed from logs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dim, green, prefix, red, seconds, yellow } from './log.mjs';
import { run } from './proc.mjs';
import { APPS, ROOT, bin } from './workspace.mjs';

export const TARGETS = ['domain', 'content', 'api', ...APPS];

/**
 * Nx never asks the network, and runs without its background daemon unless NX_DAEMON=true is
 * set: a clean clone in CI behaves like a laptop. (Without the daemon Nx cannot tell whether a
 * dist on disk still matches the cache, so a cache hit copies the dist back every time.)
 */
export const NX_ENV = {
  NX_DAEMON: process.env.NX_DAEMON === 'true' ? 'true' : 'false',
  NX_NO_CLOUD: 'true',
  NX_ISOLATE_PLUGINS: 'false',
  NX_TUI: 'false',
};

const projectOf = (name) => `@genetype/${name}`;
const CACHED = new Set(['local-cache', 'local-cache-kept-existing', 'remote-cache']);
const NOT_RUN = 'not built: a build it depends on failed';

/**
 * @typedef {{ name: string, ok: boolean, skipped: boolean, ms: number, output: string }} BuildResult
 * @typedef {{ project: string, target: string, status: string, code: number, ms: number, output: string }} TaskReport
 */

/**
 * One target's result from Nx's report of the run. Nx leaves out of its report a build it did
 * not start because a build it depends on failed (Nx 22 then exits with 130 as if interrupted):
 * that target is not built, and its output names the failed builds. A target missing from a
 * report without failures (Nx itself failed: bad nx.json, no project graph) carries Nx's output.
 * @param {string} name
 * @param {TaskReport[]} tasks
 * @param {string} nxOutput
 * @returns {BuildResult}
 */
export function resultFor(name, tasks, nxOutput) {
  const task = tasks.find((t) => t.project === projectOf(name) && t.target === 'build');
  if (!task || task.status === 'skipped') {
    const failed = tasks.filter((t) => t.status === 'failure').map((t) => t.project);
    const output = failed.length ? `${NOT_RUN} (${failed.join(', ')} failed)` : nxOutput;
    return { name, ok: false, skipped: false, ms: 0, output };
  }
  if (CACHED.has(task.status)) return { name, ok: true, skipped: true, ms: 0, output: task.output };
  const ok = task.status === 'success';
  return { name, ok, skipped: false, ms: task.ms, output: task.output };
}

/**
 * Builds the targets that are not in Nx's cache. A failed build does not stop the others, so
 * one run reports every failure. Without `force`, the builds the targets depend on (`shared`)
 * are checked and built first too; with `force` (Nx's --skip-nx-cache), exactly the targets
 * named are rebuilt, in dependency order, and their dependencies are left as they are.
 * @param {{ targets?: string[], force?: boolean, concurrency?: number }} [options]
 * @returns {Promise<BuildResult[]>}
 */
export async function buildAll({ targets = TARGETS, force = false, concurrency = 2 } = {}) {
  for (const name of targets)
    if (!TARGETS.includes(name)) throw new Error(`Unknown build target: ${name}`);
  if (targets.length === 0) return [];

  const report = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-build-')),
    'nx-tasks.json',
  );
  const args = [
    'run-many',
    '--targets=build',
    `--projects=${targets.map(projectOf).join(',')}`,
    `--parallel=${Math.max(1, concurrency)}`,
    '--nxBail=false',
    '--outputStyle=stream',
    ...(force ? ['--skipNxCache', '--excludeTaskDependencies'] : []),
  ];
  console.log(dim(`nx ${args.join(' ')}`));
  const started = Date.now();
  const ticker = setInterval(() => {
    console.log(dim(`… still building (${seconds(Date.now() - started)})`));
  }, 15000);
  let nx;
  try {
    nx = await run(bin('nx'), args, {
      cwd: ROOT,
      env: {
        ...NX_ENV,
        GENETYPE_NX_REPORT: report,
        // Nx colours its tasks' output unless told not to; plain text in CI logs and files.
        ...(process.stdout.isTTY && !process.env.NO_COLOR ? {} : { FORCE_COLOR: '0' }),
      },
      label: prefix('nx'),
      capture: true,
    });
  } finally {
    clearInterval(ticker);
  }

  let tasks = [];
  try {
    tasks = JSON.parse(fs.readFileSync(report, 'utf8')).tasks;
  } catch {
    // Nx stopped before running anything; every target reports Nx's output below.
  } finally {
    fs.rmSync(path.dirname(report), { recursive: true, force: true });
  }

  const results = targets.map((name) => resultFor(name, tasks, nx.output));
  for (const result of results) {
    const label = prefix(result.name);
    if (result.skipped) console.log(`${label} ${dim('up to date (Nx cache)')}`);
    else if (result.ok) console.log(`${label} ${green(`✔ built in ${seconds(result.ms)}`)}`);
    else if (result.output.startsWith(NOT_RUN)) console.log(`${label} ${yellow(result.output)}`);
    else console.log(`${label} ${red('✘ build failed')}`);
  }
  return results;
}

/**
 * @param {string} name
 * @param {{ force?: boolean }} [options]
 * @returns {Promise<BuildResult>}
 */
export async function buildOne(name, { force = false } = {}) {
  const [result] = await buildAll({ targets: [name], force, concurrency: 1 });
  return result;
}
