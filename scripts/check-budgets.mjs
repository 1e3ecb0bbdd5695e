#!/usr/bin/env node
// Size budgets (budgets.json), in bytes of JavaScript, raw and gzip -9 (per file, summed):
//   - shell: what Chromium fetched from the shell's origin on a first visit of `/` — its
//     entry, its frame and the shared singletons it provides to every remote;
//   - each remote: its initial load, read from its dist — remoteEntry.js plus the chunks
//     of its exposed './app' (mf-manifest.json); its pages are lazy and not part of it;
//   - pages: everything Chromium fetched before a first visit of `/` and of
//     `/typeReport/1` was usable (load, network idle, the page's <h1>), as `npm run bench`
//     counts it, on the production builds served exactly as `npm start` serves them; a key
//     '<path> (en)' is the same page's first visit by an English browser, which must also stay
//     within 1.1× the Korean one's gzip bytes measured in the same run (issue 34); a key
//     '<path> (member)' is a member's first load of one of the members' pages (issue 34): a
//     member signed up through the API, their session planted as a login leaves it
//     (scripts/lib/members.mjs), `{nickname}` another member's.
// Over budget → a table and exit code 1. `--write` sets missing budgets and lowers the
// others to the measurement plus 5 % headroom; it never raises one (do that by hand, with
// a reason in the commit).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureChromium } from './lib/chromium.mjs';
import { bold, green, red, yellow } from './lib/log.mjs';
import { bytesFrom, launchChromium, measureJs } from './lib/js-bytes.mjs';
import { startSite } from './lib/serve.mjs';
import {
  MEMBER_PAGES,
  makeMembers,
  memberApi,
  memberPagePath,
  plantInContext,
} from './lib/members.mjs';
import { API_URL, PORTS, REMOTES, ROOT, SITE_URL, distDir } from './lib/workspace.mjs';

const BUDGETS_FILE = path.join(ROOT, 'budgets.json');
const HEADROOM = 1.05;
const write = process.argv.includes('--write');

const budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));

/**
 * A page's key: '/typeReport/1' (a Korean browser), '/typeReport/1 (en)' (an English one) or
 * '/myPage (member)' (a member's Korean browser).
 */
function pageKey(key) {
  const match = /^(\S+) \((\w+)\)$/.exec(key);
  if (!match) return { path: key, language: 'ko', locale: 'ko-KR', member: false };
  if (match[2] === 'member')
    return { path: match[1], language: 'ko', locale: 'ko-KR', member: true };
  return {
    path: match[1],
    language: match[2],
    locale: match[2] === 'en' ? 'en-US' : match[2],
    member: false,
  };
}
/** How much more JavaScript a first visit in another language may fetch than the Korean one (issue 34). */
const LANGUAGE_RATIO = 1.1;
const LANGUAGE_RATIO_FAILS = true;

const withHeadroom = (bytes) => Math.ceil((bytes * HEADROOM) / 100) * 100;
const fmt = (bytes) => (bytes == null ? '—' : `${(bytes / 1024).toFixed(1)} KB`);

/** A remote's initial load from its dist: remoteEntry.js + the sync JS of './app'. */
function remoteInitialLoad(app) {
  const dir = distDir(app);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes?.find((entry) => entry.path === './app');
  if (!expose) throw new Error(`${app}: mf-manifest.json has no './app' expose.`);
  const entryName = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  const files = [entryName, ...(expose.assets?.js?.sync ?? [])];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = fs.readFileSync(path.join(dir, file));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip, files };
}

/** The members the members' pages are measured with, on the site's SQLite database. */
async function membersOn(sqlitePath) {
  const { default: Database } = await import('better-sqlite3');
  const api = memberApi(API_URL, SITE_URL);
  return makeMembers(api, async (email, phone) => {
    const db = new Database(sqlitePath);
    try {
      db.prepare('update users set phone_number = ? where email = ?').run(phone, email);
    } finally {
      db.close();
    }
  });
}

