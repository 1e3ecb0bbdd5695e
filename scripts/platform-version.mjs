#!/usr/bin/env node
// `npm run platform:version [-- --major|--minor|--patch] [-- --check]`: recomputes the public surface
// of @genetype/platform (what its run-time-shared entry points export) and, when it changed, raises
// the version — major when an export is removed or its declaration changes, minor when exports are
// only added — in packages/platform/package.json, the workspaces' pins, package-lock.json and
// packages/platform/public-surface.json. A flag raises the bump further (a change of behaviour the
// types do not show). `--check` changes nothing and exits 1 when the record is out of date.
// docs/decisions.md, "Versioning @genetype/platform".
import * as prettier from 'prettier';
import { bold, dim, green, red, yellow } from './lib/log.mjs';
import { compatibleRange } from './lib/package-surface.mjs';
import {
  VERSIONED_PACKAGES,
  plannedVersion,
  recordJson,
  stalePins,
  surfaceStatus,
  writeVersion,
} from './lib/package-version.mjs';
import { ROOT } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const atLeast = ['major', 'minor', 'patch'].find((level) => args.includes(`--${level}`)) ?? 'none';
const unknown = args.filter((arg) => !['--check', '--major', '--minor', '--patch'].includes(arg));
if (unknown.length > 0) {
  console.error(
    `Unknown argument ${unknown.join(' ')}. Usage: npm run platform:version [-- --major|--minor|--patch|--check]`,
  );
  process.exit(2);
}

let failed = false;
for (const dir of VERSIONED_PACKAGES) {
  console.log(dim(`${dir}: reading the declarations of its run-time entry points…`));
  const status = surfaceStatus(ROOT, dir);
  const pins = stalePins(ROOT, status.name, status.version);
  if (check) {
    const problems = [...status.problems, ...pins.map((pin) => `${pin} pins another version`)];
    if (problems.length === 0) {
      console.log(
        `${green('✔')} ${status.name} ${status.version} (requires ${compatibleRange(status.version)}) is up to date`,
      );
    } else {
      failed = true;
      console.log(
        `${red('✘')} ${status.name}: ${problems.join('; ')}\n  Run ${bold('npm run platform:version')} and commit what it changes.`,
      );
    }
    continue;
  }
  const version = plannedVersion(status, atLeast);
  const record = await prettier.format(recordJson(status, version), {
    parser: 'json',
    filepath: status.recordFile,
  });
  const written = writeVersion(ROOT, status, version, record);
  const from = status.record?.version ?? status.version;
  if (written.length === 0) {
    console.log(
      `${green('✔')} ${status.name} ${version}: its public surface is unchanged, nothing to do`,
    );
    continue;
  }
  const why = status.record
    ? status.change.changes.length > 0
      ? `${status.change.bump}: ${status.change.changes.slice(0, 12).join('; ')}${status.change.changes.length > 12 ? '; …' : ''}`
      : `${atLeast} (asked for)`
    : 'first record of its public surface';
  console.log(`${green('✔')} ${bold(`${status.name} ${from} → ${version}`)} (${why})`);
  console.log(
    `  builds now require ${bold(compatibleRange(version))}; written: ${written.join(', ')}`,
  );
  if (from !== version && semverMajor(from) !== semverMajor(version)) {
    console.log(
      yellow(
        '  A new major: remotes built from now on are refused by a shell of the old major, and the other way round.\n' +
          '  Release the shell and every remote from this commit together (docs/runbook.md).',
      ),
    );
  } else if (from !== version) {
    console.log(
      dim('  Release the shell before a remote that uses the new exports (docs/runbook.md).'),
    );
  }
}
process.exit(failed ? 1 : 0);

function semverMajor(version) {
  return version.split('.')[0];
}
