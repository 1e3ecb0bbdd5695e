// The steps `npm test`, `npm run test:affected` and `npm run test:smoke` are made of, and the one
// tally they report through. A failed step does not stop a run (one run shows every problem), but
// the exit code and the last line do:
//   tests: N passed, N failed
// Counting: every jest test and every Playwright test counts once (from their JSON reports); lint,
// the format check, each package's typecheck, each build, the size budgets and the contract check
// count as one check each; a suite that cannot run, a tool that crashes without a report, and a
// failed precondition (PostgreSQL in CI, Chromium) count as one failure each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import {
  PROMETHEUS_TESTS_DIR,
  PROMTOOL_PATH,
  ensurePrometheus,
  renderPrometheus,
} from './prod/prometheus.mjs';
import { bold, dim, green, heading, red, seconds, yellow } from './log.mjs';
import { run } from './proc.mjs';
import { ROOT, bin } from './workspace.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';

export function createTally() {
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-test-'));
  const started = Date.now();
  const tally = { passed: 0, failed: 0, failures: [], stages: [] };

  const pass = (count = 1) => {
    tally.passed += count;
  };
  const fail = (what, count = 1) => {
    tally.failed += count;
    tally.failures.push(count > 1 ? `${what} (${count})` : what);
    console.log(red(`✘ ${what}`));
  };
  const check = (what, ok) => {
    if (ok) {
      pass();
      console.log(green(`✔ ${what}`));
    } else fail(what);
    return ok;
  };

  /** Runs one stage under a heading and keeps its time for the summary. */
  const stage = async (name, body) => {
    heading(name);
    const begin = Date.now();
    try {
      return await body();
    } finally {
      tally.stages.push({ name, ms: Date.now() - begin });
    }
  };

  /** Prints the stages' times, the failures and the closing line; exits with the outcome. */
  const finish = () => {
    fs.rmSync(reports, { recursive: true, force: true });
    heading(`summary (${seconds(Date.now() - started)})`);
    for (const { name, ms } of tally.stages)
      console.log(dim(`  ${seconds(ms).padStart(8)}  ${name}`));
    if (tally.failures.length > 0) {
      console.log(red('Failed:'));
      for (const failure of tally.failures) console.log(red(`  - ${failure}`));
    }
    console.log(`tests: ${tally.passed} passed, ${tally.failed} failed`);
    process.exit(tally.failed > 0 ? 1 : 0);
  };

  return { tally, reports, pass, fail, check, stage, finish };
}

/**
 * Runs the tasks (async functions) `slots` at a time, in the order given. The single-threaded
 * checks (ESLint, Prettier, a package's tsc, a package's jest in band) each keep one core busy, so
 * on CI's two cores two at a time halve their wall time.
 */
export async function inParallel(tasks, slots = 2) {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: slots }, worker));
}

/**
 * Runs a command whose output is printed whole when it ends (two at once would interleave),
 * or streamed when `buffered` is false.
 */
async function runChecked(command, args, { buffered = false, title, ...options }) {
  if (!buffered) {
    if (title) heading(title);
    return run(command, args, options);
  }
  const result = await run(command, args, { ...options, capture: true, quiet: true });
  if (title) heading(title);
  if (result.output.trim())
    process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
  return result;
}

const timed = (what, begin) => `${what} ${dim(seconds(Date.now() - begin))}`;

/** ESLint over `paths` (default: the whole tree). */
export async function lint(t, paths = ['.'], { buffered = false } = {}) {
  const begin = Date.now();
  const { code } = await runChecked(bin('eslint'), [...paths, '--max-warnings', '0'], {
    cwd: ROOT,
    buffered,
  });
  const what = paths.length === 1 && paths[0] === '.' ? 'lint' : `lint ${paths.join(' ')}`;
  t.check(timed(what, begin), code === 0);
}

/** Prettier's check over `paths` (default: the whole tree; files it ignores are passed over). */
export async function formatCheck(t, paths = ['.'], { buffered = false } = {}) {
  const begin = Date.now();
  const { code } = await runChecked(
    bin('prettier'),
    ['--check', '--ignore-unknown', '--no-error-on-unmatched-pattern', ...paths],
    { cwd: ROOT, buffered },
  );
  t.check(timed('format (prettier --check)', begin), code === 0);
}