async function measurePages(routes) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-budgets-'));
  const sqlitePath = path.join(tmp, 'budgets.sqlite');
  const apiEnv = { SQLITE_PATH: sqlitePath, DATABASE_URL: undefined };
  await ensureChromium();
  const site = await startSite({ quiet: true, apiEnv });
  const browser = await launchChromium();
  try {
    const members = routes.some((route) => pageKey(route).member)
      ? await membersOn(sqlitePath)
      : null;
    const byRoute = new Map();
    for (const route of routes) {
      const { path: pathname, locale, member } = pageKey(route);
      const page = MEMBER_PAGES.find((candidate) => candidate.path === pathname);
      if (member && !page) throw new Error(`${route}: not one of the members' pages`);
      byRoute.set(
        route,
        await measureJs(
          browser,
          `${SITE_URL}${member ? memberPagePath(page, members) : pathname}`,
          {
            readySelector: '#app-main h1',
            locale,
            prepare: member
              ? (context) => plantInContext(context, API_URL, members[page.member])
              : undefined,
          },
        ),
      );
    }
    return byRoute;
  } finally {
    await browser.close();
    await site.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const rows = [];
try {
  const byRoute = await measurePages([...new Set(['/', ...Object.keys(budgets.pages)])]);
  const home = byRoute.get('/');
  const shell = bytesFrom(home, `http://localhost:${PORTS.shell}`);
  rows.push({
    kind: 'apps',
    key: 'shell',
    label: 'shell (its origin, first visit of /)',
    usable: home.usable,
    error: home.error,
    ...shell,
  });
  for (const app of REMOTES) {
    rows.push({
      kind: 'apps',
      key: app,
      label: `${app} (remoteEntry + ./app)`,
      usable: true,
      ...remoteInitialLoad(app),
    });
  }
  for (const route of Object.keys(budgets.pages)) {
    const page = byRoute.get(route);
    rows.push({
      kind: 'pages',
      key: route,
      label: `site, first visit of ${route}`,
      usable: page.usable,
      error: page.error,
      raw: page.raw,
      gzip: page.gzip,
    });
  }
  // Another language's first visit within LANGUAGE_RATIO of the Korean one of the same page, in
  // this run (a ratio, so the machine's noise cancels out).
  for (const route of Object.keys(budgets.pages)) {
    const { path: pathname, language } = pageKey(route);
    const korean = byRoute.get(pathname);
    const page = byRoute.get(route);
    if (language === 'ko' || !korean?.usable || !page?.usable) continue;
    rows.push({
      kind: 'ratio',
      key: route,
      label: `${route} ÷ ${pathname}, gzip (≤ ${LANGUAGE_RATIO})`,
      usable: true,
      ratio: page.gzip / korean.gzip,
    });
  }
} catch (error) {
  // A taken port, a missing build, a site that does not start: say so plainly.
  console.error(red(error instanceof Error ? error.message : String(error)));
  process.exit(1);
}

if (write) {
  for (const row of rows) {
    if (!row.usable || row.kind === 'ratio') continue;
    const entry = (budgets[row.kind][row.key] ??= {});
    for (const key of ['raw', 'gzip']) {
      const next = withHeadroom(row[key]);
      if (entry[key] == null || next < entry[key]) entry[key] = next;
    }
  }
  budgets.measuredAt = new Date().toISOString().slice(0, 10);
  fs.writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(
    yellow(
      'budgets.json updated (set where missing, lowered where the build is smaller; never raised).',
    ),
  );
}

let failed = false;
const problems = [];
const table = [['', 'raw', 'budget', 'gzip', 'budget', '']];
for (const row of rows) {
  if (row.kind === 'ratio') {
    // A failure since English pages load only their parts of the reading content (1.04–1.06×
    // on 2026-11-30, docs/decisions.md, issue 34); LANGUAGE_RATIO_FAILS = false makes it a goal.
    const over = row.ratio > LANGUAGE_RATIO;
    if (over && LANGUAGE_RATIO_FAILS) failed = true;
    if (over) problems.push(`${row.label}: ${row.ratio.toFixed(3)}× the Korean first visit`);
    const status = !over ? 'ok' : LANGUAGE_RATIO_FAILS ? 'OVER' : 'GOAL';
    table.push([row.label, '', '', `${row.ratio.toFixed(3)}×`, `${LANGUAGE_RATIO}×`, status]);
    continue;
  }
  const budget = budgets[row.kind][row.key] ?? {};
  const over =
    (budget.raw != null && row.raw > budget.raw) || (budget.gzip != null && row.gzip > budget.gzip);
  // A figure nobody holds is a failure too: every figure must have a budget.
  const missing = budget.raw == null || budget.gzip == null;
  const status = !row.usable ? 'NOT USABLE' : over ? 'OVER' : missing ? 'NO BUDGET' : 'ok';
  if (status !== 'ok') failed = true;
  if (!row.usable) problems.push(`${row.label}: the page did not become usable (${row.error})`);
  else if (missing)
    problems.push(`${row.label}: no budget in budgets.json (npm run budgets -- --write sets it)`);
  table.push([row.label, fmt(row.raw), fmt(budget.raw), fmt(row.gzip), fmt(budget.gzip), status]);
}
const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
console.log(bold('\nJavaScript before first use (bytes raw and gzip -9 per file):'));
for (const [index, cells] of table.entries()) {
  const line = cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
    )
    .join('   ');
  console.log(index === 0 ? bold(line) : cells[5] === 'ok' ? line : red(line));
}
for (const problem of problems) console.log(red(problem));

if (failed) {
  console.log(
    red(
      bold(
        '\nOver a size budget (or not measurable). Make the build smaller: budgets are only ever lowered.',
      ),
    ),
  );
  process.exit(1);
}
console.log(green('\nWithin every size budget.'));
