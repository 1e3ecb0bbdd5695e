// Debian's Chromium is the browser of the journeys, the budget check and the benchmark
// (Playwright's own browser downloads cannot be reached from these machines).
import fs from 'node:fs';
import { bold, yellow } from './log.mjs';
import { run } from './proc.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
// A Korean system font, as every Korean phone has (Android's is this one, Noto Sans CJK): pages
// paint in it until Pretendard arrives (shell/src/features/web-font). Without one Chromium draws
// empty boxes for Hangul, and the swap to Pretendard would shift what a member never sees shift.
const KOREAN_FONT_PATH = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const PACKAGES = [
  ['chromium', CHROMIUM_PATH],
  ['fonts-noto-cjk', KOREAN_FONT_PATH],
];
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
 * Makes sure /usr/bin/chromium and a Korean font exist: installs Debian's packages when running as
 * root, otherwise throws a message that says what to do.
 */
export async function ensureChromium() {
  const missing = PACKAGES.filter(([, file]) => !fs.existsSync(file)).map(([name]) => name);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `${missing.join(' and ')} missing and this is not root, so it cannot be installed here.\n` +
        `Install Debian's packages first: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(
    bold(yellow(`Installing Debian's ${missing.join(' and ')} with apt-get (about a minute)…`)),
  );
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    const { code, output } = await run('apt-get', args, { env, capture: true, quiet: true });
    if (code !== 0) {
      throw new Error(
        `apt-get ${args.join(' ')} failed (exit ${code}):\n${output.trim().split('\n').slice(-15).join('\n')}`,
      );
    }
  }
  for (const [name, file] of PACKAGES)
    if (!fs.existsSync(file))
      throw new Error(`apt-get installed ${name} but ${file} is still missing.`);
  console.log(bold(yellow(`${missing.join(' and ')} installed.`)));
}
