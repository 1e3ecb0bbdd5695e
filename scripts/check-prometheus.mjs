#!/usr/bin/env node
// Prometheus inside the production topology, end to end (issue #39, item 2): the topology of
// `npm run start:prod` with its Prometheus (scripts/lib/prod/topology.mjs), checked through
// Prometheus' HTTP API —
//   1. both API instances are targets that are up (scraped with METRICS_TOKEN: a refused scrape is
//      a target that is down) and the repo's rules are loaded;
//   2. after field beacons sent through nginx as the shell sends them (text/plain, the version
//      announced first by remote-loads so that it gets its own label), the field series of that
//      version and the recording rules built on them (error ratio, p75 INP and LCP per version) and
//      the API's SLO ratio have values.
// Prometheus scrapes and evaluates every second here instead of 15 s (the only change to
// ops/prometheus/prometheus.yml), so the check takes seconds once the topology is up.
//
//   npm run check:prometheus     (exit 1 on a failed check; not in `npm test`: a second start of
//   the topology, ≈ 75 s, against the suite's 25-minute goal — `npm test` runs the rules' promtool
//   tests, and an operator runs this after changing ops/prometheus or the topology)
//
// Fixed ports like `npm run start:prod` (run it inside `unshare --net` beside other servers). Needs
// PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL's server, else 127.0.0.1:5432): it uses its own
// database there, genetype_prometheus_check, made afresh. Redis: REDIS_URL or 127.0.0.1:6379.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { bold, green, red } from './lib/log.mjs';
import { stopAll } from './lib/proc.mjs';
import { ensurePrometheus } from './lib/prod/prometheus.mjs';
import { DEFAULT_DATABASE_URL, startTopology } from './lib/prod/topology.mjs';

const CHECK_DB = 'genetype_prometheus_check';
const MODULE = 'mf-content';
const TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freshDatabaseUrl(env = process.env) {
  const base = env.DATABASE_URL || env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL;
  const withName = (name) => base.replace(/^(postgres(?:ql)?:\/\/[^/]*)\/[^?]*/, `$1/${name}`);
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: withName('postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${CHECK_DB} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  return withName(CHECK_DB);
}

/** The instant value of `expr` per series: [{ metric, value: number }]. */
async function query(prometheusUrl, expr) {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`${expr}: ${body.error ?? response.status}`);
  return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
}

/** Polls `probe` until it returns a truthy value (returned) or the time is up (null). */
async function until(probe, timeoutMs = TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch {
      // not answering yet
    }
    await sleep(500);
  }
  return null;
}

/** What the shell sends: POST <api>/telemetry/field, a text/plain beacon of the JSON report. */
async function beacon(apiUrl, version, { error }) {
  const report = {
    route: '/',
    language: 'ko',
    modules: [{ module: MODULE, version }],
    errors: error ? 1 : 0,
    lcp: error ? 2400 : 1200,
    inp: error ? 350 : 80,
    cls: 0.01,
  };
  const response = await fetch(`${apiUrl}/telemetry/field`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(report),
  });
  if (response.status !== 204) throw new Error(`POST /telemetry/field: HTTP ${response.status}`);
}

