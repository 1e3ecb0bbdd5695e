#!/usr/bin/env node
// `npm run rollout -- <module> <version> <percent>`: sends a share of members (0–100) to a released
// version; 100 makes it the stable version. `npm run rollout -- <module> <version> --progressive`:
// 1 → 5 → 25 → 50 → 100 %, each step soaked and judged on field data, rolled back by itself when
// the canary is worse (lib/deploy/progressive.mjs). `npm run rollout -- status [--since <ISO date>]`:
// per module and version, the share of members, the failures the shell reported and the progressive
// rollout's steps and verdicts (docs/runbook.md).
import { parseArgs } from 'node:util';
import { bold, cyan, dim, green, red, yellow } from './lib/log.mjs';
import { API_URL, describeModule, main, paths } from './lib/deploy/cli.mjs';
import { DEFAULT_THRESHOLDS, describeMetric } from './lib/deploy/canary-verdict.mjs';
import { fetchFieldSummary, fieldSummaryEndpoint } from './lib/deploy/field-summary.mjs';
import { readHistory, readManifest, setRollout, updateManifest } from './lib/deploy/manifest.mjs';
import { DeployError, REMOTE_APPS, assertRemoteApp } from './lib/deploy/paths.mjs';
import {
  formatDuration,
  latestRun,
  parseDuration,
  progressiveRollout,
} from './lib/deploy/progressive.mjs';

const USAGE = `Usage: npm run rollout -- <module> <version> <percent 0–100>
       npm run rollout -- <module> <version> --progressive [--soak <30m>] [--max-wait <6h>]
                          [--min-views <200>] [--min-samples <100>] [--dry-run] [--force-advance]
       npm run rollout -- status [--since <ISO date>]`;

