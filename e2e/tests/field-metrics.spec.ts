// Field metrics (issue #39): a real page view in Chromium, sampled at 100 % for this browser by the
// documented setting (localStorage 'genetype:field-sample-rate'), ends as the visitor leaves; its
// beacon reaches the API, which shows it on /metrics and in GET /telemetry/field-summary with the
// route's template, the language and the version of the module on the page.
import { expect, test } from './support/test';
import { fieldMetricsCollecting } from './support/pages';
import { API_URL, firstUse } from './support/site';

const MODULE = 'mf-content';

interface FieldSummary {
  module: string;
  since: string;
  versions: { version: string; views: number; errorViews: number; inp: number[]; lcp: number[] }[];
}

async function versionRow(version: string) {
  const response = await fetch(`${API_URL}/telemetry/field-summary?module=${MODULE}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as FieldSummary;
  expect(body.module).toBe(MODULE);
  return body.versions.find((row) => row.version === version);
}

/** A sample's value on /metrics (0 when the series is not there yet). */
async function metric(series: string): Promise<number> {
  const text = await (await fetch(`${API_URL}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function remoteLoadSeen(version: string): Promise<boolean> {
  const response = await fetch(`${API_URL}/telemetry/remote-summary`);
  const body = (await response.json()) as { versions: { module: string; version: string }[] };
  return body.versions.some((row) => row.module === MODULE && row.version === version);
}

test('a page view ends and the API counts it by route template, language and module version', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('genetype:field-sample-rate', '1'));
  const pageViews = 'field_page_views_total{route="/typeReport/:number",language="ko"}';
  const viewsBefore = await metric(pageViews);

  await page.goto('/typeReport/3');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A visitor's prerendered page starts its code at the first use.
  await firstUse(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute(`data-${MODULE}-version`, /.+/);
  const version = (await html.getAttribute(`data-${MODULE}-version`)) ?? '';
  const before = (await versionRow(version)) ?? { views: 0, lcp: [] as number[] };
  // The version is known to the API (the shell's remote-loads report) before the view ends, so
  // the view gets the version's own label on /metrics.
  await expect.poll(() => remoteLoadSeen(version), { timeout: 20_000 }).toBe(true);
  // The measuring chunk loads at idle for a sampled view.
  await fieldMetricsCollecting(page);
  const moduleViews = `field_module_views_total{module="${MODULE}",version="${version}"}`;
  const moduleViewsBefore = await metric(moduleViews);

  // Leaving the page hides it: its beacon goes as the page does (Playwright does not see it, the
  // API does).
  await page.goto('about:blank');
  // At least: journeys in other workers may send their own sampled views (10 % by default).
  await expect
    .poll(async () => (await versionRow(version))?.views ?? 0)
    .toBeGreaterThanOrEqual(before.views + 1);
  const after = await versionRow(version);
  expect(after?.lcp.length).toBeGreaterThanOrEqual(before.lcp.length + 1);
  expect(after?.lcp[0]).toBeGreaterThan(0);
  expect(await metric(pageViews)).toBeGreaterThanOrEqual(viewsBefore + 1);
  expect(await metric(moduleViews)).toBeGreaterThanOrEqual(moduleViewsBefore + 1);
  expect(
    await metric(`field_lcp_seconds_count{route="/typeReport/:number",language="ko"}`),
  ).toBeGreaterThanOrEqual(1);
});
