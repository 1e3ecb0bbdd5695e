// Child processes: each runs in its own process group so that stopping it also stops
// whatever it started (npm → tsc, node --watch → node), and nothing outlives the script.
import { spawn } from 'node:child_process';
import { dim, pipeLines, yellow } from './log.mjs';

const live = new Set();

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

// Last resort when the parent dies without stopping its children (uncaught error, exit()).
process.on('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

/**
 * Starts a command. With `label`, its output is written line by line behind the label
 * (each line first passed through `format`, which may drop it by returning null); with
 * `capture`, it is also collected; otherwise it is inherited. With `timeoutMs`, a command
 * still running by then is stopped (and its exit code is non-zero).
 * @returns {{ child: import('node:child_process').ChildProcess, done: Promise<{ code: number, output: string }>, stop: (graceMs?: number) => Promise<void> }}
 */
export function start(
  command,
  args,
  { cwd, env, label, capture = false, quiet = false, format, timeoutMs } = {},
) {
  const piped = Boolean(label) || capture;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: piped ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  live.add(child);
  let output = '';
  if (piped) {
    const write = (line) => {
      if (capture) output += line;
      if (!quiet) process.stdout.write(line);
    };
    const tag = label ?? '';
    for (const stream of [child.stdout, child.stderr]) {
      if (tag) pipeLines(stream, tag, write, format);
      else {
        stream.setEncoding('utf8');
        stream.on('data', write);
      }
    }
  }
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      live.delete(child);
      output += `${error.message}\n`;
      if (!quiet) process.stderr.write(`${label ?? command}: ${error.message}\n`);
      resolve({ code: 127, output });
    });
    child.on('close', (code, signal) => {
      live.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });

  /** SIGTERM the group, then SIGKILL it if it has not exited within graceMs. */
  const stop = async (graceMs = 5000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
    await done;
    clearTimeout(timer);
  };

  // A step that hangs (a test leaving a handle open) must not eat the whole CI budget.
  if (timeoutMs) {
    const timer = setTimeout(() => {
      const message = `${label ?? command}: no exit after ${Math.round(timeoutMs / 60000)} min — stopping it.\n`;
      output += message;
      process.stderr.write(message);
      void stop();
    }, timeoutMs);
    timer.unref();
    void done.then(() => clearTimeout(timer));
  }
  // What a captured process has written so far (a bench's trace of a process still running).
  return { child, done, stop, output: () => output };
}

/** Runs a command to completion. */
export async function run(command, args, options = {}) {
  return start(command, args, options).done;
}

export async function stopAll() {
  await Promise.all(
    [...live].map(
      (child) =>
        new Promise((resolve) => {
          child.once('close', resolve);
          killGroup(child, 'SIGTERM');
          setTimeout(() => {
            killGroup(child, 'SIGKILL');
            resolve();
          }, 5000).unref();
        }),
    ),
  );
}

let stopping = false;

/** Whether a stop signal is being handled: a child exiting now is expected, not a crash. */
export const isStopping = () => stopping;

/**
 * From now on, Ctrl-C (SIGINT) and SIGTERM end the script and every child it started — also during
 * a build or a start-up, before the script holds anything of its own to stop. The children run in
 * their own process groups, so a terminal's Ctrl-C never reaches them: without this, a script
 * killed by the signal would leave them running (an API holding its port, nginx holding :8080).
 * `stopFirst` stops what the script has in-process (servers) before the children.
 * @param {{ say: string, stopFirst?: () => Promise<unknown> }} options
 */
export function stopOnSignal({ say, stopFirst = async () => {} }) {
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${yellow(`${signal}: ${say}`)}`);
    try {
      await stopFirst();
    } finally {
      await stopAll();
    }
    console.log(dim('stopped.'));
    process.exit(0);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
