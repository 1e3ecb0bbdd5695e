#!/usr/bin/env node
// "As members feel it" (issue 34, items 1 and 4): the members' pages measured the way a member
// meets them — signed in, through the production topology (`npm run start:prod`: nginx, the page
// composer, two API instances on PostgreSQL and Redis), in both languages. The members are made
// and their sessions planted by scripts/lib/members.mjs (the size budgets use them too).
//   - Lighthouse, mobile preset (scripts/bench/lighthouse.mjs: its browser, audit and figures), on
//     /myPage, the final /result, an interim /result?type=A, the member's /questions, another
//     member's /profiles/{nickname} and the family tab (/myPage#familySection). Before each run
//     the member's session is planted the way a login leaves it: the refresh token in the API's
//     HttpOnly cookie (`genetype_refresh`, scoped to /api/user/refresh) and a freshly renewed
//     access token in localStorage (`token`), with Lighthouse told not to clear the origin's
//     storage.
//   - A Playwright probe of /questions under the same conditions (CDP: 4× CPU slowdown and
//     Lighthouse's mobile network — 150 ms RTT ×3.75 request latency, 1.6 Mbps ×0.9 down): the
//     time from navigation until the member's first question is answerable (a live, enabled
//     answer button of the member's test), whether the visitor demo was ever on screen, and the
//     time to answer the page's 11 questions (each click until its button shows pressed).
// Goals (issue 34): performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 200 ms, CLS ≤ 0.01; first question
// answerable ≤ 1.5 s with no demo shown. RUNS runs each; medians and ranges (min–max).
//
// The topology takes fixed ports (scripts/lib/prod/topology.mjs): on a shared machine run it in
// a private network namespace, with a Redis of its own there and PostgreSQL through its socket:
//   unshare --net sh -c 'ip link set lo up && redis-server --daemonize yes --save "" &&
//     BENCH_MEMBERS_DATABASE_URL="postgres://postgres@/genetype_bench_members?host=/var/run/postgresql"
//     node scripts/bench/members.mjs [--runs=N] [--lang=ko|en] [--only=myPage,questions,…] [--print]'
// (--only takes the keys of MEMBER_PAGES, and `probe` for the /questions probe). Its database is its own (made when missing).
// Alone it replaces its section in docs/benchmarks.md (`--print`: the section only, the doc
// untouched); `npm run bench` calls membersSection() and appends the section.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import * as constants from 'lighthouse/core/config/constants.js';
import { buildAll } from '../lib/build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../lib/chromium.mjs';
import {
  MEMBER_PAGES,
  makeMembers,
  memberApi,
  memberPagePath,
  newMember,
  plantInContext,
  refreshCookieOf,
  storedFor,
} from '../lib/members.mjs';
import { startTopology } from '../lib/prod/topology.mjs';
import { writeBenchSection } from '../lib/bench-doc.mjs';
import {
  audit,
  launchChrome,
  lighthouseVersion,
  medianOf,
  score,
  shown,
  transferred,
} from './lighthouse.mjs';

const RUNS = 5;
const SECTION_MARK = '## As members feel it';
// Its own database (made when missing). In a private network namespace PostgreSQL is reached
// through its Unix socket: BENCH_MEMBERS_DATABASE_URL=postgres://postgres@/genetype_bench_members?host=/var/run/postgresql
const DATABASE_URL =
  process.env.BENCH_MEMBERS_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/genetype_bench_members';
const GOAL = { performance: 95, lcpMs: 1500, tbtMs: 200, cls: 0.01, answerableMs: 1500 };
const LOCALES = { ko: 'ko-KR', en: 'en-US' };
/** Lighthouse's mobile preset, for the probe that runs outside Lighthouse. */
const MOBILE = constants.throttling.mobileSlow4G;
const SCREEN = constants.screenEmulationMetrics.mobile;

const arg = (name) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);

