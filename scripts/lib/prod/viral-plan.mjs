// The arithmetic of the "viral day" bench (scripts/bench/viral-day.mjs): its ramp, each level's
// verdict, what saturated first, and the capacity a multiple of the held rates needs. Pure
// functions, so the rules are tested without running the topology (viral-plan.test.mjs).

/** The goals of issue 35, item 2. */
export const GOALS = { pageP99Ms: 1000, scoringP99Ms: 2000 };

// What a production host should run at, at most, so a burst still has room.
export const TARGET_UTILIZATION = 0.6;

/**
 * The ramp: `levels` steps of members starting the test per second, each `factor` times the one
 * before (rounded to 0.1), with `visitorsPerMember` page visits per second for each.
 */
export function planRamp({ startMembers, factor, levels, visitorsPerMember, holdS }) {
  const plan = [];
  let members = startMembers;
  for (let level = 1; level <= levels; level += 1) {
    const rounded = Math.max(0.1, Math.round(members * 10) / 10);
    plan.push({
      level,
      membersPerS: rounded,
      visitorsPerS: Math.round(rounded * visitorsPerMember),
      holdS,
    });
    members = Math.max(rounded * factor, rounded + 0.1);
  }
  return plan;
}

/**
 * A level's verdict. `stats`: failures by status (0 = no answer), acknowledged writes lost, the
 * page HTML's and the scoring's p99, and the share of the planned arrivals the generator started.
 */
export function judgeLevel(
  { statuses = {}, lost = 0, pageP99Ms, scoringP99Ms, startedShare = 1 },
  goals = GOALS,
) {
  const misses = [];
  const count = (test) =>
    Object.entries(statuses)
      .filter(([status]) => test(Number(status)))
      .reduce((sum, [, n]) => sum + n, 0);
  const fiveXX = count((s) => s >= 500);
  const unanswered = count((s) => s === 0);
  const otherFailures = count((s) => s !== 0 && (s < 200 || (s >= 300 && s < 500)));
  if (fiveXX > 0) misses.push(`${fiveXX} answers 5xx`);
  if (unanswered > 0) misses.push(`${unanswered} requests unanswered`);
  if (otherFailures > 0)
    misses.push(`${otherFailures} answers 4xx (the bench's requests are valid)`);
  if (lost > 0) misses.push(`${lost} acknowledged writes lost`);
  if (pageP99Ms > goals.pageP99Ms)
    misses.push(`page HTML p99 ${Math.round(pageP99Ms)} ms > ${goals.pageP99Ms} ms`);
  if (scoringP99Ms > goals.scoringP99Ms)
    misses.push(`scoring p99 ${Math.round(scoringP99Ms)} ms > ${goals.scoringP99Ms} ms`);
  // An arrival that could not start (too many still in flight) is load the site never got.
  if (startedShare < 0.98)
    misses.push(`only ${Math.round(startedShare * 100)} % of the planned arrivals started`);
  return { ok: misses.length === 0, misses };
}

/** The last level met before the first one missed (null when the first one missed). */
export function highestHeld(levels) {
  let held = null;
  for (const level of levels) {
    if (!level.verdict.ok) break;
    held = level;
  }
  return held;
}

/**
 * What saturated first, from one level's CPU: `cores` used per process group (CPU ms / wall ms),
 * the API instances' event-loop threads, and how busy the whole machine was (0–1, others
 * included). An event loop near a full core is the limit of that instance whatever the machine
 * does; otherwise, on a machine near full, the largest consumer of its cores.
 */
export function saturation({ cores, mainThreadCores = {}, machineBusy, machineCores }) {
  const loop = Object.entries(mainThreadCores).sort((a, b) => b[1] - a[1])[0];
  const biggest = Object.entries(cores)
    .filter(([group]) => group !== 'load generator')
    .sort((a, b) => b[1] - a[1])[0];
  const share = (n) => `${n.toFixed(2)} cores`;
  if (loop && loop[1] >= 0.85)
    return {
      what: `${loop[0]}'s event loop`,
      why: `its main thread used ${share(loop[1])} of the 1 it can use`,
    };
  if (machineBusy >= 0.9 && biggest)
    return {
      what: `the machine's ${machineCores} cores`,
      why: `${Math.round(machineBusy * 100)} % busy (other users included); the largest user of the topology: ${biggest[0]}, ${share(biggest[1])}`,
    };
  return {
    what: biggest ? biggest[0] : 'nothing measured',
    why: biggest
      ? `the largest user, ${share(biggest[1])}; the machine ${Math.round(machineBusy * 100)} % busy`
      : '',
  };
}

