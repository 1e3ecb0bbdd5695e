#!/usr/bin/env node
// The first tap against the second (issue 34, item 2): on a freshly loaded prerendered page (a new
// browser context: nothing cached, the code not started), the time from the tap on each navbar
// control to its visible answer; then, once the page's code runs and the page has been quiet for
// QUIET_MS (nothing fetched: what it warms at idle has arrived), the same control's second use.
// Lighthouse's mobile preset, set through the DevTools protocol: CPU 4× slower, 150 ms round trip,
// 1.6 Mbps down, 750 kbps up. Five runs per control; medians and ranges.
//   node scripts/bench/first-tap.mjs [--runs=5] [--only=menu,search,login] [--no-build] [--no-doc]
// It serves the built site itself (npm start's ports: run it alone, or in its own network
// namespace). `npm run bench` runs it too and writes its section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../lib/build.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { launchChromium } from '../lib/js-bytes.mjs';
import { startSite } from '../lib/serve.mjs';
import { SITE_URL } from '../lib/workspace.mjs';
import { writeBenchSection } from '../lib/bench-doc.mjs';

const SECTION_MARK = '## First tap';
const RUNS = 5;
const ROUTES = ['/', '/typeReport/1'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Lighthouse's mobile preset (its "simulated" numbers, applied here for real). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** A tap that got no answer in this long is counted as lost. */
const LOST_MS = 20_000;

/** In the page before its own scripts: the time of the last tap (pointerdown, capture). */
function recordTaps() {
  document.addEventListener(
    'pointerdown',
    () => {
      window.__tapAt = performance.now();
    },
    true,
  );
}

/**
 * Each control: where it is tapped (the visible one, prerendered or live), the viewport it is
 * shown in, and what its answer looks like on screen (any of these selectors).
 */
const ALL_CONTROLS = [
  {
    name: 'menu',
    viewport: PHONE,
    target: 'button[aria-label="메뉴 열기"]',
    answered: ['#frame-menu:popover-open', '[role="dialog"][aria-modal="true"] h2'],
  },
  {
    name: 'search',
    viewport: PHONE,
    target: '#frame-header button[aria-label="검색"]',
    answered: ['#frame-search:popover-open input', '#modal-root [role="dialog"] input'],
  },
  {
    name: 'login',
    viewport: DESKTOP,
    // The prerendered button (it opens the plain login dialog), or the live one.
    target: '#frame-header button[data-placement="bar"]',
    // The plain login dialog (an HTML popover), or the live one.
    answered: [
      '#frame-login:popover-open input[type="password"]',
      '#modal-root [role="dialog"] input[type="password"]',
    ],
  },
];

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const CONTROLS = ALL_CONTROLS.filter((control) => !only || only.split(',').includes(control.name));

/** The time from the tap on `control` to its answer, measured in the page; null if lost. */
async function tap(page, control) {
  await page.evaluate(() => {
    window.__tapAt = undefined;
  });
  // The visible one: the prerendered and the live frame may both be in the page for a moment.
  const target = page.locator(control.target).filter({ visible: true }).first();
  await target.click({ noWaitAfter: true, timeout: LOST_MS });
  try {
    const handle = await page.waitForFunction(
      (selectors) => {
        // (Selectors, not a function's source: the page's CSP refuses eval.)
        const ok = selectors.some((selector) => document.querySelector(selector));
        return ok && window.__tapAt !== undefined ? performance.now() - window.__tapAt : false;
      },
      control.answered,
      { polling: 'raf', timeout: LOST_MS },
    );
    return await handle.jsonValue();
  } catch {
    // Lost: what the page looked like, for the log.
    const state = await page.evaluate(() => ({
      prerendered: document.querySelectorAll('[data-prerendered-frame]').length,
      handover: document.querySelectorAll('[data-handover]').length,
      popovers: document.querySelectorAll(':popover-open').length,
      dialogs: document.querySelectorAll('[role="dialog"]').length,
      tapped: window.__tapAt !== undefined,
      started: window.__GENETYPE_CODE_STARTED__,
    }));
    console.log(`  lost tap on ${control.name}: ${JSON.stringify(state)}`);
    return null;
  }
}

/** Until the page's code runs and the live frame replaced the prerendered one. */
async function codeRunning(page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-mf-content-version') &&
      !document.querySelector('[data-prerendered-frame]'),
    undefined,
    { timeout: 120_000 },
  );
}

/**
 * A visitor uses a control again some time after the page is whole: until nothing has been
 * fetched for QUIET_MS (what the page warms at idle has arrived; at most QUIET_WAIT_MS).
 */
const QUIET_MS = 7_000;
const QUIET_WAIT_MS = 45_000;
async function pageQuiet(page) {
  await page
    .waitForFunction(
      (quietMs) => {
        const ends = performance.getEntriesByType('resource').map((entry) => entry.responseEnd);
        return performance.now() - Math.max(0, ...ends) > quietMs;
      },
      QUIET_MS,
      { timeout: QUIET_WAIT_MS, polling: 250 },
    )
    .catch(() => {
      console.log('  (the page did not go quiet; the second use goes ahead)');
    });
}

