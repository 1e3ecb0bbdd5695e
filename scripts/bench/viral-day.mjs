#!/usr/bin/env node
// A viral day (issue 35, item 2; docs/operations.md "Capacity"): through the production topology
// (nginx, two API instances on PostgreSQL and Redis, the page composer), visitors open public pages
// and new members sign up, answer and score, at rising rates. Each level is held HOLD seconds; the
// run stops at the first level that misses a goal — any 5xx or unanswered request, an acknowledged
// write not found in PostgreSQL afterwards, page HTML p99 > 1 s, scoring p99 > 2 s — and says what
// saturated (CPU of nginx, each API instance and its event loop, the composer, PostgreSQL's
// backends, Redis, read from /proc).
//
// Before the ramp, the per-call costs: each call kind alone, one kind at a time (page visits;
// sign-up, nickname, question list, save, scoring, share), with the CPU each process used per call
// (µs) — what docs/operations.md's capacity arithmetic multiplies.
//
// A member: POST /user/signup (argon2id, production's cost), /user/updateNickname, a verified phone
// (written into PostgreSQL as the identity check would: its provider is outside the site), then per
// section A–D: the question list, half the answers saved, the section scored with all of them.
// Members go through without thinking time: each arrival is one member's whole test.
// Visitors: one page each — /, /typeReport/N, /geneType, /learningGene, /s/{code} (the codes of
// members who shared), /sitemap.xml, /robots.txt — as a Korean browser (brotli, no bucket yet).
//
//   node scripts/bench/viral-day.mjs            full ramp (levels of 60 s); writes its section of
//                                               docs/benchmarks.md (npm run bench runs it)
//   --short                                     two levels of 8 s, small calibration; no doc
//   --print                                     the full run without touching the doc
//   --hold S  --levels N  --start M  --factor F  --visitors-per-member V
//
// Needs PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL's server, else 127.0.0.1:5432; its own
// database genetype_viral_day, made afresh) and Redis (REDIS_URL or 127.0.0.1:6379).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBenchSection } from '../lib/bench-doc.mjs';
import {
  apiCall,
  benchDatabaseUrl,
  createCpuMeter,
  percentile,
  signupBody,
  sleep,
  startBenchTopology,
  summarizeErrors,
  topologyGroups,
  verifiedPhone,
} from '../lib/prod/bench-harness.mjs';
import {
  GOALS,
  TARGET_UTILIZATION,
  capacity,
  highestHeld,
  judgeLevel,
  perCallUs,
  planRamp,
  projectOwnCores,
  saturation,
} from '../lib/prod/viral-plan.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 && argv[at + 1] !== undefined ? Number(argv[at + 1]) : fallback;
};
const short = argv.includes('--short');
const print = argv.includes('--print') || short;
const HOLD_S = option('--hold', short ? 8 : 60);
const LEVELS = option('--levels', short ? 2 : 12);
const START_MEMBERS = option('--start', 0.5);
const FACTOR = option('--factor', 1.5);
// A shared result brings many visitors for each who takes the test.
const VISITORS_PER_MEMBER = option('--visitors-per-member', 40);
const CALIBRATION_MEMBERS = short ? 6 : 40;
const CALIBRATION_VISITS = short ? 300 : 3000;
// Arrivals still in flight beyond this are not started (the level then misses: load not offered).
const MAX_IN_FLIGHT = 2000;
const SECTION_MARK = '## Viral day: the production topology under a rising ramp';
const DB = 'genetype_viral_day';
const SECTIONS = ['A', 'B', 'C', 'D'];
const REPORTS = 16;
// The goal's "page HTML" (sitemap and robots are not pages).
const HTML_KINDS = ['/', '/typeReport/N', '/geneType', '/learningGene', '/s/{code}'];