async function fetchSummary(since) {
  const url = `${API_URL}/telemetry/remote-summary?since=${encodeURIComponent(since)}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return { error: `${url} answered HTTP ${response.status}` };
    return { summary: await response.json() };
  } catch (error) {
    return {
      error: `${url} does not answer (${error.cause?.code ?? error.message}) — is the API running?`,
    };
  }
}

async function status(args) {
  const sinceIndex = args.indexOf('--since');
  const since =
    sinceIndex >= 0 ? args[sinceIndex + 1] : new Date(Date.now() - 24 * 3600_000).toISOString();
  if (!since || Number.isNaN(Date.parse(since)))
    throw new DeployError('--since needs a date, e.g. 2026-11-22T09:00:00Z');
  const manifest = readManifest(paths);
  const history = readHistory(paths);
  const { summary, error } = await fetchSummary(since);

  console.log(bold(`\nRollout status — members and failures since ${since}`));
  console.log(
    dim(
      `manifest: ${paths.manifest}${history.length === 0 ? ' (nothing released yet: the fresh-clone manifest)' : ''}`,
    ),
  );
  if (error) console.log(yellow(`numbers unavailable: ${error}`));
  for (const app of REMOTE_APPS) {
    const module = manifest[app];
    console.log(`\n${bold(cyan(app))}  ${describeModule(module)}`);
    const rows = (summary?.versions ?? []).filter((row) => row.module === app);
    const versions = new Set([
      module.stable,
      ...(module.canary ? [module.canary.version] : []),
      ...rows.map((row) => row.version),
    ]);
    for (const version of versions) {
      const row = rows.find((candidate) => candidate.version === version);
      const role =
        version === module.stable
          ? 'stable'
          : version === module.canary?.version
            ? `canary ${module.canary.percent} %`
            : 'other';
      const members = row
        ? `${String(row.members).padStart(5)} members (${row.share.toFixed(1).padStart(5)} %)`
        : dim('    – no loads reported');
      const failures = row?.failures
        ? red(`${row.failures} failures, last: ${row.lastFailure}`)
        : row
          ? green('no failures')
          : '';
      console.log(`  ${version.padEnd(22)} ${role.padEnd(14)} ${members}  ${failures}`);
    }
    const last = history.filter((event) => event.app === app).at(-1);
    if (last) console.log(dim(`  last change: ${last.action} at ${last.at}`));
    printProgressive(latestRun(history, manifest, app));
  }
  console.log(
    dim(
      `\nContinue: npm run rollout -- <module> <version> <higher percent> (or --progressive)   Stop: npm run rollback -- <module>\n`,
    ),
  );
}

const STATE = {
  active: yellow('running'),
  ended: 'ended',
  overridden: 'overridden by hand',
};

/** The latest progressive rollout of a module: its steps, each with its decision and figures. */
function printProgressive(run) {
  if (!run) return;
  const end = run.state === 'overridden' ? ` (${run.override?.action} at ${run.override?.at})` : '';
  console.log(
    `  progressive rollout of ${bold(run.version)} started ${run.run}: ${STATE[run.state]}${end}; soak ${formatDuration(run.soakMs)}, max wait ${formatDuration(run.maxWaitMs)}`,
  );
  for (const event of run.events) {
    const { decision, verdict } = event.progressive;
    // Padded before colouring: the colour codes would count as width.
    const label = decision.padEnd(14);
    const mark =
      decision === 'rollback' ? red(label) : decision === 'hold' ? yellow(label) : green(label);
    console.log(
      `    ${event.at}  ${mark} → ${event.action === 'rollback' ? 'stable for everyone' : `${event.percent} %`}${verdict ? dim(`  (${verdict.reason})`) : ''}`,
    );
    for (const metric of verdict?.metrics ?? [])
      console.log(dim(`        ${describeMetric(metric)}`));
  }
  if (run.state === 'active') {
    const due = new Date(Date.parse(run.stepStartedAt) + run.soakMs).toISOString();
    console.log(
      `    ${yellow(`soaking ${run.steps[run.step]} % since ${run.stepStartedAt}`)}; first decision at ${due}. What it would decide now: npm run rollout -- ${run.last.app} ${run.version} --progressive --dry-run`,
    );
  }
}

async function progressive(app, version, args) {
  const { values } = parseArgs({
    args,
    options: {
      progressive: { type: 'boolean' },
      soak: { type: 'string' },
      'max-wait': { type: 'string' },
      'min-views': { type: 'string' },
      'min-samples': { type: 'string' },
      'check-every': { type: 'string' },
      'dry-run': { type: 'boolean' },
      'force-advance': { type: 'boolean' },
    },
  });
  const count = (text, name) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1)
      throw new DeployError(`${name} needs a whole number ≥ 1.`);
    return value;
  };
  const thresholds =
    values['min-views'] || values['min-samples']
      ? {
          ...DEFAULT_THRESHOLDS,
          ...(values['min-views'] ? { minViews: count(values['min-views'], '--min-views') } : {}),
          ...(values['min-samples']
            ? { minSamples: count(values['min-samples'], '--min-samples') }
            : {}),
        }
      : undefined;
  const endpoint = fieldSummaryEndpoint(API_URL);
  const result = await progressiveRollout({
    paths,
    app,
    version,
    fetchSummary: (since) => fetchFieldSummary({ endpoint, module: app, since }),
    soakMs: values.soak ? parseDuration(values.soak) : undefined,
    maxWaitMs: values['max-wait'] ? parseDuration(values['max-wait']) : undefined,
    checkEveryMs: values['check-every'] ? parseDuration(values['check-every']) : undefined,
    thresholds,
    dryRun: values['dry-run'] ?? false,
    forceAdvance: values['force-advance'] ?? false,
    log: (line) => console.log(line),
  });
  // A rollback or a hold is the command doing its job, but a script chaining it must know.
  if (result.outcome === 'rollback') process.exitCode = 3;
  if (result.outcome === 'hold') process.exitCode = 4;
}

await main(async () => {
  const args = process.argv.slice(2);
  if (args[0] === 'status') return status(args.slice(1));
  if (args.includes('--progressive')) {
    const [app, version] = args;
    if (!app || !version || app.startsWith('--') || version.startsWith('--'))
      throw new DeployError(USAGE);
    assertRemoteApp(app);
    return progressive(app, version, args.slice(2));
  }
  const [app, version, percentText] = args;
  if (!app || !version || percentText === undefined) throw new DeployError(USAGE);
  assertRemoteApp(app);
  const percent = Number(percentText.replace(/%$/, ''));
  const event = await updateManifest(
    paths,
    { action: 'rollout', app, version, percent },
    (manifest) => setRollout(manifest, app, version, percent),
  );
  console.log(
    `${green('✔')} ${bold(app)}: ${describeModule(event.from)} → ${bold(describeModule(event.to))}`,
  );
  console.log('  Members get it on their next page load. Watch: npm run rollout -- status');
});
