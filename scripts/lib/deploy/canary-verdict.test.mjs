import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_THRESHOLDS,
  canaryVerdict,
  describeMetric,
  errorRatioTest,
  judgeErrors,
  judgeP75,
  mannWhitneyGreater,
  p75,
} from './canary-verdict.mjs';
import { BEHAVIOURS, fieldRow, logNormal, random } from './testing/field-traffic.mjs';

const STABLE = '0.1.0-stable1';
const CANARY = '0.2.0-canary1';
const MIN = 60_000;
const step = { stable: STABLE, canary: CANARY, soakMs: 30 * MIN, maxWaitMs: 360 * MIN };
const sample = (seed, n, medianMs) => {
  const rand = random(seed);
  return Array.from({ length: n }, () => logNormal(rand, medianMs));
};

describe('p75', () => {
  it('is the nearest-rank 75th percentile, a measured value', () => {
    expect(p75(Array.from({ length: 100 }, (_, i) => 100 - i))).toBe(75);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([7])).toBe(7);
    expect(p75([])).toBeNull();
  });
});

describe('the error-ratio test', () => {
  it('uses the pooled z-test when every expected count is at least 5', () => {
    // p1 = 6 %, p2 = 3 %, pooled 4.5 %: z = 0.03 / sqrt(0.045 · 0.955 · 2/1000) = 3.236.
    const result = errorRatioTest({ views: 1000, errorViews: 60 }, { views: 1000, errorViews: 30 });
    expect(result.test).toBe('z-test');
    expect(result.z).toBeCloseTo(3.236, 3);
    expect(result.pValue).toBeCloseTo(0.000606, 5);
    // One-sided: a canary better than stable is nowhere near significant.
    expect(
      errorRatioTest({ views: 1000, errorViews: 30 }, { views: 1000, errorViews: 60 }).pValue,
    ).toBeGreaterThan(0.99);
  });

  it("uses Fisher's exact test for small counts", () => {
    // 3 errors in all, all on the canary's side: P = C(200,3) / C(400,3).
    const few = errorRatioTest({ views: 200, errorViews: 3 }, { views: 200, errorViews: 0 });
    expect(few.test).toBe('fisher');
    expect(few.pValue).toBeCloseTo((200 * 199 * 198) / (400 * 399 * 398), 6);
    // 8 of 8 on the canary's side: the product of (200 − i) / (400 − i).
    let expected = 1;
    for (let i = 0; i < 8; i += 1) expected *= (200 - i) / (400 - i);
    const many = errorRatioTest({ views: 200, errorViews: 8 }, { views: 200, errorViews: 0 });
    expect(many.test).toBe('fisher');
    expect(many.pValue).toBeCloseTo(expected, 8);
    expect(
      errorRatioTest({ views: 200, errorViews: 0 }, { views: 200, errorViews: 2 }).pValue,
    ).toBe(1);
  });
});

describe('judging the error ratio', () => {
  it('calls the canary worse only when significant and beyond the 0.5-point margin', () => {
    const worse = judgeErrors({ views: 2000, errorViews: 60 }, { views: 2000, errorViews: 8 });
    expect(worse).toMatchObject({ outcome: 'worse', test: 'z-test', difference: 0.026 });
    expect(worse.pValue).toBeLessThan(DEFAULT_THRESHOLDS.alpha);

    // Significant (huge sample) but only 0.3 points worse: within the margin.
    const small = judgeErrors(
      { views: 200_000, errorViews: 1200 },
      { views: 200_000, errorViews: 600 },
    );
    expect(small.pValue).toBeLessThan(0.000001);
    expect(small.outcome).toBe('ok');

    // 2 points worse on few views: beyond the margin, significant at 0.05 but not at α = 0.001.
    const noisy = judgeErrors({ views: 400, errorViews: 10 }, { views: 400, errorViews: 2 });
    expect(noisy.pValue).toBeLessThan(0.05);
    expect(noisy.difference).toBeGreaterThan(DEFAULT_THRESHOLDS.errorMargin);
    expect(noisy.pValue).toBeGreaterThan(DEFAULT_THRESHOLDS.alpha);
    expect(noisy.outcome).toBe('ok');
  });

  it('waits for the minimum number of views on both sides', () => {
    expect(
      judgeErrors({ views: 199, errorViews: 150 }, { views: 5000, errorViews: 0 }).outcome,
    ).toBe('no-data');
    expect(
      judgeErrors({ views: 5000, errorViews: 4000 }, { views: 199, errorViews: 0 }).outcome,
    ).toBe('no-data');
    expect(
      judgeErrors({ views: 200, errorViews: 150 }, { views: 200, errorViews: 0 }).outcome,
    ).toBe('worse');
  });
});