// A first-time Korean visitor's browser: no bucket cookie yet (nginx gives one), brotli.
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'br, gzip',
  'accept-language': 'ko-KR,ko;q=0.9,en-US;q=0.8',
};
// Shares and reports are what a viral day spreads; the rest is what visitors click next.
const PAGE_MIX = [
  '/s/{code}',
  '/s/{code}',
  '/s/{code}',
  '/typeReport/N',
  '/typeReport/N',
  '/typeReport/N',
  '/',
  '/',
  '/geneType',
  '/learningGene',
  '/sitemap.xml',
  '/robots.txt',
];

/** Counts per call kind: statuses, latencies. */
function createRecorder() {
  const kinds = {};
  return {
    kinds,
    record(kind, status, ms) {
      const entry = (kinds[kind] ??= { n: 0, statuses: {}, latencies: [] });
      entry.n += 1;
      entry.latencies.push(ms);
      if (status < 200 || status >= 300) entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    },
  };
}

/** Opens one public page as a visitor; `n` picks the page and, for reports and shares, which. */
async function visit(base, n, shareCodes, recorder) {
  const kind = PAGE_MIX[n % PAGE_MIX.length];
  // Which report or share: counted apart from the kind, so every one comes up in turn.
  const which = Math.floor(n / PAGE_MIX.length);
  const url =
    kind === '/s/{code}'
      ? `/s/${shareCodes[which % shareCodes.length]}`
      : kind === '/typeReport/N'
        ? `/typeReport/${(which % REPORTS) + 1}`
        : kind;
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(`${base}${url}`, {
      headers: PAGE_HEADERS,
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = 0;
  }
  recorder.record(kind, status, performance.now() - started);
}

/** A new member, with what the site acknowledged (checked in PostgreSQL afterwards). */
function newMember(n, run) {
  const userId = `vd${run}${n}`;
  return {
    n,
    userId,
    email: `${userId}@example.com`,
    password: 'ViralDay1!',
    nickname: `vd${run}n${n}`,
    token: null,
    acked: { signup: false, nickname: false, saves: 0, savedIds: [], completed: 0 },
  };
}

/**
 * The steps of a member's test, each one API call (the phone is written as the identity check
 * would). `call(kind, request)` answers the call's data or null.
 */
function memberSteps(member, { call, setPhone }) {
  const steps = [
    async () => {
      const data = await call('sign-up', {
        method: 'POST',
        url: '/user/signup',
        body: signupBody(member),
      });
      if (!data?.token?.token) return false;
      member.token = data.token.token;
      member.acked.signup = true;
      return true;
    },
    async () => {
      const data = await call('nickname', {
        method: 'POST',
        url: '/user/updateNickname',
        body: { nickname: member.nickname },
      });
      if (!data) return false;
      member.acked.nickname = true;
      await setPhone(member);
      return true;
    },
  ];
  let ids = [];
  for (const section of SECTIONS) {
    steps.push(
      async () => {
        const list = await call('question list', { url: '/questions/getQuestionsList' });
        ids = list?.questions?.map((question) => question._id) ?? [];
        return ids.length > 0;
      },
      async () => {
        // Half the section saved as the member goes (what the questionnaire sends).
        const half = ids.slice(0, Math.ceil(ids.length / 2));
        const saved = await call('save answers', {
          method: 'POST',
          url: '/questions/saveAnswers',
          body: {
            questions: JSON.stringify(
              half.map((id, i) => ({ _id: id, answer: i % 2 ? 'no' : 'yes' })),
            ),
          },
        });
        if (!saved) return false;
        member.acked.saves += 1;
        member.acked.savedIds.push(...half);
        return true;
      },
      async () => {
        const scored = await call('scoring', {
          method: 'POST',
          url: '/questions/calculateResult',
          body: {
            email: member.email,
            questions: JSON.stringify(
              ids.map((id, i) => ({ _id: id, answer: i % 3 ? 'no' : 'yes' })),
            ),
          },
        });
        if (scored?.completed !== SECTIONS.indexOf(section) + 1) return false;
        member.acked.completed = scored.completed;
        return true;
      },
    );
  }
  return steps;
}

/** The API calls of a member, recorded under their kind. */
function memberCaller(api, member, recorder) {
  return async (kind, request) => {
    const { status, data, ms } = await apiCall(api, { token: member.token, ...request });
    recorder.record(kind, status, ms);
    return status >= 200 && status < 300 ? (data ?? {}) : null;
  };
}

/** Every acknowledged write of `members` looked up in PostgreSQL: how many, and which are missing. */
async function verifyWrites(pool, members) {
  const { rows } = await pool.query(
    `SELECT u.user_id, u.nickname, r.completed,
            COALESCE(array_agg(a.question_id) FILTER (WHERE a.question_id IS NOT NULL), '{}') AS ids
       FROM users u
       LEFT JOIN results r ON r.owner_id = u.id AND r.is_self = 1
       LEFT JOIN answers a ON a.result_id = r.id
      WHERE u.user_id = ANY($1)
      GROUP BY u.user_id, u.nickname, r.completed`,
    [members.map((member) => member.userId)],
  );
  const stored = new Map(rows.map((row) => [row.user_id, row]));
  let acknowledged = 0;
  const lost = [];
  for (const { userId, nickname, acked } of members) {
    const row = stored.get(userId);
    if (acked.signup) {
      acknowledged += 1;
      if (!row) lost.push(`${userId}: signed up (acknowledged), no such member`);
    }
    if (acked.nickname) {
      acknowledged += 1;
      if (row?.nickname !== nickname) lost.push(`${userId}: nickname ${row?.nickname}`);
    }
    acknowledged += acked.saves + acked.completed;
    const ids = new Set(row?.ids ?? []);
    const missing = acked.savedIds.filter((id) => !ids.has(id)).length;
    if (missing > 0) lost.push(`${userId}: ${missing} saved answers missing`);
    if (Number(row?.completed ?? 0) < acked.completed)
      lost.push(`${userId}: ${acked.completed} sections scored, ${row?.completed ?? 0} stored`);
  }
  return { acknowledged, lost };
}

/**
 * Arrivals at `ratePerS` (open loop: they come whether or not earlier ones are done), each running
 * `launch(n)`. stop() ends the arrivals; drain() waits for those started.
 */
function arrivals(ratePerS, launch, firstN = 0) {
  const tasks = new Set();
  let launched = 0;
  let skipped = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * ratePerS) - launched - skipped;
    for (let i = 0; i < due; i += 1) {
      if (tasks.size >= MAX_IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      const task = launch(firstN + launched).finally(() => tasks.delete(task));
      launched += 1;
      tasks.add(task);
    }
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return { launched, skipped };
    },
    drain: () => Promise.all(tasks),
  };
}

