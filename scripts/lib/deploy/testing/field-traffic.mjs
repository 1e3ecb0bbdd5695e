// Test support: simulated members' page views with the field data the browser reports (uncaught
// errors, INP, LCP), so the verdict and the progressive command can be exercised on numbers whose
// truth is known. Seeded: the same seed gives the same views.

/** mulberry32: a small seeded PRNG in [0, 1). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Log-normal samples (ms), the usual shape of INP and LCP, with the given median. */
export function logNormal(rand, medianMs, sigma = 0.5) {
  // Box–Muller.
  const u = 1 - rand();
  const v = rand();
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.round(medianMs * Math.exp(sigma * normal));
}

/** What a version does to its page views. */
export const BEHAVIOURS = {
  /** Stable's figures: 0.4 % of views with an uncaught error, INP median 120 ms, LCP 1.6 s. */
  good: { errorRate: 0.004, inpMs: 120, lcpMs: 1600 },
  /** Throws after loading on one page (the result page, ~30 % of views). */
  throws: { errorRate: 0.004, throwsOnShare: 0.3, inpMs: 120, lcpMs: 1600 },
  /** Deliberately slow: every interaction and the largest paint take longer. */
  slow: { errorRate: 0.004, inpMs: 120, lcpMs: 1600, extraInpMs: 250, extraLcpMs: 900 },
};

/**
 * A version's row of the field summary for `views` page views, as the API answers it.
 * @param {() => number} rand
 */
export function fieldRow(rand, version, views, behaviour) {
  let errorViews = 0;
  const inp = [];
  const lcp = [];
  for (let i = 0; i < views; i += 1) {
    const onBadPage = behaviour.throwsOnShare !== undefined && rand() < behaviour.throwsOnShare;
    if (onBadPage || rand() < behaviour.errorRate) errorViews += 1;
    lcp.push(logNormal(rand, behaviour.lcpMs) + (behaviour.extraLcpMs ?? 0));
    // Not every view has an interaction (no INP then).
    if (rand() < 0.6) inp.push(logNormal(rand, behaviour.inpMs) + (behaviour.extraInpMs ?? 0));
  }
  return { version, views, errorViews, inp: inp.slice(-5000), lcp: lcp.slice(-5000) };
}