/** `tsc --noEmit` for one package; its output printed whole. */
export async function typecheckOne(t, pkg) {
  const tsconfig = path.join(ROOT, pkg, 'tsconfig.json');
  if (!fs.existsSync(tsconfig)) {
    t.fail(`typecheck ${pkg}: ${pkg}/tsconfig.json is missing`);
    return;
  }
  const begin = Date.now();
  const { code } = await runChecked(bin('tsc'), ['-p', tsconfig, '--noEmit', '--pretty'], {
    cwd: ROOT,
    buffered: true,
  });
  t.check(timed(`typecheck ${pkg}`, begin), code === 0);
}

/**
 * One package's jest suites (`scripts`: the tooling's own, scripts/jest.config.cjs); `buffered`
 * when other checks run beside it.
 */
export async function jest(t, pkg, extraArgs = [], { buffered = false } = {}) {
  const begin = Date.now();
  const outputFile = path.join(t.reports, `jest-${pkg.replaceAll('/', '-')}.json`);
  const args = ['--json', `--outputFile=${outputFile}`, ...extraArgs];
  if (CI) args.push('--ci');
  const { code } = await runChecked(bin('jest'), args, {
    cwd: path.join(ROOT, pkg),
    timeoutMs: 20 * 60_000,
    buffered,
    title: `jest ${pkg}`,
  });
  let report = null;
  try {
    report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  } catch {
    // no report: jest could not start (config error) — counted below
  }
  if (!report) {
    t.fail(`jest ${pkg}: no report (exit ${code})`);
    return;
  }
  const passed = report.numPassedTests ?? 0;
  const failed = report.numFailedTests ?? 0;
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  t.pass(passed);
  if (failed > 0) t.fail(`jest ${pkg}: failed tests`, failed);
  if (brokenSuites > 0) t.fail(`jest ${pkg}: test suites that could not run`, brokenSuites);
  if (report.numTotalTests === 0) t.fail(`jest ${pkg}: no tests found`);
  else if (code !== 0 && failed === 0 && brokenSuites === 0)
    t.fail(`jest ${pkg}: exited with code ${code}`);
  console.log(
    (failed + brokenSuites > 0 ? red : green)(
      timed(
        `jest ${pkg}: ${passed} passed, ${failed} failed${brokenSuites ? `, ${brokenSuites} suites could not run` : ''}`,
        begin,
      ),
    ),
  );
}

/** Whether PostgreSQL at `url` answers (null) or why not. */
async function pgProblem(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The API suites: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (required in CI). */
export async function apiSuites(t) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const problem = await pgProblem(pgUrl);
    if (problem) {
      console.log(red(bold(`PostgreSQL at TEST_DATABASE_URL does not answer: ${problem}`)));
      t.fail('PostgreSQL unreachable (TEST_DATABASE_URL)');
    } else {
      console.log(green('PostgreSQL answers: the API suites run on SQLite and on PostgreSQL.'));
    }
  } else if (CI) {
    console.log(
      red(
        bold(
          'CI=true but TEST_DATABASE_URL is not set: the API suites must also run on PostgreSQL in CI.',
        ),
      ),
    );
    t.fail('TEST_DATABASE_URL not set in CI');
  } else {
    console.log(
      yellow(
        'TEST_DATABASE_URL is not set: the API suites run on SQLite only (CI runs them on PostgreSQL too).',
      ),
    );
  }
  await jest(t, 'api');
}

/** Production builds of `targets`, from Nx's cache where their inputs are unchanged. */
export async function builds(t, targets) {
  const results = await buildAll({ targets });
  for (const result of results)
    t.check(`build ${result.name}${result.skipped ? dim(' (up to date)') : ''}`, result.ok);
  return targets.every((name) => results.find((result) => result.name === name)?.ok);
}

/** Chromium and the Korean font (installed when missing and root). */
export async function browser(t) {
  try {
    await ensureChromium();
    return true;
  } catch (error) {
    console.log(red(bold(error.message)));
    t.fail('Chromium missing');
    return false;
  }
}

