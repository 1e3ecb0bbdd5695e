// Test support: simulated members browsing the site, and a stub of `GET /telemetry/field-summary`
// that reports their page views. Every page view re-reads the rollout manifest and picks the
// version as the shell does (FNV-1a bucket of "<member>:<module>" below the canary's percent), so
// a rollback reaches the simulated members on their next page view. What each version does to a
// view (errors, INP, LCP) is given per version (field-traffic.mjs BEHAVIOURS).
//
// Thousands of members' views a second, which no browser run could give: the scripted test of the
// progressive command (progressive.test.mjs) reads them through GENETYPE_FIELD_SUMMARY_URL exactly
// as it reads the API. The Chromium journey (e2e/tests/progressive-rollout.spec.ts) needs no stub:
// its members' beacons reach the API's own field summary.
import fs from 'node:fs';
import http from 'node:http';
import { BEHAVIOURS, logNormal, random } from './field-traffic.mjs';

/** The shell's bucket (shell/src/federation/version-choice.ts). */
export function bucketOf(bucketId, app) {
  let hash = 0x811c9dc5;
  for (const char of `${bucketId}:${app}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 100;
}

/**
 * Starts the members and the endpoint on 127.0.0.1 (a free port).
 * @param {{ manifestFile: string, app: string, behaviours: Record<string, keyof typeof BEHAVIOURS>,
 *   viewsPerSecond?: number, members?: number, seed?: number }} options
 */
export async function startFieldStub({
  manifestFile,
  app,
  behaviours,
  viewsPerSecond = 20_000,
  members = 10_000,
  seed = 1,
}) {
  const rand = random(seed);
  const buckets = Array.from({ length: members }, (_, i) => bucketOf(`member-${i}`, app));
  /** One entry per tick: { at, rows: Map<version, { views, errorViews, inp, lcp }> }. */
  const ticks = [];
  const TICK_MS = 50;

  const versionFor = (manifest, bucket) => {
    const module = manifest[app];
    return module.canary && bucket < module.canary.percent ? module.canary.version : module.stable;
  };

  const tick = () => {
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    } catch {
      return; // between two writes is impossible (rename), but a missing file is not
    }
    const rows = new Map();
    const views = Math.round((viewsPerSecond * TICK_MS) / 1000);
    for (let i = 0; i < views; i += 1) {
      const version = versionFor(manifest, buckets[Math.floor(rand() * members)]);
      const behaviour = BEHAVIOURS[behaviours[version] ?? 'good'];
      let row = rows.get(version);
      if (!row) rows.set(version, (row = { views: 0, errorViews: 0, inp: [], lcp: [] }));
      row.views += 1;
      const onBadPage = behaviour.throwsOnShare !== undefined && rand() < behaviour.throwsOnShare;
      if (onBadPage || rand() < behaviour.errorRate) row.errorViews += 1;
      row.lcp.push(logNormal(rand, behaviour.lcpMs) + (behaviour.extraLcpMs ?? 0));
      if (rand() < 0.6)
        row.inp.push(logNormal(rand, behaviour.inpMs) + (behaviour.extraInpMs ?? 0));
    }
    ticks.push({ at: Date.now(), rows });
    while (ticks.length > 0 && ticks[0].at < Date.now() - 120_000) ticks.shift();
  };
  const timer = setInterval(tick, TICK_MS);

  /** The contract's answer for views since `since` (samples most recent first, ≤ 5,000). */
  const summarySince = (since) => {
    const from = Date.parse(since);
    const total = new Map();
    for (let i = ticks.length - 1; i >= 0 && ticks[i].at >= from; i -= 1) {
      for (const [version, row] of ticks[i].rows) {
        let sum = total.get(version);
        if (!sum)
          total.set(version, (sum = { version, views: 0, errorViews: 0, inp: [], lcp: [] }));
        sum.views += row.views;
        sum.errorViews += row.errorViews;
        if (sum.inp.length < 5000) sum.inp.push(...row.inp.slice(0, 5000 - sum.inp.length));
        if (sum.lcp.length < 5000) sum.lcp.push(...row.lcp.slice(0, 5000 - sum.lcp.length));
      }
    }
    return { module: app, since: new Date(from).toISOString(), versions: [...total.values()] };
  };

  const server = await fieldSummaryServer({ app, summarySince });

  return {
    url: server.url,
    summarySince,
    close: async () => {
      clearInterval(timer);
      await server.close();
    },
  };
}

/**
 * `GET /telemetry/field-summary?module=&since=` on 127.0.0.1 (a free port), answering
 * `summarySince(since)`.
 * @param {{ app: string, summarySince: (since: string) => object }} options
 */
async function fieldSummaryServer({ app, summarySince }) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://stub');
    const since = url.searchParams.get('since');
    if (
      url.pathname !== '/telemetry/field-summary' ||
      url.searchParams.get('module') !== app ||
      !since ||
      Number.isNaN(Date.parse(since))
    ) {
      response.writeHead(400).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(summarySince(since)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/telemetry/field-summary`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