describe('judging a p75 (Mann–Whitney U)', () => {
  it('computes the one-sided test with the normal approximation', () => {
    // U = 9, mean 4.5, variance 3·3/12 · 7 = 5.25: z = (9 − 4.5 − 0.5) / √5.25 = 1.746.
    const result = mannWhitneyGreater([4, 5, 6], [1, 2, 3]);
    expect(result.u).toBe(9);
    expect(result.z).toBeCloseTo(1.7457, 3);
    expect(result.pValue).toBeCloseTo(0.0404, 3);
    expect(mannWhitneyGreater([1, 2, 3], [4, 5, 6]).pValue).toBeGreaterThan(0.9);
    // All values tied: no evidence either way.
    expect(mannWhitneyGreater([5, 5, 5], [5, 5, 5]).pValue).toBe(1);
  });

  it('calls INP worse only beyond both margins (+10 % and +50 ms) and significant', () => {
    const stable = sample(1, 1000, 120);
    const slow = sample(2, 1000, 120).map((v) => v + 150);
    expect(judgeP75('inp', slow, stable)).toMatchObject({ outcome: 'worse', metric: 'inp' });

    // +25 ms everywhere: significant with 5,000 samples, but under the 50 ms floor.
    const stableBig = sample(3, 5000, 120);
    const bitSlower = sample(4, 5000, 120).map((v) => v + 25);
    const judged = judgeP75('inp', bitSlower, stableBig);
    expect(judged.pValue).toBeLessThan(DEFAULT_THRESHOLDS.alpha);
    expect(judged.difference).toBeLessThan(50);
    expect(judged.outcome).toBe('ok');

    // The same distribution: no regression.
    expect(judgeP75('inp', sample(5, 1000, 120), stable).outcome).toBe('ok');

    // A p75 beyond the margin that the test does not back: most of the canary's values are faster.
    const mixed = [...Array(70).fill(50), ...Array(30).fill(400)];
    const even = Array.from({ length: 100 }, (_, i) => 200 + i);
    const unbacked = judgeP75('inp', mixed, even);
    expect(unbacked.difference).toBeGreaterThan(unbacked.allowedMs);
    expect(unbacked.pValue).toBeGreaterThan(0.5);
    expect(unbacked.outcome).toBe('ok');
  });

  it('judges LCP against its own margin (+10 % of stable, at least 100 ms)', () => {
    const stable = sample(6, 800, 1600);
    const verdict = judgeP75(
      'lcp',
      sample(7, 800, 1600).map((v) => v + 900),
      stable,
    );
    expect(verdict.outcome).toBe('worse');
    expect(verdict.allowedMs).toBeCloseTo(verdict.stable.p75 * 0.1, 0);
  });

  it('waits for the minimum number of samples on both sides', () => {
    expect(judgeP75('inp', sample(8, 99, 900), sample(9, 1000, 100)).outcome).toBe('no-data');
    expect(judgeP75('inp', sample(8, 100, 900), sample(9, 1000, 100)).outcome).toBe('worse');
  });
});

describe('the verdict of a step', () => {
  const rand = random(42);
  const stableRow = fieldRow(rand, STABLE, 4000, BEHAVIOURS.good);
  const summary = (...rows) => ({ module: 'mf-content', since: 'x', versions: rows });

  it('waits while the step soaks, whatever the figures', () => {
    const throws = fieldRow(rand, CANARY, 4000, BEHAVIOURS.throws);
    const verdict = canaryVerdict({
      ...step,
      elapsedMs: 29 * MIN,
      summary: summary(stableRow, throws),
    });
    expect(verdict).toMatchObject({ decision: 'wait', reason: 'soaking' });
  });

  it('advances a canary that is no worse, with every figure in the verdict', () => {
    const good = fieldRow(rand, CANARY, 4000, BEHAVIOURS.good);
    const verdict = canaryVerdict({
      ...step,
      elapsedMs: 30 * MIN,
      summary: summary(stableRow, good),
    });
    expect(verdict.decision).toBe('advance');
    expect(verdict.metrics.map((m) => [m.metric, m.outcome])).toEqual([
      ['errors', 'ok'],
      ['inp', 'ok'],
      ['lcp', 'ok'],
    ]);
    const [errors, inp] = verdict.metrics;
    expect(errors).toMatchObject({ canary: { views: 4000 }, stable: { views: 4000 } });
    expect(typeof errors.pValue).toBe('number');
    expect(inp.canary.p75).toBeGreaterThan(0);
    expect(describeMetric(errors)).toMatch(
      /errors {2}canary \d+\/4000 = [\d.]+ % .* p = [\d.e-]+ \(α 0.001\) {2}→ ok/,
    );
  });

  it('rolls back a canary that throws on a page after loading', () => {
    const throws = fieldRow(rand, CANARY, 400, BEHAVIOURS.throws);
    const verdict = canaryVerdict({
      ...step,
      elapsedMs: 30 * MIN,
      summary: summary(stableRow, throws),
    });
    expect(verdict).toMatchObject({ decision: 'rollback', reason: 'canary worse on errors' });
  });

  it('rolls back a deliberately slow canary', () => {
    const slow = fieldRow(rand, CANARY, 400, BEHAVIOURS.slow);
    const verdict = canaryVerdict({
      ...step,
      elapsedMs: 30 * MIN,
      summary: summary(stableRow, slow),
    });
    expect(verdict).toMatchObject({ decision: 'rollback', reason: 'canary worse on inp, lcp' });
  });

  it('rolls back on one proven regression even while another metric lacks data', () => {
    const slow = { ...fieldRow(rand, CANARY, 300, BEHAVIOURS.slow), inp: [] };
    const verdict = canaryVerdict({
      ...step,
      elapsedMs: 30 * MIN,
      summary: summary(stableRow, slow),
    });
    expect(verdict.decision).toBe('rollback');
    expect(verdict.metrics.find((m) => m.metric === 'inp').outcome).toBe('no-data');
  });

  it('keeps waiting without enough data, then holds at the maximum wait', () => {
    const few = fieldRow(rand, CANARY, 150, BEHAVIOURS.good);
    const early = canaryVerdict({ ...step, elapsedMs: 60 * MIN, summary: summary(stableRow, few) });
    expect(early).toMatchObject({ decision: 'wait', reason: 'not enough data for errors, inp' });
    const late = canaryVerdict({ ...step, elapsedMs: 360 * MIN, summary: summary(stableRow, few) });
    expect(late.decision).toBe('hold');
    // No field data at all (the endpoint down): the same.
    expect(canaryVerdict({ ...step, elapsedMs: 360 * MIN, summary: undefined }).decision).toBe(
      'hold',
    );
  });
});
