#!/usr/bin/env node
// `npm run rollout -- <module> <version> <percent>`: sends a share of members (0–100) to a released
// version; 100 makes it the stable version. `npm run rollout -- status [--since <ISO date>]`: per
// module and version, the share of members and the failures the shell reported (docs/runbook.md).
import { bold, cyan, dim, green, red, yellow } from './lib/log.mjs';
import { API_URL, describeModule, main, paths } from './lib/deploy/cli.mjs';
import { readHistory, readManifest, setRollout, updateManifest } from './lib/deploy/manifest.mjs';
import { DeployError, REMOTE_APPS, assertRemoteApp } from './lib/deploy/paths.mjs';

const USAGE =
  'Usage: npm run rollout -- <module> <version> <percent 0–100>\n       npm run rollout -- status [--since <ISO date>]';

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
  }
  console.log(
    dim(
      `\nContinue: npm run rollout -- <module> <version> <higher percent>   Stop: npm run rollback -- <module>\n`,
    ),
  );
}

await main(async () => {
  const args = process.argv.slice(2);
  if (args[0] === 'status') return status(args.slice(1));
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