/** Puts the member's session in the browser the way a login leaves it, without the site's code. */
async function plantInChrome(chrome, siteUrl, apiUrl, member) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/robots.txt`);
    await page.setCookie(refreshCookieOf(apiUrl, member));
    await page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, storedFor(member));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function lighthouseRuns(site, api, members, page, language, runs) {
  const url = `${site.siteUrl}${memberPagePath(page, members)}`;
  const reports = [];
  for (let i = 0; i < runs; i += 1) {
    const member = await api.renew(members[page.member]);
    const chrome = await launchChrome(LOCALES[language]);
    try {
      await plantInChrome(chrome, site.siteUrl, api.apiUrl, member);
      reports.push(await audit(chrome, url, { disableStorageReset: true }));
    } catch (error) {
      // A run Lighthouse gives up on (PAGE_HUNG on a machine at a load of 30) is reported and
      // left out, rather than losing every page measured before it.
      console.log(
        `members ${page.key} (${language}) run ${i + 1}/${runs} failed: ${error.message}`,
      );
      continue;
    } finally {
      await chrome.kill();
    }
    const last = reports.at(-1);
    // LIGHTHOUSE_SAVE_DIR keeps every full report, as in the Lighthouse section's script.
    if (process.env.LIGHTHOUSE_SAVE_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
      fs.writeFileSync(
        path.join(process.env.LIGHTHOUSE_SAVE_DIR, `member-${page.key}-${language}-${i + 1}.json`),
        JSON.stringify(last),
      );
    }
    console.log(
      `members ${page.key} (${language}) run ${i + 1}/${runs}: performance ${score(last, 'performance')}, LCP ${shown('largest-contentful-paint', last.audits['largest-contentful-paint']?.numericValue)}, TBT ${shown('total-blocking-time', last.audits['total-blocking-time']?.numericValue)}`,
    );
  }
  const metric = (id) => reports.map((lhr) => lhr.audits[id]?.numericValue);
  const scripts = reports.map(
    (lhr) =>
      (lhr.audits['network-requests']?.details?.items ?? []).filter(
        (item) => item.resourceType === 'Script',
      ).length,
  );
  // The page's calls to the API (not its telemetry): what the member's data costs in round trips,
  // a count the machine's load does not move.
  const apiCalls = reports.map(
    (lhr) =>
      (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => {
        const pathname = new URL(item.url).pathname;
        return pathname.startsWith('/api/') && !pathname.startsWith('/api/telemetry/');
      }).length,
  );
  return {
    page,
    language,
    apiCalls,
    performance: reports.map((lhr) => score(lhr, 'performance')),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scripts,
    jsKib: reports.map((lhr) => transferred(lhr).js),
    // Lighthouse's measure of the machine's speed at each run (higher is faster): on a shared
    // machine the times move with it, the files and bytes do not.
    cpuIndex: reports.map((lhr) => Math.round(lhr.environment?.benchmarkIndex ?? 0)),
  };
}

/**
 * Installed before the page's own scripts: watches every frame until the member's first
 * question is answerable, and notes whether the visitor demo was ever painted.
 */
function watchQuestions() {
  const state = (window.__MEMBER_PROBE__ = { answerableAt: -1, demoSeen: false });
  function tick() {
    // On screen, not merely in the page: under a stored session the HTML's copy is hidden.
    const demo = document.querySelector('[data-questionnaire="demo"]');
    if (demo?.checkVisibility({ visibilityProperty: true })) state.demoSeen = true;
    const live =
      !document.querySelector('[data-prerender-build]') &&
      document.querySelector(
        '[data-questionnaire="member"] li[data-state="open"] [role="group"] button:not([disabled])',
      );
    if (live) state.answerableAt = performance.now();
    else requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
}

async function questionsProbe(site, api, verifyPhone, language, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      // A member of their own each run (answering changes where the test stands), who has
      // answered nothing yet, as members.starter.
      const member = await newMember(api, verifyPhone, 'q');
      const context = await browser.newContext({
        locale: LOCALES[language],
        viewport: { width: SCREEN.width, height: SCREEN.height },
        deviceScaleFactor: SCREEN.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      await plantInContext(context, api.apiUrl, member);
      await context.addInitScript(watchQuestions);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE.requestLatencyMs,
        downloadThroughput: (MOBILE.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (MOBILE.uploadThroughputKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier });
      try {
        await page.goto(`${site.siteUrl}/questions`, { waitUntil: 'commit' });
        await page.waitForFunction(() => window.__MEMBER_PROBE__.answerableAt >= 0, null, {
          timeout: 60_000,
          polling: 100,
        });
        const { answerableAt, demoSeen } = await page.evaluate(() => window.__MEMBER_PROBE__);
        // Answering the page: each question's first choice, as a member taps through it.
        const started = Date.now();
        const taps = [];
        // The page's questions (the header's steps are list items too).
        const items = page.locator('[data-questionnaire="member"] li:has([role="group"])');
        const count = await items.count();
        for (let n = 0; n < count; n += 1) {
          const choice = items.nth(n).locator('button').first();
          const tapped = Date.now();
          await choice.click();
          await choice.and(page.locator('[aria-pressed="true"]')).waitFor();
          taps.push(Date.now() - tapped);
        }
        results.push({ answerableMs: answerableAt, demoSeen, pageMs: Date.now() - started, taps });
        console.log(
          `members questions probe (${language}) run ${i + 1}/${runs}: answerable ${Math.round(answerableAt)} ms, demo ${demoSeen ? 'shown' : 'not shown'}, page of ${count} answered in ${Date.now() - started} ms`,
        );
      } catch (error) {
        // A run that did not get through is counted as such, not dropped.
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        console.log(
          `members questions probe (${language}) run ${i + 1}/${runs} failed: ${message}`,
        );
        results.push({ failed: true, taps: [] });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { language, results };
}

const range = (values, format) => {
  const numbers = values.filter((value) => typeof value === 'number');
  if (!numbers.length) return '–';
  return `${format(medianOf(numbers))} (${format(Math.min(...numbers))}–${format(Math.max(...numbers))})`;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms).toLocaleString('en')} ms`;
const plain = (value) => String(Math.round(value));
const met = (ok) => (ok ? 'met' : 'missed');

