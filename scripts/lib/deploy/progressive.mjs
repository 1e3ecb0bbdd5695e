// Progressive rollouts (`npm run rollout -- <module> <version> --progressive`): 1 → 5 → 25 → 50 →
// 100 % of members, each step soaked and then judged on field data (canary-verdict.mjs), advanced or
// rolled back without a person. Every step and verdict is a line of history.jsonl with a
// `progressive` field, and the run's state is read back from there and from the manifest — never
// kept in memory — so a command that was stopped picks up at the same step and soak start.
//   progressive: { run: <ISO start>, step: <index in steps>, steps, decision, soakMs, maxWaitMs,
//                  thresholds, verdict? }
// A person overrides by changing the manifest: `rollout <module> <version> <percent>` or
// `rollback` ends the run (the command stops at its next check); `--force-advance` takes one step
// whatever the figures say.
import { DEFAULT_THRESHOLDS, canaryVerdict, describeMetric } from './canary-verdict.mjs';
import { readHistory, readManifest, rollBack, setRollout, updateManifest } from './manifest.mjs';
import { DeployError } from './paths.mjs';

export const STEPS = Object.freeze([1, 5, 25, 50, 100]);
export const DEFAULTS = Object.freeze({ soakMs: 30 * 60_000, maxWaitMs: 6 * 3600_000 });

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3600_000 };

/** `90s`, `30m`, `2h`, `500ms` (a bare number is seconds) → milliseconds. */
export function parseDuration(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(String(text ?? '').trim());
  if (!match) throw new DeployError(`"${text}" is not a duration (e.g. 30m, 90s, 2h, 500ms).`);
  return Math.round(Number(match[1]) * UNITS[match[2] ?? 's']);
}

export function formatDuration(ms) {
  if (ms % 3600_000 === 0 && ms > 0) return `${ms / 3600_000}h`;
  if (ms % 60_000 === 0 && ms > 0) return `${ms / 60_000}m`;
  if (ms % 1000 === 0) return `${ms / 1000}s`;
  return `${ms}ms`;
}

/** A run has ended when it was rolled back, held, or reached 100 %. */
const ended = (event) =>
  event.progressive.decision === 'rollback' ||
  event.progressive.decision === 'hold' ||
  event.percent === 100;

/**
 * The latest progressive run of `app`, read from the history and the manifest in force:
 * `{ run, version, events, last, state }` with state `active` (its canary is in the manifest at the
 * step's share), `ended` (rolled back, held or at 100 %) or `overridden` (a person changed the
 * manifest since); null when the module never had one.
 */
export function latestRun(history, manifest, app) {
  const mine = history.filter((event) => event.app === app && event.progressive);
  const last = mine.at(-1);
  if (!last) return null;
  const events = mine.filter((event) => event.progressive.run === last.progressive.run);
  const base = {
    run: last.progressive.run,
    version: last.version,
    events,
    last,
    steps: last.progressive.steps ?? STEPS,
    soakMs: last.progressive.soakMs,
    maxWaitMs: last.progressive.maxWaitMs,
    thresholds: last.progressive.thresholds ?? DEFAULT_THRESHOLDS,
    step: last.progressive.step,
    stepStartedAt: last.at,
  };
  if (ended(last)) return { ...base, state: 'ended' };
  const canary = manifest[app].canary;
  if (!canary || canary.version !== last.version || canary.percent !== last.percent) {
    const override = history.filter((event) => event.app === app && event.at >= last.at).at(-1);
    return { ...base, state: 'overridden', override };
  }
  return { ...base, state: 'active' };
}

/** The run is still the manifest's, under the lock (a person may have changed it meanwhile). */
function assertStillActive(manifest, history, app, run) {
  const now = latestRun(history, manifest, app);
  if (now?.state !== 'active' || now.run !== run.run || now.step !== run.step) {
    throw new RunEnded(
      `The progressive rollout of ${app}@${run.version} was changed by someone else (${
        now?.state === 'overridden' ? `${now.override?.action} at ${now.override?.at}` : now?.state
      }): it stops here.`,
    );
  }
}

/** The run ended under the command (override): a clean stop, not a failure. */
export class RunEnded extends Error {}

