// The decision of one progressive-rollout step (docs/runbook.md, "Progressive rollouts"): the
// canary's field data against stable's, after the step's soak. Pure: figures in, verdict out.
//
//   error ratio (errorViews / views): one-sided two-proportion z-test (pooled), or Fisher's exact
//     test when an expected cell count is below 5 (the z-test's normal approximation is poor there);
//   p75 INP and p75 LCP: one-sided Mann–Whitney U (normal approximation, tie and continuity
//     corrected) on the samples, with the p75s (nearest rank) as the size of the difference.
//
// A metric is "worse" only when the test says so at α AND the difference is larger than a practical
// margin: the test alone would roll back a harmless 0.1-point difference once traffic is large; the
// margin alone would roll back on noise while the samples are small.
import jstat from 'jstat';

// jStat (one package, no dependencies): the normal and hypergeometric CDFs, ranks with ties averaged.
const { jStat } = jstat;
const normalCdf = (z) => jStat.normal.cdf(z, 0, 1);
/** P(X ≤ x) for X the successes in `draws` from `population` holding `successes`. */
const hypergeometricCdf = (x, population, successes, draws) =>
  jStat.hypgeom.cdf(x, population, successes, draws);

/** The defaults, stated once (docs/decisions.md, "Progressive rollouts decide by themselves"). */
export const DEFAULT_THRESHOLDS = Object.freeze({
  /**
   * One-sided significance level of each test. A rollout runs up to 12 of them (3 metrics × 4
   * judged steps), so a canary as good as stable is rolled back by chance in at most 1.2 % of
   * rollouts (Bonferroni), and the margins below make it rarer still.
   */
  alpha: 0.001,
  /** Views per side before the error ratio is judged. */
  minViews: 200,
  /** INP / LCP samples per side before a p75 is judged. */
  minSamples: 100,
  /** The canary's error ratio may exceed stable's by this much (0.005 = 0.5 percentage points). */
  errorMargin: 0.005,
  /** A p75 is worse only when above stable's by more than both the relative and the absolute margin. */
  inp: { relative: 0.1, absoluteMs: 50 },
  lcp: { relative: 0.1, absoluteMs: 100 },
});

