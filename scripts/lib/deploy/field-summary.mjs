// Where a progressive rollout reads its field data: the API's `GET /telemetry/field-summary`
// (page views, views with an uncaught error, INP and LCP samples, per version of one module).
//   { module, since, versions: [{ version, views, errorViews, inp: number[], lcp: number[] }] }
// `GENETYPE_FIELD_SUMMARY_URL` replaces the endpoint (the scripted rollout test points it at a
// stub speaking the same contract). Pure (no import.meta), so the scripts' jest suite can load it.

/** The endpoint: the API's own unless `GENETYPE_FIELD_SUMMARY_URL` names another. */
export function fieldSummaryEndpoint(apiUrl, env = process.env) {
  return env.GENETYPE_FIELD_SUMMARY_URL || `${apiUrl}/telemetry/field-summary`;
}

/**
 * The field summary of `module` since `since` (ISO time).
 * @returns {Promise<{ summary?: { module: string, since: string, versions: Array<{ version: string, views: number, errorViews: number, inp: number[], lcp: number[] }> }, error?: string }>}
 */
export async function fetchFieldSummary({ endpoint, module, since, timeoutMs = 10_000 }) {
  const url = `${endpoint}?module=${encodeURIComponent(module)}&since=${encodeURIComponent(since)}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { error: `${url} answered HTTP ${response.status}` };
    const summary = await response.json();
    if (!Array.isArray(summary?.versions))
      return { error: `${url} answered without a "versions" list` };
    return { summary };
  } catch (error) {
    return {
      error: `${url} does not answer (${error.cause?.code ?? error.message}) — is the API running?`,
    };
  }
}
