// What the benches of the production topology share (scripts/bench/failover.mjs,
// scripts/bench/viral-day.mjs): a database of their own, the topology started with limits that let
// one address play every member, members signed up through the API, calls timed, nginx's error log
// summarised, and the CPU time of the topology's processes read from /proc.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { DEFAULT_DATABASE_URL, startTopology } from './topology.mjs';

const DB_IN_URL = /^(postgres(?:ql)?:\/\/[^/]*)\/[^?]*/;

/** Database `name` on the server DATABASE_URL (else TEST_DATABASE_URL, else the default) names. */
export function benchDatabaseUrl(name, env = process.env) {
  const base = env.DATABASE_URL || env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL;
  return base.replace(DB_IN_URL, `$1/${name}`);
}

/** Drops the database of `url` (startTopology creates it again, empty). */
export async function dropDatabase(url) {
  const { default: pg } = await import('pg');
  const name = /\/([A-Za-z_][A-Za-z0-9_]*)(?:\?|$)/.exec(url)?.[1];
  if (!name) throw new Error(`no plain database name in ${url}`);
  const client = new pg.Client({ connectionString: url.replace(DB_IN_URL, '$1/postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * The production topology on a fresh database `databaseUrl`. One address (this machine) plays
 * every member, so the per-address limits are lifted; everything else is production's.
 */
export async function startBenchTopology({ databaseUrl, onEvent, env = process.env }) {
  await dropDatabase(databaseUrl);
  return startTopology({
    quiet: true,
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000/1m',
      LOGIN_ADDRESS_RATE_LIMIT: '1000000/1m',
      LOGIN_ACCOUNT_RATE_LIMIT: '1000000/1m',
      SIGNUP_RATE_LIMIT: '1000000/1m',
    },
    onEvent,
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * One JSON call to the API: its status (0 when no answer came), its body and how long it took.
 * The timeout is longer than nginx holds a request (read 30 s + retry 30 s): a member never gives
 * up on a write nginx may still deliver, so each member's writes land in the order they were made.
 */
export async function apiCall(api, { token, method = 'GET', url, body, keyed = false }) {
  const started = performance.now();
  let status = 0;
  let data = null;
  let stillApplying = 0;
  // nginx's id of the (last) attempt: the access and error logs' `rid=`, the trace's join key.
  let requestId = null;
  // The platform client's key: one per write, the same when it asks again (below).
  const key = keyed && method !== 'GET' ? `"${randomUUID()}"` : null;
  try {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${api}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Longer than nginx can hold a request (read 30 s + retry 30 s): a member never gives up
        // on a write nginx may still deliver, so each member's writes land in the order made.
        signal: AbortSignal.timeout(90_000),
      });
      status = response.status;
      requestId = response.headers.get('x-request-id');
      data = await response.json().catch(() => null);
      // Still being applied by a slow instance (the platform client's rule): ask again.
      const retryAfter = Number(response.headers.get('retry-after'));
      if (!(key && status === 409 && retryAfter > 0 && attempt < 8)) break;
      stillApplying += 1;
      await sleep(retryAfter * 1000);
    }
  } catch {
    status = 0;
  }
  return { status, data, ms: performance.now() - started, stillApplying, requestId };
}

/** The sign-up body of a member (the consents a person gives on the form). */
export function signupBody({ userId, email, password }) {
  return {
    userId,
    email,
    password,
    confirmPassword: password,
    consents: { termsAgreed: true, privacyAgreed: true, birthDate: '1990-01-01' },
  };
}

/** A phone number the identity check would have verified, distinct per member number. */
export const verifiedPhone = (n) => `010${String(70_000_000 + n).padStart(8, '0')}`;

/** The kinds of upstream errors nginx logged, counted (why a request failed or was retried). */
export function summarizeErrors(file) {
  const counts = {};
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return counts;
  }
  for (const line of text.split('\n')) {
    const match =
      /\[(?:error|warn)\] \d+#\d+: \*\d+ ([^,(]+?)(?: \(\d+: [^)]*\))?(?: while [^,]+)?,/.exec(
        line,
      );
    if (match) counts[match[1].trim()] = (counts[match[1].trim()] ?? 0) + 1;
  }
  return counts;
}

// ---- CPU time of processes, from /proc ----------------------------------------------------------

/** Nanoseconds thread `tid` of process `pid` has run on a CPU, or null once it is gone. */
export function threadCpuNs(pid, tid = pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/**
 * Nanoseconds process `pid` has run on a CPU, all its threads (argon2 hashes on libuv's pool, not
 * on the event loop), or null once it is gone. /proc/PID/schedstat alone is the main thread's.
 */
export function cpuNs(pid) {
  let tids;
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  return tids.reduce((sum, tid) => sum + (threadCpuNs(pid, tid) ?? 0), 0);
}

/** The pids of every process whose parent is `ppid` (nginx's workers under its master). */
export function childPids(ppid) {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of stat is the parent; the name (field 2) may hold spaces, so split after ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === ppid)
        pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The pid of the Redis server at `url` (its INFO says), or null when it does not answer. */
async function redisPid(url) {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]) || null;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

/** Busy and total jiffies of the whole machine (/proc/stat's first line). */
export function machineJiffies() {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1);
  const values = fields.filter(Boolean).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
  return { busy: total - values[3] - values[4], total };
}