/** Runs `count` tasks, `concurrency` at a time. */
async function pooled(count, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

const apiSum = (byGroup) =>
  Object.entries(byGroup)
    .filter(([group]) => group.startsWith('api-'))
    .reduce((sum, [, ms]) => sum + ms, 0);

/** The groups of a cost figure: both API instances summed as `api`. */
function tiers(us) {
  return {
    api: apiSum(us),
    postgres: us.postgres ?? 0,
    nginx: us.nginx ?? 0,
    pages: us.pages ?? 0,
    redis: us.redis ?? 0,
  };
}

/**
 * The per-call costs: each kind alone, CALIBRATION_MEMBERS members one step at a time (4 at
 * once), then page visits (16 at once), each stage's CPU per process divided by its calls.
 */
async function calibrate({ api, base, meter, setPhone, run }) {
  const recorder = createRecorder();
  const members = Array.from({ length: CALIBRATION_MEMBERS }, (_, n) => newMember(n, `${run}c`));
  const steps = members.map((member) =>
    memberSteps(member, { call: memberCaller(api, member, recorder), setPhone }),
  );
  // A few members through the whole test first: the first calls of each kind compile code and
  // fill caches, which no later member pays again.
  const warmRecorder = createRecorder();
  for (const member of [0, 1, 2, 3].map((n) => newMember(n, `${run}w`)))
    for (const step of memberSteps(member, {
      call: memberCaller(api, member, warmRecorder),
      setPhone,
    }))
      if (!(await step())) throw new Error(`warm-up: ${JSON.stringify(warmRecorder.kinds)}`);
  // What each process uses doing nothing (timers, health checks), taken off every stage.
  await meter.start();
  await sleep(short ? 2000 : 5000);
  const idle = await meter.read();
  const busyMs = ({ cpuMs, wallMs }) =>
    Object.fromEntries(
      Object.entries(cpuMs).map(([group, ms]) => [
        group,
        Math.max(0, ms - ((idle.cpuMs[group] ?? 0) * wallMs) / idle.wallMs),
      ]),
    );
  const stages = [];
  const stageNames = ['sign-up', 'nickname'];
  for (const section of SECTIONS)
    stageNames.push(`question list ${section}`, `save answers ${section}`, `scoring ${section}`);
  for (const [index, name] of stageNames.entries()) {
    await meter.start();
    let failed = 0;
    await pooled(members.length, 4, async (i) => {
      if (!(await steps[i][index]())) failed += 1;
    });
    const used = busyMs(await meter.read());
    if (failed > 0) throw new Error(`calibration: ${failed} of ${members.length} ${name} failed`);
    stages.push({ name, calls: members.length, us: tiers(perCallUs(used, members.length)) });
  }
  // Each member shares a profile: visitors open these (and the cache keeps each one apart).
  await meter.start();
  const shareCodes = [];
  for (const member of members) {
    const { status, data } = await apiCall(api, {
      token: member.token,
      method: 'POST',
      url: '/profiles/share',
      body: {},
    });
    if (status < 200 || status >= 300 || typeof data?.code !== 'string')
      throw new Error(`POST /profiles/share ${status}: ${JSON.stringify(data)}`);
    shareCodes.push(data.code);
  }
  const shared = await meter.read();
  stages.push({
    name: 'share',
    calls: members.length,
    us: tiers(perCallUs(busyMs(shared), members.length)),
  });
  // Each page once (the cache's first answer), then the visits measured.
  const warm = createRecorder();
  await pooled(PAGE_MIX.length * Math.max(REPORTS, shareCodes.length), 4, (n) =>
    visit(base, n, shareCodes, warm),
  );
  await meter.start();
  const pageRecorder = createRecorder();
  await pooled(CALIBRATION_VISITS, 16, (n) => visit(base, n, shareCodes, pageRecorder));
  const visits = await meter.read();
  stages.push({
    name: 'page visit',
    calls: CALIBRATION_VISITS,
    us: tiers(perCallUs(busyMs(visits), CALIBRATION_VISITS)),
  });
  const failures = Object.values(pageRecorder.kinds).reduce(
    (sum, kind) => sum + Object.values(kind.statuses).reduce((a, b) => a + b, 0),
    0,
  );
  if (failures > 0)
    throw new Error(
      `calibration: ${failures} page visits failed ${JSON.stringify(pageRecorder.kinds)}`,
    );
  const memberStages = stages.filter((stage) => !['share', 'page visit'].includes(stage.name));
  const perMember = {};
  for (const stage of memberStages)
    for (const [tier, us] of Object.entries(stage.us))
      perMember[tier] = (perMember[tier] ?? 0) + us;
  return { stages, perMember, perVisit: stages.at(-1).us, shareCodes, members };
}

/** One level of the ramp: arrivals for HOLD_S, then the started ones finish; writes verified. */
async function runLevel({ level, api, base, meter, setPhone, pool, shareCodes, run }) {
  const recorder = createRecorder();
  const members = [];
  await meter.start();
  const sampler = setInterval(() => void meter.sample().catch(() => {}), 1000);
  const visitors = arrivals(level.visitorsPerS, (n) => visit(base, n, shareCodes, recorder));
  const joiners = arrivals(level.membersPerS, async (n) => {
    const member = newMember(n, `${run}l${level.level}`);
    members.push(member);
    const steps = memberSteps(member, { call: memberCaller(api, member, recorder), setPhone });
    for (const step of steps) if (!(await step())) return;
  });
  await sleep(level.holdS * 1000);
  const offered = [visitors.stop(), joiners.stop()];
  const cpu = await meter.read();
  clearInterval(sampler);
  await Promise.all([visitors.drain(), joiners.drain()]);
  const { acknowledged, lost } = await verifyWrites(pool, members);
  const wallS = cpu.wallMs / 1000;
  const cores = Object.fromEntries(
    Object.entries(cpu.cpuMs).map(([group, ms]) => [group, ms / cpu.wallMs]),
  );
  const mainThreadCores = Object.fromEntries(
    Object.entries(cpu.mainMs).map(([group, ms]) => [group, ms / cpu.wallMs]),
  );
  const statuses = {};
  for (const kind of Object.values(recorder.kinds))
    for (const [status, n] of Object.entries(kind.statuses))
      statuses[status] = (statuses[status] ?? 0) + n;
  const htmlLatencies = HTML_KINDS.flatMap((kind) => recorder.kinds[kind]?.latencies ?? []);
  const pageP50Ms = percentile(htmlLatencies, 50);
  const pageP99Ms = percentile(htmlLatencies, 99);
  const scoringP99Ms = percentile(recorder.kinds.scoring?.latencies ?? [], 99);
  const launched = offered.reduce((sum, o) => sum + o.launched, 0);
  const planned = launched + offered.reduce((sum, o) => sum + o.skipped, 0);
  const completed = members.filter((member) => member.acked.completed === SECTIONS.length).length;
  const verdict = judgeLevel({
    statuses,
    lost: lost.length,
    pageP99Ms,
    scoringP99Ms,
    startedShare: planned ? launched / planned : 1,
  });
  return {
    ...level,
    wallS,
    visits: offered[0].launched,
    membersStarted: offered[1].launched,
    membersCompleted: completed,
    kinds: Object.fromEntries(
      Object.entries(recorder.kinds).map(([kind, entry]) => [
        kind,
        {
          n: entry.n,
          p50: percentile(entry.latencies, 50),
          p99: percentile(entry.latencies, 99),
          failed: Object.values(entry.statuses).reduce((a, b) => a + b, 0),
        },
      ]),
    ),
    statuses,
    pageP50Ms,
    pageP99Ms,
    scoringP99Ms,
    writes: { acknowledged, lost },
    cores,
    mainThreadCores,
    machineBusy: cpu.machineBusy,
    saturation: saturation({
      cores,
      mainThreadCores,
      machineBusy: cpu.machineBusy,
      machineCores: os.cpus().length,
    }),
    load: os.loadavg()[0],
    verdict,
  };
}

/**
 * nginx's page cache after the run (one file per entry): the fixed pages' entries and bytes, and
 * the mean size of a shared profile's entry (its key is the raw path, written at the file's head).
 */
function pageCacheSize(prefix) {
  const fixed = { entries: 0, bytes: 0 };
  const shares = { entries: 0, bytes: 0 };
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const { size } = fs.statSync(file);
        const head = fs.readFileSync(file).subarray(0, 1024).toString('latin1');
        const kind = /\nKEY: [^\n]*\/s\//.test(head) ? shares : fixed;
        kind.entries += 1;
        kind.bytes += size;
      }
    }
  };
  walk(path.join(prefix, 'cache', 'pages'));
  return {
    fixedEntries: fixed.entries,
    fixedBytes: fixed.bytes,
    bytesPerShare: shares.entries ? shares.bytes / shares.entries : 0,
    // ops/nginx/genetype.conf: proxy_cache_path … inactive=10m.
    inactiveS: 600,
  };
}