/**
 * Prometheus' configuration and rules (ops/prometheus): the rendered prometheus.yml passes
 * `promtool check config`, and every unit test file of ops/prometheus/tests passes
 * `promtool test rules` (one check each). Debian's `prometheus` package brings promtool; it is
 * installed here when missing and root, as Chromium is.
 */
export async function prometheusRules(t) {
  try {
    await ensurePrometheus();
  } catch (error) {
    console.log(red(bold(error.message)));
    t.fail('promtool missing');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-prometheus-'));
  try {
    const config = renderPrometheus({ dir, apiPorts: [4011, 4012], metricsToken: 'unit-test' });
    const checked = await run(PROMTOOL_PATH, ['check', 'config', config], { cwd: ROOT });
    t.check(
      'promtool check config (ops/prometheus/prometheus.yml and its rules)',
      checked.code === 0,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const files = fs
    .readdirSync(PROMETHEUS_TESTS_DIR)
    .filter((name) => name.endsWith('.yml'))
    .sort();
  if (files.length === 0) t.fail(`promtool test rules: no tests in ${PROMETHEUS_TESTS_DIR}`);
  for (const name of files) {
    const { code } = await run(PROMTOOL_PATH, ['test', 'rules', name], {
      cwd: PROMETHEUS_TESTS_DIR,
    });
    t.check(
      `promtool test rules ${path.relative(ROOT, path.join(PROMETHEUS_TESTS_DIR, name))}`,
      code === 0,
    );
  }
}

/** Runs a Node script of scripts/ as one check. */
export async function scriptCheck(t, what, script, args = []) {
  const { code } = await run(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
  });
  return t.check(what, code === 0);
}

/**
 * The two passes of the journeys (e2e/playwright.config.ts): the parallel ones, then the isolated
 * ones alone. Each pass is its own `playwright test` with its own servers.
 */
const JOURNEY_PASSES = ['journeys', 'isolated'];

/**
 * Runs the Playwright journeys (`args`: files and filters; none: all) in both passes and returns the
 * JSON reports; a pass the filters leave empty passes.
 */
export async function runJourneys(args = [], { env = {}, reportDir }) {
  const reports = [];
  for (const project of JOURNEY_PASSES) {
    const outputFile = path.join(reportDir, `playwright-${project}-${Date.now()}.json`);
    const { code } = await run(
      bin('playwright'),
      ['test', `--project=${project}`, '--pass-with-no-tests', ...args],
      {
        cwd: path.join(ROOT, 'e2e'),
        env: { ...env, PLAYWRIGHT_JSON_REPORT: outputFile },
        // The watchdog is for a hung run, not a slow one: it keeps the whole CI under its 90 min.
        timeoutMs: 45 * 60_000,
      },
    );
    let report = null;
    try {
      report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
      // Kept beside the traces: each journey's duration, to see where a run's time went.
      const kept = path.join(ROOT, 'e2e', 'test-results');
      fs.mkdirSync(kept, { recursive: true });
      fs.copyFileSync(outputFile, path.join(kept, `report-${project}.json`));
    } catch {
      // no report — the caller counts it
    }
    reports.push({ project, code, report });
  }
  return reports;
}

/** The journeys counted from their JSON reports (see runJourneys). */
export async function journeys(t, args = [], env = {}) {
  for (const { project, code, report } of await runJourneys(args, { env, reportDir: t.reports })) {
    if (!report) {
      t.fail(`playwright (${project}): no report (exit ${code})`);
      continue;
    }
    const stats = report.stats ?? {};
    // A test that passed on its CI retry is flaky, not failed; it still counts as passed.
    const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    const failed = stats.unexpected ?? 0;
    t.pass(passed);
    if (failed > 0) t.fail(`playwright (${project}): failed journeys`, failed);
    if (stats.flaky)
      console.log(
        yellow(`playwright (${project}): ${stats.flaky} journey(s) passed only on retry`),
      );
    const setupErrors = report.errors?.length ?? 0;
    if (setupErrors > 0)
      t.fail(`playwright (${project}): errors outside tests (global setup, config)`, setupErrors);
    else if (code !== 0 && failed === 0)
      t.fail(`playwright (${project}): exited with code ${code}`);
    if (args.length === 0 && passed + failed === 0 && setupErrors === 0)
      t.fail(`playwright (${project}): no journeys ran`);
  }
}
