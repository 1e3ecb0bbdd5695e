#!/usr/bin/env node
// English as fast as Korean (issue 34, item 3): the largest contentful paint of the visitors'
// public pages in English against Korean, through the production topology (`npm run start:prod`:
// nginx with its page cache, the page composer, two API instances on PostgreSQL and Redis), with
// Lighthouse's mobile preset as scripts/bench/lighthouse.mjs runs it (its browser, audit and
// figures: simulated 150 ms RTT, 1.6 Mbps, 4× CPU slowdown). The browser's language decides the
// page's (Accept-Language `ko-KR` or `en-US`: the address is the same bare one in both).
//
// The two languages run interleaved, in the same rounds (each round: every page in both
// languages, the language that goes first alternating by round), so a ratio compares runs made
// minutes apart on the same machine: on a shared machine the load moves both alike. Each metric
// is the median of its RUNS runs; the ratio is English's median ÷ Korean's. Goal: ≤ 1.1×.
//
// The topology takes fixed ports (scripts/lib/prod/topology.mjs): on a shared machine run it in a
// private network namespace, with a Redis of its own there and PostgreSQL through its socket:
//   unshare --net sh -c 'ip link set lo up && redis-server --daemonize yes --save "" &&
//     BENCH_ENGLISH_DATABASE_URL="postgres://postgres@/genetype_bench_english?host=/var/run/postgresql"
//     node scripts/bench/english-lcp.mjs [--runs=N] [--only=/,/questions] [--print]'
// It replaces its section in docs/benchmarks.md (`--print`: the section only, the doc untouched).
// With LIGHTHOUSE_SAVE_DIR every report is kept; `--from-saved=DIR [--load=TEXT]` prints the
// section from a run's saved reports (the rounds complete in both languages), for a run cut short.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../lib/build.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { startTopology } from '../lib/prod/topology.mjs';
import { writeBenchSection } from '../lib/bench-doc.mjs';
import {
  audit,
  launchChrome,
  lighthouseVersion,
  medianOf,
  shown,
  transferred,
} from './lighthouse.mjs';

const RUNS = 5;
const ROUTES = ['/', '/typeReport/1', '/geneType', '/learningGene', '/questions'];
const LOCALES = { ko: 'ko-KR', en: 'en-US' };
const GOAL_RATIO = 1.1;
const SECTION_MARK = '## English against Korean: LCP';
const DATABASE_URL =
  process.env.BENCH_ENGLISH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/genetype_bench_english';
const METRICS = [
  ['largest-contentful-paint', 'LCP'],
  ['first-contentful-paint', 'FCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
];

const arg = (name) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);