/** Bytes Redis spends on one rate-limit counter shaped as the API's (a key of our own, removed). */
async function redisBytesPerKey(redisUrl) {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const key = `genetype:rate-limit:signup:203.0.113.${Math.floor(Math.random() * 255)}-viral-day`;
  try {
    await redis.incr(key);
    await redis.pexpire(key, 600_000);
    return Number(await redis.memory('USAGE', key));
  } finally {
    await redis.del(key);
    redis.disconnect();
  }
}

export async function runViralDay({ log = console.log } = {}) {
  const databaseUrl = benchDatabaseUrl(DB);
  const events = [];
  const site = await startBenchTopology({ databaseUrl, onEvent: (event) => events.push(event) });
  const api = site.publicApiUrl.replace('localhost', '127.0.0.1');
  const base = `http://127.0.0.1:${site.ports.nginx}`;
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const { groups, close } = await topologyGroups(site);
  const meter = createCpuMeter(groups, { mainThreads: site.apis.map((a) => a.state.name) });
  // A run's own names, so a second run on the same database would not collide.
  const run = Date.now().toString(36).slice(-4);
  let phones = 0;
  const setPhone = async (member) => {
    phones += 1;
    await pool.query('UPDATE users SET phone_number = $1 WHERE user_id = $2', [
      verifiedPhone(phones),
      member.userId,
    ]);
  };
  try {
    log('topology up; per-call costs, one kind at a time…');
    const costs = await calibrate({ api, base, meter, setPhone, run });
    for (const stage of costs.stages)
      log(
        `  ${stage.name}: API ${Math.round(stage.us.api)} µs, PostgreSQL ${Math.round(stage.us.postgres)} µs, nginx ${Math.round(stage.us.nginx)} µs, composer ${Math.round(stage.us.pages)} µs per call`,
      );
    const plan = planRamp({
      startMembers: START_MEMBERS,
      factor: FACTOR,
      levels: LEVELS,
      visitorsPerMember: VISITORS_PER_MEMBER,
      holdS: HOLD_S,
    });
    const levels = [];
    for (const level of plan) {
      log(
        `level ${level.level}: ${level.membersPerS} members/s, ${level.visitorsPerS} visitors/s for ${level.holdS} s…`,
      );
      const result = await runLevel({
        level,
        api,
        base,
        meter,
        setPhone,
        pool,
        shareCodes: costs.shareCodes,
        run,
      });
      levels.push(result);
      log(
        `  ${result.verdict.ok ? 'held' : `missed: ${result.verdict.misses.join('; ')}`} — page p99 ${Math.round(result.pageP99Ms)} ms, scoring p99 ${Math.round(result.scoringP99Ms)} ms, writes ${result.writes.acknowledged} acknowledged / ${result.writes.lost.length} lost; saturating: ${result.saturation.what} (${result.saturation.why})`,
      );
      if (!result.verdict.ok) break;
    }
    const redis = {
      bytesPerKey: await redisBytesPerKey(site.redisUrl),
      // A new member from their own address: the sign-up and the phone check's counters, 10 min each.
      keysPerMember: 2,
      windowS: 600,
    };
    return {
      costs,
      levels,
      held: highestHeld(levels),
      redis,
      pageCache: pageCacheSize(site.prefix),
      nginxErrors: summarizeErrors(site.errorLog),
      apiExits: events.filter((event) => event.type === 'exit').map((e) => e.name),
    };
  } finally {
    await close();
    await pool.end();
    await site.stop();
  }
}