/**
 * The rates `cores` of the topology's own would hold at TARGET_UTILIZATION, from per-call costs
 * (µs per member's whole test and per page visit, by tier) with `visitorsPerMember` visits for
 * each member, and which tier takes the largest share of them (the one to saturate first).
 */
export function projectOwnCores({ cores, costs, visitorsPerMember }) {
  const perMember = Object.fromEntries(
    Object.entries(costs).map(([tier, c]) => [tier, c.perMember + visitorsPerMember * c.perVisit]),
  );
  const total = Object.values(perMember).reduce((sum, us) => sum + us, 0);
  const membersPerS = (cores * TARGET_UTILIZATION * 1e6) / total;
  const [first, firstUs] = Object.entries(perMember).sort((a, b) => b[1] - a[1])[0];
  return {
    membersPerS,
    visitorsPerS: membersPerS * visitorsPerMember,
    first,
    firstShare: firstUs / total,
    usPerMember: total,
  };
}

/** µs of CPU per call of each process group, from one stage's CPU ms and its number of calls. */
export function perCallUs(cpuMs, calls) {
  return Object.fromEntries(
    Object.entries(cpuMs).map(([group, ms]) => [group, calls > 0 ? (ms * 1000) / calls : 0]),
  );
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// nginx's documentation: one megabyte of a keys zone holds about 8,000 keys.
export const NGINX_KEYS_PER_MB = 8000;

/**
 * What `multiplier` × the held rates needs, from per-call costs: for each tier, rate × µs per
 * unit of work = CPU µs per second, ÷ 10^6 = cores, ÷ TARGET_UTILIZATION = cores to provision.
 * `costs`: { api, postgres, nginx } µs per member (a whole journey) and per page visit.
 * `redis`: rate-limit counters (keysPerMember, bytesPerKey) alive while their window lasts.
 * `pageCache`: the fixed pages' entries and bytes, and bytes per shared profile's entry — every
 * new member's profile page kept until unused for `inactiveS`.
 * Each figure comes with its arithmetic (the doc shows it).
 */
export function capacity({ membersPerS, visitorsPerS, costs, multiplier, redis, pageCache }) {
  const m = membersPerS * multiplier;
  const v = visitorsPerS * multiplier;
  const tier = (perMember, perVisit) => {
    const usPerS = m * perMember + v * perVisit;
    const cores = usPerS / 1e6;
    const provision = Math.max(1, Math.ceil(cores / TARGET_UTILIZATION));
    const parts = [];
    if (perMember) parts.push(`${fmt(m, 1)} members/s × ${fmt(perMember)} µs`);
    if (perVisit) parts.push(`${fmt(v)} visits/s × ${fmt(perVisit)} µs`);
    return {
      cores,
      provision,
      arithmetic: `${parts.join(' + ')} = ${fmt(cores, 2)} cores, ÷ ${TARGET_UTILIZATION} → ${provision}`,
    };
  };
  const api = tier(costs.api.perMember, costs.api.perVisit);
  const postgres = tier(costs.postgres.perMember, costs.postgres.perVisit);
  const nginx = tier(costs.nginx.perMember, costs.nginx.perVisit);
  const redisBytes = m * redis.windowS * redis.keysPerMember * redis.bytesPerKey;
  const shares = m * pageCache.inactiveS;
  const cacheBytes = pageCache.fixedBytes + shares * pageCache.bytesPerShare;
  const keysMb = Math.max(1, Math.ceil((pageCache.fixedEntries + shares) / NGINX_KEYS_PER_MB));
  return {
    membersPerS: m,
    visitorsPerS: v,
    api,
    postgres,
    nginx,
    redis: {
      bytes: redisBytes,
      arithmetic: `${fmt(m, 1)} members/s × ${fmt(redis.windowS)} s window × ${redis.keysPerMember} keys × ${fmt(redis.bytesPerKey)} B = ${fmt(redisBytes / 2 ** 20, 1)} MiB`,
    },
    pageCache: {
      bytes: cacheBytes,
      keysMb,
      arithmetic: `${fmt(pageCache.fixedBytes / 2 ** 20, 1)} MiB of fixed pages + ${fmt(m, 1)} members/s × ${fmt(pageCache.inactiveS)} s kept × ${fmt(pageCache.bytesPerShare)} B per shared profile = ${fmt(cacheBytes / 2 ** 20, 1)} MiB; keys zone (${fmt(pageCache.fixedEntries)} + ${fmt(shares)} entries) ÷ ${fmt(NGINX_KEYS_PER_MB)} per MB → ${keysMb} MB`,
    },
  };
}