/** The largest paint's element as Lighthouse names it, and its text (the language it painted in). */
function lcpElement(lhr) {
  const node =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return node?.selector ?? '';
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/** Whether the largest paint's text is Hangul (an English run must never paint Korean largest). */
function lcpIsKorean(lhr) {
  const node =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return HANGUL.test(node?.nodeLabel ?? '');
}

async function oneRun(siteUrl, route, language) {
  const chrome = await launchChrome(LOCALES[language]);
  try {
    return await audit(chrome, `${siteUrl}${route}`);
  } finally {
    await chrome.kill();
  }
}

const slugOf = (route) => route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/**
 * The reports a run saved (LIGHTHOUSE_SAVE_DIR), for a run cut short: per page, only the rounds
 * that have both languages, so each ratio still compares runs made under the same load.
 */
export function savedReports(dir, routes = ROUTES) {
  const read = (route, language, round) => {
    const file = path.join(dir, `english-lcp-${slugOf(route)}-${language}-${round}.json`);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  };
  const reports = {};
  for (const route of routes) {
    reports[route] = { ko: [], en: [] };
    for (let round = 1; ; round += 1) {
      const [ko, en] = [read(route, 'ko', round), read(route, 'en', round)];
      if (!ko || !en) break;
      reports[route].ko.push(ko);
      reports[route].en.push(en);
    }
    if (reports[route].ko.length === 0) delete reports[route];
  }
  return reports;
}

/** Runs every page in both languages, interleaved by round; returns each page's reports. */
export async function measure(siteUrl, { runs = RUNS, routes = ROUTES } = {}) {
  await ensureChromium();
  const saveDir = process.env.LIGHTHOUSE_SAVE_DIR;
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  const reports = Object.fromEntries(routes.map((route) => [route, { ko: [], en: [] }]));
  const loads = [];
  for (let round = 0; round < runs; round += 1) {
    loads.push(os.loadavg()[0]);
    const order = round % 2 === 0 ? ['ko', 'en'] : ['en', 'ko'];
    for (const route of routes) {
      for (const language of order) {
        const lhr = await oneRun(siteUrl, route, language);
        reports[route][language].push(lhr);
        if (saveDir) {
          fs.writeFileSync(
            path.join(saveDir, `english-lcp-${slugOf(route)}-${language}-${round + 1}.json`),
            JSON.stringify(lhr),
          );
        }
        console.log(
          `english-lcp round ${round + 1}/${runs} ${route} (${language}): LCP ${shown('largest-contentful-paint', lhr.audits['largest-contentful-paint']?.numericValue)}, FCP ${shown('first-contentful-paint', lhr.audits['first-contentful-paint']?.numericValue)}, ${lcpElement(lhr)}${lcpIsKorean(lhr) ? ' (Hangul)' : ''}`,
        );
      }
    }
  }
  return { reports, loads };
}

const median = (lhrs, id) => medianOf(lhrs.map((lhr) => lhr.audits[id]?.numericValue));

function section({ reports, loads }, runs) {
  const counts = [...new Set(Object.values(reports).map(({ ko }) => ko.length))];
  const rows = [];
  const details = [];
  for (const [route, { ko, en }] of Object.entries(reports)) {
    const lcp = [median(ko, METRICS[0][0]), median(en, METRICS[0][0])];
    const fcp = [median(ko, METRICS[1][0]), median(en, METRICS[1][0])];
    const ratio = lcp[1] / lcp[0];
    const tbt = [median(ko, METRICS[2][0]), median(en, METRICS[2][0])];
    const cls = [median(ko, METRICS[3][0]), median(en, METRICS[3][0])];
    rows.push(
      `| \`${route}\` | ${shown(METRICS[0][0], lcp[0])} | ${shown(METRICS[0][0], lcp[1])} | ${ratio.toFixed(3)}× ${ratio <= GOAL_RATIO ? 'met' : 'missed'} | ${shown(METRICS[1][0], fcp[0])} | ${shown(METRICS[1][0], fcp[1])} | ${(fcp[1] / fcp[0]).toFixed(3)}× | ${shown(METRICS[2][0], tbt[0])} / ${shown(METRICS[2][0], tbt[1])} | ${shown(METRICS[3][0], cls[0])} / ${shown(METRICS[3][0], cls[1])} |`,
    );
    const bytes = (lhrs) => medianOf(lhrs.map((lhr) => transferred(lhr).total));
    const js = (lhrs) => medianOf(lhrs.map((lhr) => transferred(lhr).js));
    const korean = en.filter(lcpIsKorean).length;
    const runsOf = (lhrs) =>
      lhrs
        .map((lhr) =>
          ((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
        )
        .join(', ');
    details.push(
      `- \`${route}\`: LCP runs (s) Korean ${runsOf(ko)}; English ${runsOf(en)}. Largest paint: Korean \`${lcpElement(ko[0])}\`, English \`${lcpElement(en[0])}\`. Transferred (median): Korean ${bytes(ko)} KiB (JavaScript ${js(ko)}), English ${bytes(en)} KiB (JavaScript ${js(en)}). English runs whose largest paint was Hangul text: ${korean} of ${en.length}.`,
    );
  }
  const load = Array.isArray(loads) ? loads.map((value) => value.toFixed(0)).join(', ') : loads;
  return `
${SECTION_MARK}

Written by \`scripts/bench/english-lcp.mjs\` (run it alone; it is not part of \`npm run bench\`).
Lighthouse ${lighthouseVersion()}, mobile preset (simulated 150 ms RTT, 1.6 Mbps, 4× CPU slowdown) as
\`scripts/bench/lighthouse.mjs\` runs it, through the production topology (nginx with its 30 s page
cache, the page composer, two API instances on PostgreSQL and Redis), a fresh browser per run,
Korean as \`ko-KR\` and English as \`en-US\` (Accept-Language; the same bare address). ${counts.length === 1 && counts[0] === runs ? runs : `${counts.join(' or ')} (of ${runs} planned)`} rounds;
each round runs every page in both languages, the first language alternating, so the two
languages share the machine's load; medians per language; the ratio is English ÷ Korean (goal
≤ ${GOAL_RATIO}×). ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC;
1-minute load average at each round's start: ${load}.

| page | LCP Korean | LCP English | LCP ratio | FCP Korean | FCP English | FCP ratio | TBT ko / en | CLS ko / en |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

${details.join('\n')}
`;
}

/** Starts the production topology, measures, and returns the section. */
export async function englishLcpSection({ runs = RUNS, routes = ROUTES } = {}) {
  const site = await startTopology({ quiet: true, env: { ...process.env, DATABASE_URL } });
  try {
    return section(await measure(site.siteUrl, { runs, routes }), runs);
  } finally {
    await site.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && arg('from-saved')) {
  // A run cut short: its saved reports (`--load=` says the load it ran under).
  const reports = savedReports(arg('from-saved'));
  console.log(section({ reports, loads: arg('load') ?? 'not recorded' }, RUNS));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await buildAll();
  if (results.some((result) => !result.ok)) throw new Error('A build failed.');
  const text = await englishLcpSection({
    runs: Number(arg('runs') ?? RUNS),
    routes: arg('only') ? arg('only').split(',') : undefined,
  });
  if (process.argv.includes('--print')) console.log(text);
  else {
    writeBenchSection(SECTION_MARK, text);
    console.log('docs/benchmarks.md: English against Korean section written.');
  }
}