/**
 * Samples the CPU time of named groups of processes. `groups()` answers, at each sample, the pids
 * of each group (PostgreSQL's backends come and go with the pools; nginx's workers are re-read):
 * a pid first seen after the start counts from 0, one that went away keeps what it had used.
 * `mainThreads` names groups whose first pid's main thread is read too (a Node event loop).
 */
export function createCpuMeter(groups, { mainThreads = [] } = {}) {
  const seen = new Map(); // `${group} ${pid}` -> { first, last }
  const main = new Map(); // group -> { first, last }
  let started = false;
  let startedAt = 0;
  let machineStart = null;
  const sample = async () => {
    const current = await groups();
    for (const [group, pids] of Object.entries(current)) {
      for (const pid of pids) {
        const ns = cpuNs(pid);
        if (ns === null) continue;
        const key = `${group} ${pid}`;
        const entry = seen.get(key);
        // A thread that ended takes its time with it: never count backwards.
        if (entry) entry.last = Math.max(entry.last, ns);
        else seen.set(key, { group, first: started ? 0 : ns, last: ns });
      }
      if (mainThreads.includes(group) && pids[0]) {
        const ns = threadCpuNs(pids[0]);
        const entry = main.get(`${group} ${pids[0]}`);
        if (ns !== null) {
          if (entry) entry.last = ns;
          else main.set(`${group} ${pids[0]}`, { group, first: started ? 0 : ns, last: ns });
        }
      }
    }
  };
  return {
    /** Starts a measurement: what each process has used so far is the baseline. */
    async start() {
      seen.clear();
      main.clear();
      started = false;
      await sample();
      started = true;
      startedAt = performance.now();
      machineStart = machineJiffies();
    },
    sample,
    /** CPU ms per group since start(), the wall ms, and how busy the whole machine was. */
    async read() {
      await sample();
      const wallMs = performance.now() - startedAt;
      const cpuMs = {};
      for (const { group, first, last } of seen.values())
        cpuMs[group] = (cpuMs[group] ?? 0) + (last - first) / 1e6;
      const mainMs = {};
      for (const { group, first, last } of main.values())
        mainMs[group] = Math.max(mainMs[group] ?? 0, (last - first) / 1e6);
      const end = machineJiffies();
      const machineBusy =
        (end.busy - machineStart.busy) / Math.max(1, end.total - machineStart.total);
      return { wallMs, cpuMs, mainMs, machineBusy };
    },
  };
}

/**
 * The topology's process groups for createCpuMeter: nginx (its workers), each API instance, the
 * page composer, PostgreSQL's backends serving the site's database, the Redis server it uses (its
 * figure includes any other client of that server) and this load generator.
 */
export async function topologyGroups(site) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: site.databaseUrl });
  await admin.connect();
  const database = (await admin.query('select current_database() as name')).rows[0].name;
  const redis = await redisPid(site.redisUrl);
  const groups = async () => {
    const { rows } = await admin.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    const nginxMaster = site.nginx.pid;
    return {
      nginx: nginxMaster ? [nginxMaster, ...childPids(nginxMaster)] : [],
      ...Object.fromEntries(site.apis.map((api) => [api.state.name, api.pid ? [api.pid] : []])),
      pages: site.pages.pid ? [site.pages.pid] : [],
      postgres: rows.map((row) => row.pid),
      redis: redis ? [redis] : [],
      'load generator': [process.pid],
    };
  };
  return { groups, close: () => admin.end() };
}
