// Debian's Chromium is the browser of the journeys, the budget check and the benchmark
// (Playwright's own browser downloads cannot be reached from these machines).
import fs from 'node:fs';
import { bold, yellow } from './log.mjs';
import { run } from './proc.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
// Without the background-networking flags Chromium keeps dialling Google's hosts, which
// this machine's closed network refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Makes sure /usr/bin/chromium exists: installs Debian's package when running as root,
 * otherwise throws a message that says what to do.
 */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `${CHROMIUM_PATH} is missing and this is not root, so it cannot be installed here.\n` +
        "Install Debian's Chromium first: sudo apt-get install -y chromium",
    );
  }
  console.log(
    bold(
      yellow(
        `${CHROMIUM_PATH} is missing: installing Debian's chromium with apt-get (about a minute)…`,
      ),
    ),
  );
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]) {
    const { code, output } = await run('apt-get', args, { env, capture: true, quiet: true });
    if (code !== 0) {
      throw new Error(
        `apt-get ${args.join(' ')} failed (exit ${code}):\n${output.trim().split('\n').slice(-15).join('\n')}`,
      );
    }
  }
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
  console.log(bold(yellow('chromium installed.')));
}