function section(rows, probes, runs) {
  const table = rows.map((row) => {
    const goals = [
      `score ${met(medianOf(row.performance) >= GOAL.performance)}`,
      `LCP ${met(medianOf(row.lcp) <= GOAL.lcpMs)}`,
      `TBT ${met(medianOf(row.tbt) <= GOAL.tbtMs)}`,
      `CLS ${met(medianOf(row.cls) <= GOAL.cls)}`,
    ];
    return `| \`${row.page.path}\` | ${row.language} | ${range(row.performance, plain)} | ${range(row.lcp, seconds)} | ${range(row.tbt, millis)} | ${range(row.cls, (v) => v.toFixed(3))} | ${range(row.scripts, plain)} | ${range(row.jsKib, plain)} | ${range(row.apiCalls, plain)} | ${row.cpuIndex.join(', ')} | ${goals.join(', ')} |`;
  });
  const probeRows = probes.map(({ language, results }) => {
    const answerable = results.map((r) => r.answerableMs);
    const demo = results.filter((r) => r.demoSeen).length;
    const failed = results.filter((r) => r.failed).length;
    const taps = results.flatMap((r) => r.taps);
    const goals = `answerable ${met(medianOf(answerable) <= GOAL.answerableMs)}, no demo ${met(demo === 0)}`;
    return `| ${language} | ${range(answerable, seconds)}${failed ? ` (${failed} of ${results.length} runs failed)` : ''} | ${demo} of ${results.length} | ${range(
      results.map((r) => r.pageMs),
      seconds,
    )} | ${range(taps, millis)} | ${goals} |`;
  });
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return `
${SECTION_MARK}

Written by \`scripts/bench/members.mjs\` (part of \`npm run bench\`; alone: \`node
scripts/bench/members.mjs\` in a private network namespace, the script says how). A member's session
planted as a login leaves it (the refresh cookie and the access token in localStorage), the
production topology (nginx, the page composer, two API instances on PostgreSQL and Redis), Lighthouse
${lighthouseVersion()} mobile preset with the same browser as the Lighthouse section, ${runs} runs per page and
language; each figure is the median (min–max) over the runs. ${os.cpus().length} cores (${cpu}),
${new Date().toISOString().slice(0, 10)}. Goals (issue 34): performance ≥ ${GOAL.performance}, LCP ≤ ${GOAL.lcpMs / 1000} s,
TBT ≤ ${GOAL.tbtMs} ms, CLS ≤ ${GOAL.cls}.

| page | language | performance | LCP | TBT | CLS | JS files | JS KiB | API calls | CPU index | goal |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |
${table.join('\n')}

The member's \`/questions\`, probed in Playwright under the mobile preset's conditions (CDP: 4× CPU
slowdown, ${MOBILE.requestLatencyMs} ms request latency, ${Math.round(MOBILE.downloadThroughputKbps)} Kbps down): from navigation until the
member's first question is answerable (its live, enabled button), whether the visitor demo was ever
on screen, then answering the page's questions (each tap until its button shows pressed). A fresh
member each run, who has answered nothing yet and has seen the test's notice before. Goal: answerable ≤ ${GOAL.answerableMs / 1000} s with no demo shown.

| language | first question answerable | demo shown | page answered | each answer | goal |
| --- | ---: | ---: | ---: | ---: | --- |
${probeRows.join('\n')}
`;
}

/** Starts the production topology, makes the members, measures, and returns the section. */
export async function membersSection({
  runs = RUNS,
  languages = ['ko', 'en'],
  only = [...MEMBER_PAGES.map((page) => page.key), 'probe'],
} = {}) {
  await ensureChromium();
  const site = await startTopology({
    quiet: true,
    env: { ...process.env, DATABASE_URL, SIGNUP_RATE_LIMIT: '1000/10m' },
  });
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const api = memberApi(site.publicApiUrl, site.siteUrl);
    const verifyPhone = (email, phone) =>
      db.query('update users set phone_number = $1 where email = $2', [phone, email]);
    const members = await makeMembers(api, verifyPhone);
    const rows = [];
    const probes = [];
    for (const language of languages) {
      for (const page of MEMBER_PAGES.filter((candidate) => only.includes(candidate.key)))
        rows.push(await lighthouseRuns(site, api, members, page, language, runs));
      // A page whose every run failed has no figures.
      rows.splice(0, rows.length, ...rows.filter((row) => row.performance.length > 0));
      if (only.includes('probe'))
        probes.push(await questionsProbe(site, api, verifyPhone, language, runs));
    }
    return section(rows, probes, runs);
  } finally {
    await db.end();
    await site.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await buildAll();
  if (results.some((result) => !result.ok)) throw new Error('A build failed.');
  const text = await membersSection({
    runs: Number(arg('runs') ?? RUNS),
    languages: arg('lang') ? arg('lang').split(',') : undefined,
    only: arg('only') ? arg('only').split(',') : undefined,
  });
  if (process.argv.includes('--print')) console.log(text);
  else {
    writeBenchSection(SECTION_MARK, text);
    console.log('docs/benchmarks.md: "As members feel it" written.');
  }
}