const fmt = (n, digits = 0) =>
  Number(n).toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });

/** µs per member's test and per visit by tier (the composer counted with nginx: same host). */
function tierCostsOf(costs) {
  return {
    api: { perMember: costs.perMember.api, perVisit: costs.perVisit.api },
    postgres: { perMember: costs.perMember.postgres, perVisit: costs.perVisit.postgres },
    nginx: {
      perMember: costs.perMember.nginx + costs.perMember.pages,
      perVisit: costs.perVisit.nginx + costs.perVisit.pages,
    },
  };
}

/** The markdown of the run: costs, levels, verdict, and the capacity of 10× and 100×. */
export function describe(result) {
  const { costs, levels, held, redis, pageCache } = result;
  const lines = [];
  lines.push(
    '**Per-call costs** (each kind alone; CPU µs per call of each process, from /proc):',
    '',
    '| call | API (both instances) | PostgreSQL backends | nginx | page composer | Redis |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...costs.stages.map(
      (s) =>
        `| ${s.name} | ${fmt(s.us.api)} | ${fmt(s.us.postgres)} | ${fmt(s.us.nginx)} | ${fmt(s.us.pages)} | ${fmt(s.us.redis)} |`,
    ),
    `| **a member's whole test** (sign-up … scoring D) | **${fmt(costs.perMember.api)}** | **${fmt(costs.perMember.postgres)}** | **${fmt(costs.perMember.nginx)}** | ${fmt(costs.perMember.pages)} | ${fmt(costs.perMember.redis)} |`,
    '',
    '**The ramp** (each level held, then the members started finish their test; latencies by the level the request started in):',
    '',
    '| level | members/s | visitors/s | page HTML p50 / p99 ms | scoring p50 / p99 ms | sign-up p99 ms | failed | writes acknowledged / lost | CPU cores: API 1 + 2 (event loops), PostgreSQL, nginx, composer, load generator; machine busy | load avg | verdict |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
  );
  for (const level of levels) {
    const c = level.cores;
    const loops = Object.values(level.mainThreadCores)
      .map((n) => n.toFixed(2))
      .join(' + ');
    lines.push(
      `| ${level.level} | ${level.membersPerS} (${level.membersStarted} started, ${level.membersCompleted} finished) | ${level.visitorsPerS} (${level.visits} visits) | ${fmt(level.pageP50Ms)} / ${fmt(level.pageP99Ms)} | ${fmt(level.kinds.scoring?.p50 ?? 0)} / ${fmt(level.scoringP99Ms)} | ${fmt(level.kinds['sign-up']?.p99 ?? 0)} | ${Object.keys(level.statuses).length ? JSON.stringify(level.statuses) : 0} | ${level.writes.acknowledged} / ${level.writes.lost.length} | ${(c['api-1'] ?? 0).toFixed(2)} + ${(c['api-2'] ?? 0).toFixed(2)} (${loops}), ${(c.postgres ?? 0).toFixed(2)}, ${(c.nginx ?? 0).toFixed(2)}, ${(c.pages ?? 0).toFixed(2)}, ${(c['load generator'] ?? 0).toFixed(2)}; ${Math.round(level.machineBusy * 100)} % | ${level.load.toFixed(1)} | ${level.verdict.ok ? 'held' : `**missed**: ${level.verdict.misses.join('; ')}`} |`,
    );
  }
  const last = levels.at(-1);
  const broke = last && !last.verdict.ok ? last : null;
  lines.push('');
  lines.push(
    held
      ? `**Held**: ${held.membersPerS} members/s starting the test (${fmt(held.membersPerS * 3600)} an hour) with ${held.visitorsPerS} page visits/s, for ${held.holdS} s, every goal met.`
      : '**Held**: no level — the first one already missed a goal.',
  );
  const at = broke ?? last;
  if (at)
    lines.push(
      `**Saturated first** (${broke ? `level ${broke.level}, the first missed` : `level ${at.level}, the highest run — none missed`}): ${at.saturation.what} — ${at.saturation.why}.`,
    );
  const own = projectOwnCores({
    cores: os.cpus().length,
    visitorsPerMember: VISITORS_PER_MEMBER,
    costs: tierCostsOf(costs),
  });
  lines.push(
    `**On ${os.cpus().length} cores of its own** (nothing else running; from the per-call costs, ${TARGET_UTILIZATION * 100} % busy): ${fmt(own.usPerMember)} µs of CPU per member with their ${VISITORS_PER_MEMBER} visits → ${fmt(own.membersPerS, 1)} members/s and ${fmt(own.visitorsPerS)} visits/s; the first to saturate: ${own.first} (${Math.round(own.firstShare * 100)} % of the CPU).`,
  );
  if (broke?.writes.lost.length)
    lines.push('', ...broke.writes.lost.slice(0, 5).map((line) => `- lost: ${line}`));
  lines.push(
    '',
    `nginx's error log: ${JSON.stringify(result.nginxErrors)}; processes that exited: ${result.apiExits.length ? result.apiExits.join(', ') : 'none'}.`,
  );
  // With no level held, the first level's rates (what the machine almost held) are the base.
  const reference = held ?? levels[0];
  if (reference) {
    const base = { membersPerS: reference.membersPerS, visitorsPerS: reference.visitorsPerS };
    const tierCosts = tierCostsOf(costs);
    lines.push(
      '',
      `**10× and 100× ${held ? 'the held rates' : "level 1's rates (no level held)"}** (cores = rate × µs per unit ÷ 10⁶; provisioned at ${TARGET_UTILIZATION * 100} % busy; nginx's figure includes the composer's; Redis: rate-limit counters alive for their 10 min window, ${redis.keysPerMember} per new member from their own address, ${fmt(redis.bytesPerKey)} B each by MEMORY USAGE; page cache: after the run ${pageCache.fixedEntries} entries of fixed pages, ${fmt(pageCache.fixedBytes / 1024)} KiB, and ${fmt(pageCache.bytesPerShare)} B per shared profile, every new member's profile opened and kept 10 min):`,
      '',
    );
    for (const multiplier of [10, 100]) {
      const plan = capacity({ ...base, costs: tierCosts, multiplier, redis, pageCache });
      lines.push(
        `- ${multiplier}× (${fmt(plan.membersPerS, 1)} members/s, ${fmt(plan.visitorsPerS)} visits/s):`,
        `  - API instances (one per core): ${plan.api.arithmetic}`,
        `  - PostgreSQL cores: ${plan.postgres.arithmetic}`,
        `  - nginx cores (with the composer): ${plan.nginx.arithmetic}`,
        `  - Redis memory: ${plan.redis.arithmetic}`,
        `  - nginx page cache: ${plan.pageCache.arithmetic}`,
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg()[0];
  const result = await runViralDay();
  const text = describe(result);
  console.log(`\n${text}`);
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  if (!print)
    writeBenchSection(
      SECTION_MARK,
      `${SECTION_MARK}

\`node scripts/bench/viral-day.mjs\` (part of \`npm run bench\`; issue 35, item 2), ${new Date(started).toISOString().slice(0, 10)}, on ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared with other users — load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end. \`npm run start:prod\`'s topology: nginx (page cache on), two API instances (\`NODE_ENV=production\`, argon2id at production's cost) on PostgreSQL and Redis, the page composer; the load generator on the same cores. Members start the test at a rising rate, each going straight through (sign-up, nickname, a verified phone written as the identity check would, then per section A–D the question list, half the answers saved, the section scored); visitors (${VISITORS_PER_MEMBER} per member) open one public page each (/, /typeReport/N, /geneType, /learningGene, /s/{code} of ${CALIBRATION_MEMBERS} members who shared, /sitemap.xml, /robots.txt). Levels ×${FACTOR}, each held ${HOLD_S} s; the run stops at the first that misses a goal: no 5xx or unanswered request, no acknowledged write missing in PostgreSQL, page HTML p99 ≤ ${GOALS.pageP99Ms} ms, scoring p99 ≤ ${GOALS.scoringP99Ms} ms. CPU per process from /proc (PostgreSQL: the backends of this run's database; Redis: the server \`REDIS_URL\` names, with any other client it has).

${text}
`,
    );
  process.exit(result.levels.length > 0 && result.held ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