/** A verdict as stored in history: the figures, without the inputs' sample arrays. */
function storedVerdict(verdict) {
  const { decision, reason, elapsedMs, metrics } = verdict;
  return { decision, reason, elapsedMs, metrics };
}

/**
 * Runs (or resumes) the progressive rollout of `app@version` until it ends; with `dryRun`, prints
 * what it would decide now and changes nothing.
 * @param {{ paths: object, app: string, version: string, fetchSummary: (since: string) => Promise<{ summary?: object, error?: string }>,
 *   soakMs?: number, maxWaitMs?: number, thresholds?: object, checkEveryMs?: number, dryRun?: boolean,
 *   forceAdvance?: boolean, now?: () => Date, sleep?: (ms: number) => Promise<void>, log?: (line: string) => void }} options
 * @returns {Promise<{ outcome: 'done' | 'rollback' | 'hold' | 'overridden' | 'dry-run' | 'forced', verdict?: object }>}
 */
export async function progressiveRollout({
  paths,
  app,
  version,
  fetchSummary,
  soakMs,
  maxWaitMs,
  thresholds,
  checkEveryMs,
  dryRun = false,
  forceAdvance = false,
  now = () => new Date(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  log = (line) => console.log(line),
}) {
  let run = latestRun(readHistory(paths), readManifest(paths), app);
  if (run?.state === 'active' && run.version !== version) {
    throw new DeployError(
      `A progressive rollout of ${app}@${run.version} is running (step ${run.steps[run.step]} %). Let it finish, or end it first: npm run rollback -- ${app}.`,
    );
  }

  if (run?.state !== 'active') {
    const settings = {
      soakMs: soakMs ?? DEFAULTS.soakMs,
      maxWaitMs: maxWaitMs ?? DEFAULTS.maxWaitMs,
      thresholds: thresholds ?? DEFAULT_THRESHOLDS,
    };
    if (settings.maxWaitMs < settings.soakMs) settings.maxWaitMs = settings.soakMs;
    const current = readManifest(paths)[app];
    // A canary of this version already at some share starts at the first step not below it, so
    // no member who has it is sent back to stable.
    const from = current.canary?.version === version ? current.canary.percent : 0;
    const step = Math.max(
      0,
      STEPS.findIndex((percent) => percent >= from),
    );
    if (forceAdvance) throw new DeployError(`No progressive rollout of ${app} is running.`);
    if (dryRun) {
      log(
        `dry run: would start a progressive rollout of ${app}@${version} at ${STEPS[step]} % (soak ${formatDuration(settings.soakMs)} a step, then ${STEPS.slice(step + 1).join(' → ')} %).`,
      );
      return { outcome: 'dry-run' };
    }
    const started = now().toISOString();
    const event = await updateManifest(
      paths,
      {
        action: 'rollout',
        app,
        version,
        percent: STEPS[step],
        progressive: { run: started, step, steps: STEPS, decision: 'start', ...settings },
      },
      (manifest) => setRollout(manifest, app, version, STEPS[step]),
      { now: () => new Date(started) },
    );
    log(
      `started: ${app}@${version} at ${event.percent} % of members; soak ${formatDuration(settings.soakMs)} a step, at most ${formatDuration(settings.maxWaitMs)} for enough data.`,
    );
    run = latestRun(readHistory(paths), readManifest(paths), app);
  } else {
    log(
      `resuming the progressive rollout of ${app}@${version} started ${run.run}: step ${run.steps[run.step]} % since ${run.stepStartedAt}.`,
    );
    const asked = { soakMs, maxWaitMs };
    for (const [key, value] of Object.entries(asked)) {
      if (value !== undefined && value !== run[key])
        log(
          `  ${key} stays ${formatDuration(run[key])}, the run's own setting (given: ${formatDuration(value)}).`,
        );
    }
  }

  const interval = checkEveryMs ?? Math.min(run.soakMs, 60_000);
  for (;;) {
    if (run?.state !== 'active') {
      log(
        `the progressive rollout of ${app}@${version} was ${run?.state === 'overridden' ? `overridden (${run.override?.action} at ${run.override?.at})` : 'ended'}: stopping.`,
      );
      return { outcome: 'overridden' };
    }
    const percent = run.steps[run.step];
    const elapsedMs = now().getTime() - Date.parse(run.stepStartedAt);
    const stable = readManifest(paths)[app].stable;
    let verdict;
    if (elapsedMs < run.soakMs && !forceAdvance) {
      verdict = {
        decision: 'wait',
        reason: 'soaking',
        elapsedMs,
        metrics: [],
      };
    } else {
      const { summary, error } = await fetchSummary(run.stepStartedAt);
      if (error) log(`field data unavailable: ${error}`);
      verdict = canaryVerdict({
        summary,
        stable,
        canary: version,
        elapsedMs,
        soakMs: run.soakMs,
        maxWaitMs: run.maxWaitMs,
        thresholds: run.thresholds,
      });
      log(
        `${percent} % after ${formatDuration(Math.round(elapsedMs / 1000) * 1000)}: ${verdict.decision} — ${verdict.reason}`,
      );
      for (const metric of verdict.metrics) log(`  ${describeMetric(metric)}`);
    }
    if (dryRun) {
      if (verdict.decision === 'wait' && verdict.reason === 'soaking')
        log(
          `dry run: ${percent} % is soaking (${formatDuration(Math.round(elapsedMs / 1000) * 1000)} of ${formatDuration(run.soakMs)}); nothing decided yet.`,
        );
      else log(`dry run: would ${verdict.decision} now; the manifest is unchanged.`);
      return { outcome: 'dry-run', verdict };
    }

    let decision = verdict.decision;
    if (forceAdvance) {
      decision = 'advance';
      log(`forced: advancing whatever the figures say (--force-advance).`);
    }
    if (decision === 'wait') {
      // Until the soak ends, then every `interval` while data is missing.
      await sleep(elapsedMs < run.soakMs ? Math.min(run.soakMs - elapsedMs, interval) : interval);
      run = latestRun(readHistory(paths), readManifest(paths), app);
      continue;
    }

    const stored = {
      ...storedVerdict(verdict),
      ...(forceAdvance ? { forced: true, decision: 'advance' } : {}),
    };
    const common = {
      run: run.run,
      steps: run.steps,
      soakMs: run.soakMs,
      maxWaitMs: run.maxWaitMs,
      thresholds: run.thresholds,
      verdict: stored,
    };
    try {
      if (decision === 'advance') {
        const next = run.step + 1;
        await updateManifest(
          paths,
          {
            action: 'rollout',
            app,
            version,
            percent: run.steps[next],
            progressive: {
              ...common,
              step: next,
              decision: forceAdvance ? 'forced-advance' : 'advance',
            },
          },
          (manifest, history) => {
            assertStillActive(manifest, history, app, run);
            setRollout(manifest, app, version, run.steps[next]);
          },
        );
        log(
          run.steps[next] === 100
            ? `✔ ${app}@${version} reached 100 %: it is the stable version.`
            : `→ ${app}@${version} advanced to ${run.steps[next]} % of members.`,
        );
        if (run.steps[next] === 100) return { outcome: 'done', verdict };
        if (forceAdvance) return { outcome: 'forced', verdict };
      } else if (decision === 'rollback') {
        await updateManifest(
          paths,
          {
            action: 'rollback',
            app,
            version,
            percent,
            progressive: { ...common, step: run.step, decision: 'rollback' },
          },
          (manifest, history) => {
            assertStillActive(manifest, history, app, run);
            rollBack(manifest, app, history);
          },
        );
        log(
          `✘ ${app}@${version} rolled back at ${percent} % (${verdict.reason}): everyone gets stable ${stable} on their next page load.`,
        );
        return { outcome: 'rollback', verdict };
      } else {
        await updateManifest(
          paths,
          {
            action: 'progressive-hold',
            app,
            version,
            percent,
            progressive: { ...common, step: run.step, decision: 'hold' },
          },
          (manifest, history) => assertStillActive(manifest, history, app, run),
        );
        log(
          `■ ${app}@${version} held at ${percent} % (${verdict.reason}). Decide by hand: npm run rollout -- ${app} ${version} <percent>, npm run rollback -- ${app}, or --progressive again to start a new run from here.`,
        );
        return { outcome: 'hold', verdict };
      }
    } catch (error) {
      if (!(error instanceof RunEnded)) throw error;
      log(error.message);
      return { outcome: 'overridden' };
    }
    run = latestRun(readHistory(paths), readManifest(paths), app);
  }
}