const isOpen = () =>
  Boolean(document.querySelector(':popover-open') || document.querySelector('[role="dialog"]'));

async function closeAnswer(page) {
  // Again if need be: an answer that has just appeared may not listen for Escape yet.
  for (let attempt = 0; ; attempt += 1) {
    await page.keyboard.press('Escape');
    try {
      await page.waitForFunction(
        () =>
          !document.querySelector(':popover-open') && !document.querySelector('[role="dialog"]'),
        undefined,
        { timeout: 5_000 },
      );
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

async function oneRun(browser, siteUrl, route, control) {
  // A Korean visitor's page (the composer answers Accept-Language): its prerendered frame.
  const context = await browser.newContext({ viewport: control.viewport, locale: 'ko-KR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordTaps);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // (A loaded shared machine under the preset can take more than Playwright's default 30 s.)
    await page.goto(`${siteUrl}${route}`, { waitUntil: 'load', timeout: 120_000 });
    // The visitor sees the page, then taps: after its first frame is on screen.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 120_000 },
    );
    const first = await tap(page, control);
    if (first !== null) await closeAnswer(page);
    await codeRunning(page);
    await pageQuiet(page);
    // Whatever the first tap opened is put away before the second (a late answer included).
    await page.waitForTimeout(500);
    if (await page.evaluate(isOpen)) await closeAnswer(page);
    const second = await tap(page, control);
    return { first, second };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const ms = (value) => `${Math.round(value)}`;

function summary(values) {
  const answered = values.filter((value) => value !== null);
  const lost = values.length - answered.length;
  if (answered.length === 0) return { text: `lost ${lost}/${values.length}`, median: null };
  const text = `${ms(median(answered))} (${ms(Math.min(...answered))}–${ms(Math.max(...answered))})`;
  return { text: lost ? `${text}, lost ${lost}` : text, median: median(answered) };
}

/** Measures every control on every route; returns the table's rows. */
export async function measureFirstTaps(siteUrl = SITE_URL, { runs = RUNS } = {}) {
  await ensureChromium();
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const route of ROUTES) {
      for (const control of CONTROLS) {
        const firsts = [];
        const seconds = [];
        for (let index = 0; index < runs; index += 1) {
          const { first, second } = await oneRun(browser, siteUrl, route, control);
          firsts.push(first);
          seconds.push(second);
          console.log(
            `  ${route} ${control.name} run ${index + 1}: first ${first}, second ${second}`,
          );
        }
        const first = summary(firsts);
        const second = summary(seconds);
        const ratio =
          first.median !== null && second.median ? (first.median / second.median).toFixed(1) : '—';
        rows.push({ route, control: control.name, first: first.text, second: second.text, ratio });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function table(rows) {
  const lines = [
    '| page | control | first tap, ms | second use, ms | first ÷ second |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.route}\` | ${row.control} | ${row.first} | ${row.second} | ${row.ratio}× |`,
    ),
  ];
  return lines.join('\n');
}

function section(rows, runs) {
  return `${SECTION_MARK}

\`node scripts/bench/first-tap.mjs\`: on a freshly loaded prerendered page (a new browser context,
after its first paint), the time from a tap on each navbar control to its visible answer (the menu
or the search open, the login dialog's password field), and the same control's second use once the
page's code runs and nothing has been fetched for ${QUIET_MS / 1000} s. Mobile preset through the DevTools protocol: CPU ${CPU_SLOWDOWN}× slower, 150 ms round
trip, 1.6 Mbps. Median (range) of ${runs} runs; a tap with no answer within ${LOST_MS / 1000} s is lost.

${table(rows)}

The menu and the search are HTML popovers in the prerendered navbar (no code needed), so the first
tap answers as fast as the second; 로그인 needs the login dialog's code: its first tap is kept and
replayed once the code runs (decisions: "The first tap").
`;
}

export async function firstTapSection({ runs = RUNS } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-bench-tap-'));
  const site = await startSite({
    quiet: true,
    apiEnv: { SQLITE_PATH: path.join(tmp, 'bench.sqlite'), DATABASE_URL: undefined },
  });
  try {
    const rows = await measureFirstTaps(site.url, { runs });
    console.log(table(rows));
    return section(rows, runs);
  } finally {
    await site.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--no-build')) {
    const results = await buildAll();
    if (results.some((result) => !result.ok)) throw new Error('A build failed.');
  }
  const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
  const text = await firstTapSection({ runs: runsArg ? Number(runsArg.slice(7)) : RUNS });
  if (!process.argv.includes('--no-doc')) {
    writeBenchSection(SECTION_MARK, text);
    console.log('docs/benchmarks.md: First tap section written.');
  }
}