/** The 75th percentile by nearest rank (a value that was measured; null without samples). */
export function p75(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/**
 * P(canary's error ratio ≤ stable's) is rejected with this p-value (one-sided: is the canary worse?).
 * @returns {{ test: 'z-test' | 'fisher', pValue: number, z?: number }}
 */
export function errorRatioTest(canary, stable) {
  const n1 = canary.views;
  const n2 = stable.views;
  const x1 = canary.errorViews;
  const x2 = stable.errorViews;
  const total = n1 + n2;
  const errors = x1 + x2;
  const expected = [
    (n1 * errors) / total,
    (n1 * (total - errors)) / total,
    (n2 * errors) / total,
    (n2 * (total - errors)) / total,
  ];
  if (expected.some((count) => count < 5)) {
    // Fisher: the canary's errors among all errors, drawn without replacement (hypergeometric).
    const pValue = x1 === 0 ? 1 : 1 - hypergeometricCdf(x1 - 1, total, errors, n1);
    return { test: 'fisher', pValue: clamp01(pValue) };
  }
  const pooled = errors / total;
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const z = (x1 / n1 - x2 / n2) / se;
  return { test: 'z-test', pValue: clamp01(1 - normalCdf(z)), z };
}

/**
 * One-sided Mann–Whitney U: are the canary's values stochastically larger than stable's?
 * @returns {{ test: 'mann-whitney', pValue: number, u: number, z: number }}
 */
export function mannWhitneyGreater(canaryValues, stableValues) {
  const n1 = canaryValues.length;
  const n2 = stableValues.length;
  const all = [...canaryValues, ...stableValues];
  const ranked = jStat.rank(all);
  let rankSum = 0;
  for (let i = 0; i < n1; i += 1) rankSum += ranked[i];
  const u = rankSum - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const counts = new Map();
  for (const value of all) counts.set(value, (counts.get(value) ?? 0) + 1);
  let ties = 0;
  for (const t of counts.values()) ties += t ** 3 - t;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return { test: 'mann-whitney', pValue: 1, u, z: 0 };
  const z = (u - (n1 * n2) / 2 - 0.5) / Math.sqrt(variance);
  return { test: 'mann-whitney', pValue: clamp01(1 - normalCdf(z)), u, z };
}

const clamp01 = (value) => Math.min(1, Math.max(0, value));
const round = (value, digits = 4) =>
  value === null || value === undefined ? value : Number(value.toFixed(digits));

/** Judges the error ratio: `worse`, `ok`, or `no-data` below the minimum sample. */
export function judgeErrors(canary, stable, thresholds = DEFAULT_THRESHOLDS) {
  const figures = {
    canary: { views: canary.views, errorViews: canary.errorViews },
    stable: { views: stable.views, errorViews: stable.errorViews },
    minViews: thresholds.minViews,
    margin: thresholds.errorMargin,
    alpha: thresholds.alpha,
  };
  if (canary.views < thresholds.minViews || stable.views < thresholds.minViews) {
    return { metric: 'errors', outcome: 'no-data', ...figures };
  }
  const canaryRatio = canary.errorViews / canary.views;
  const stableRatio = stable.errorViews / stable.views;
  const { test, pValue } = errorRatioTest(canary, stable);
  const difference = canaryRatio - stableRatio;
  const worse = pValue < thresholds.alpha && difference > thresholds.errorMargin;
  return {
    metric: 'errors',
    outcome: worse ? 'worse' : 'ok',
    ...figures,
    canary: { ...figures.canary, ratio: round(canaryRatio) },
    stable: { ...figures.stable, ratio: round(stableRatio) },
    difference: round(difference),
    test,
    pValue: round(pValue, 6),
  };
}

/** Judges one p75 (`inp` or `lcp`): `worse`, `ok`, or `no-data` below the minimum sample. */
export function judgeP75(metric, canaryValues, stableValues, thresholds = DEFAULT_THRESHOLDS) {
  const margin = thresholds[metric];
  const figures = {
    canary: { samples: canaryValues.length, p75: p75(canaryValues) },
    stable: { samples: stableValues.length, p75: p75(stableValues) },
    minSamples: thresholds.minSamples,
    margin: { relative: margin.relative, absoluteMs: margin.absoluteMs },
    alpha: thresholds.alpha,
  };
  if (canaryValues.length < thresholds.minSamples || stableValues.length < thresholds.minSamples) {
    return { metric, outcome: 'no-data', ...figures };
  }
  const { test, pValue } = mannWhitneyGreater(canaryValues, stableValues);
  const difference = figures.canary.p75 - figures.stable.p75;
  const allowed = Math.max(figures.stable.p75 * margin.relative, margin.absoluteMs);
  const worse = pValue < thresholds.alpha && difference > allowed;
  return {
    metric,
    outcome: worse ? 'worse' : 'ok',
    ...figures,
    difference: round(difference, 1),
    allowedMs: round(allowed, 1),
    test,
    pValue: round(pValue, 6),
  };
}

const EMPTY = { views: 0, errorViews: 0, inp: [], lcp: [] };

/**
 * The verdict of a step at `elapsedMs` after it started:
 * - `wait` while the soak runs, and after it while a metric lacks its minimum sample (until
 *   `maxWaitMs`);
 * - `rollback` as soon as, after the soak, one metric with its sample is worse (the others may
 *   still lack data: one proven regression is enough);
 * - `advance` when every metric has its sample and none is worse;
 * - `hold` at `maxWaitMs` without enough data: the rollout stops and keeps the current share.
 * @param {{ summary: { versions: Array<{ version: string, views: number, errorViews: number, inp: number[], lcp: number[] }> },
 *   stable: string, canary: string, elapsedMs: number, soakMs: number, maxWaitMs: number,
 *   thresholds?: typeof DEFAULT_THRESHOLDS }} input
 */
export function canaryVerdict({
  summary,
  stable,
  canary,
  elapsedMs,
  soakMs,
  maxWaitMs,
  thresholds = DEFAULT_THRESHOLDS,
}) {
  const row = (version) => summary?.versions?.find((r) => r.version === version) ?? EMPTY;
  const c = row(canary);
  const s = row(stable);
  const metrics = [
    judgeErrors(c, s, thresholds),
    judgeP75('inp', c.inp ?? [], s.inp ?? [], thresholds),
    judgeP75('lcp', c.lcp ?? [], s.lcp ?? [], thresholds),
  ];
  const base = { canary, stable, elapsedMs, soakMs, maxWaitMs, metrics };
  if (elapsedMs < soakMs) {
    return { ...base, decision: 'wait', reason: 'soaking' };
  }
  const worse = metrics.filter((m) => m.outcome === 'worse');
  if (worse.length > 0) {
    return {
      ...base,
      decision: 'rollback',
      reason: `canary worse on ${worse.map((m) => m.metric).join(', ')}`,
    };
  }
  const missing = metrics.filter((m) => m.outcome === 'no-data');
  if (missing.length === 0) {
    return { ...base, decision: 'advance', reason: 'canary no worse than stable' };
  }
  const what = `not enough data for ${missing.map((m) => m.metric).join(', ')}`;
  if (elapsedMs < maxWaitMs) return { ...base, decision: 'wait', reason: what };
  return { ...base, decision: 'hold', reason: `${what} after the maximum wait` };
}

/** One line per metric, for the terminal and the runbook's examples. */
export function describeMetric(m) {
  if (m.metric === 'errors') {
    const side = (x) =>
      `${x.errorViews}/${x.views}${x.ratio === undefined ? '' : ` = ${(x.ratio * 100).toFixed(2)} %`}`;
    const head = `errors  canary ${side(m.canary)}  stable ${side(m.stable)}`;
    if (m.outcome === 'no-data') return `${head}  — below ${m.minViews} views a side`;
    return `${head}  Δ ${(m.difference * 100).toFixed(2)} pt (margin ${(m.margin * 100).toFixed(2)} pt)  ${m.test} p = ${m.pValue} (α ${m.alpha})  → ${m.outcome}`;
  }
  const side = (x) => `p75 ${x.p75 ?? '–'} ms (n ${x.samples})`;
  const head = `${m.metric.padEnd(6)}  canary ${side(m.canary)}  stable ${side(m.stable)}`;
  if (m.outcome === 'no-data') return `${head}  — below ${m.minSamples} samples a side`;
  return `${head}  Δ ${m.difference} ms (allowed ${m.allowedMs} ms)  ${m.test} p = ${m.pValue} (α ${m.alpha})  → ${m.outcome}`;
}
