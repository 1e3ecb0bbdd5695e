// Builds what is stale, two at a time (the machines have two cores), with visible progress.
import { bold, dim, green, prefix, red, seconds, yellow } from './log.mjs';
import { run } from './proc.mjs';
import { TARGETS, inputHash, isFresh, removeStamp, writeStamp } from './stale.mjs';
import { APPS, ROOT, appDir, bin } from './workspace.mjs';

/** The command that builds a target, as each package's README would tell you. */
function commandFor(name) {
  if (name === 'shared')
    return { command: bin('tsc'), args: ['-p', 'shared/tsconfig.build.json'], cwd: ROOT };
  if (name === 'api')
    return { command: 'npm', args: ['run', 'build', '-w', '@genetype/api'], cwd: ROOT };
  return { command: bin('webpack'), args: ['--mode', 'production'], cwd: appDir(name) };
}

/**
 * @typedef {{ name: string, ok: boolean, skipped: boolean, ms: number, output: string }} BuildResult
 * @param {string} name
 * @param {{ force?: boolean }} [options]
 * @returns {Promise<BuildResult>}
 */
export async function buildOne(name, { force = false } = {}) {
  const target = TARGETS[name];
  if (!target) throw new Error(`Unknown build target: ${name}`);
  const hash = inputHash(target);
  if (!force && isFresh(target, hash)) {
    console.log(`${prefix(name)} ${dim('up to date')}`);
    return { name, ok: true, skipped: true, ms: 0, output: '' };
  }
  console.log(`${prefix(name)} ${bold('building…')}`);
  removeStamp(target);
  const started = Date.now();
  const { command, args, cwd } = commandFor(name);
  const { code, output } = await run(command, args, { cwd, label: prefix(name), capture: true });
  const ms = Date.now() - started;
  if (code !== 0) {
    console.log(`${prefix(name)} ${red(`✘ build failed (exit ${code}) after ${seconds(ms)}`)}`);
    return { name, ok: false, skipped: false, ms, output };
  }
  writeStamp(target, hash);
  console.log(`${prefix(name)} ${green(`✔ built in ${seconds(ms)}`)}`);
  return { name, ok: true, skipped: false, ms, output };
}

/**
 * Builds `shared` first (the API compiles against its declarations), then the rest two at
 * a time. A failed build does not stop the others, so one run reports every failure.
 * @param {{ targets?: string[], force?: boolean, concurrency?: number }} [options]
 * @returns {Promise<BuildResult[]>}
 */
export async function buildAll({
  targets = ['shared', 'api', ...APPS],
  force = false,
  concurrency = 2,
} = {}) {
  const results = [];
  const queue = [...targets];
  if (queue[0] === 'shared') {
    queue.shift();
    const shared = await buildOne('shared', { force });
    results.push(shared);
    if (!shared.ok && queue.includes('api')) {
      console.log(`${prefix('api')} ${yellow('skipped: shared did not build')}`);
      queue.splice(queue.indexOf('api'), 1);
      results.push({
        name: 'api',
        ok: false,
        skipped: false,
        ms: 0,
        output: 'shared did not build',
      });
    }
  }

  const running = new Map();
  const ticker = setInterval(() => {
    if (running.size === 0) return;
    const now = Date.now();
    const list = [...running].map(([name, since]) => `${name} ${seconds(now - since)}`).join(', ');
    console.log(dim(`… still building: ${list}`));
  }, 15000);
  try {
    const worker = async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        running.set(name, Date.now());
        results.push(await buildOne(name, { force }));
        running.delete(name);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    clearInterval(ticker);
  }
  const order = (name) => targets.indexOf(name);
  return results.sort((a, b) => order(a.name) - order(b.name));
}