export async function checkPrometheus() {
  await ensurePrometheus();
  const databaseUrl = await freshDatabaseUrl();
  const startedAt = Date.now();
  const site = await startTopology({
    quiet: true,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    prometheus: true,
    prometheusInterval: '1s',
  });
  const checks = [];
  const check = (name, ok, detail = '') => {
    checks.push({ name, ok });
    console.log(`${ok ? green('✔') : red('✘')} ${name}${detail ? `  ${detail}` : ''}`);
  };
  try {
    console.log(`topology with Prometheus up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    const prometheusUrl = site.prometheusUrl;
    const apiUrl = site.publicApiUrl.replace('localhost', '127.0.0.1');

    const targets = await until(async () => {
      const body = await (await fetch(`${prometheusUrl}/api/v1/targets?state=active`)).json();
      const active = body.data.activeTargets.filter((t) => t.labels.job === 'genetype-api');
      return active.length === site.ports.api.length && active.every((t) => t.health === 'up')
        ? active
        : null;
    });
    check(
      'both API instances are up targets (scraped with METRICS_TOKEN)',
      targets !== null,
      targets ? targets.map((t) => t.scrapeUrl).join(', ') : 'not up within 60 s',
    );
    const rules = await (await fetch(`${prometheusUrl}/api/v1/rules`)).json();
    const ruleNames = rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name));
    check(
      'the rules of ops/prometheus/rules are loaded',
      ['module_version:field_error_view_ratio:rate1h', 'ApiInstanceDown'].every((name) =>
        ruleNames.includes(name),
      ),
      `${ruleNames.length} rules`,
    );

    // A version of its own for this run (a label only once a page reported loading it), and
    // stable's; beacons until the rules have values, so each instance's counters rise between two
    // scrapes (a counter's first scrape gives rate() nothing to work with).
    const canary = `0.0.0-check${randomBytes(3).toString('hex')}`;
    const stable = '0.0.0-checkstable';
    for (const [version, stage] of [
      [canary, 'canary'],
      [stable, 'stable'],
    ]) {
      const loaded = await fetch(`${apiUrl}/telemetry/remote-loads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ module: MODULE, version, stage, bucket: 'a'.repeat(32) }),
      });
      if (loaded.status !== 204) throw new Error(`POST /telemetry/remote-loads: ${loaded.status}`);
    }
    let sent = 0;
    const series = await until(async () => {
      // Half the canary's views end in an error; about 4 beacons a second, well below the
      // telemetry routes' limit per address (600 a minute).
      await beacon(apiUrl, canary, { error: sent % 4 === 0 });
      await beacon(apiUrl, stable, { error: false });
      sent += 2;
      const of = (rows, version = canary) => rows.find((row) => row.metric.version === version);
      const [views, errorRatio, inp, lcp, slo] = await Promise.all([
        query(prometheusUrl, `sum by (version) (field_module_views_total{module="${MODULE}"})`),
        query(prometheusUrl, `module_version:field_error_view_ratio:rate1h{module="${MODULE}"}`),
        query(prometheusUrl, `module_version:field_inp_seconds:p75_1h{module="${MODULE}"}`),
        query(prometheusUrl, `module_version:field_lcp_seconds:p75_1h{module="${MODULE}"}`),
        query(prometheusUrl, 'job:http_5xx_ratio:rate5m'),
      ]);
      const found = {
        views: of(views)?.value,
        errorRatio: of(errorRatio)?.value,
        // Stable's views had no error: a ratio of 0, not a missing series.
        stableErrorRatio: of(errorRatio, stable)?.value,
        inp: of(inp)?.value,
        lcp: of(lcp)?.value,
        slo: slo[0]?.value,
      };
      return Object.values(found).every(Number.isFinite) &&
        found.errorRatio > 0 &&
        found.stableErrorRatio === 0
        ? found
        : null;
    });
    check(
      `field series and recording rules of ${MODULE}@${canary} have values`,
      series !== null,
      series
        ? `after ${sent} beacons: ${series.views} views scraped, error ratio ${series.errorRatio.toFixed(2)} (stable's ${series.stableErrorRatio}), p75 INP ${series.inp.toFixed(3)} s, p75 LCP ${series.lcp.toFixed(3)} s; 5xx ratio ${series.slo}`
        : `none within 60 s (${sent} beacons sent)`,
    );
  } finally {
    await site.stop();
  }
  const ok = checks.every((c) => c.ok);
  console.log(
    ok
      ? bold(green(`Prometheus in the production topology: ${checks.length} checks passed`))
      : bold(red('Prometheus in the production topology: a check failed')),
  );
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  checkPrometheus()
    .then((ok) => process.exit(ok ? 0 : 1))
    .catch(async (error) => {
      console.error(red(error instanceof Error ? error.message : String(error)));
      await stopAll();
      process.exit(1);
    });
}
