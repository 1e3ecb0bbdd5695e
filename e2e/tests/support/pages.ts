// What a page sends, what a crawler reads of it and what it reports: shared by the journeys of
// prerendered pages and link previews.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from './test';

/** The HTML a client gets before any script runs. */
export async function htmlOf(
  request: APIRequestContext,
  pathname: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(pathname, { headers: { Accept: 'text/html', ...headers } });
  expect(response.status(), pathname).toBe(200);
  return { html: await response.text(), headers: response.headers() };
}

/** Console errors (and with `warnings`, warnings) of a page: React reports hydration mismatches there. */
export function consoleErrors(page: Page, { warnings = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const CRAWLER = { 'User-Agent': 'facebookexternalhit/1.1', Accept: '*/*' };

export interface Head {
  title?: string;
  meta: Record<string, string>;
  canonical?: string;
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The tags a crawler reads from a page's HTML (no JavaScript runs). */
export async function crawl(
  request: APIRequestContext,
  pathname: string,
): Promise<Head & { status: number }> {
  const response = await request.get(pathname, { headers: CRAWLER });
  const html = await response.text();
  const meta: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)"/g,
  )) {
    meta[key as string] = unescape(value as string);
  }
  return {
    status: response.status(),
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    meta,
  };
}

export function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

export async function expectCard(
  request: APIRequestContext,
  url: string | undefined,
): Promise<APIResponse> {
  expect(url, 'og:image').toMatch(/^https?:\/\//);
  const image = await request.get(url as string);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  return image;
}

/**
 * Waits until a sampled view's field-metric collector (the shell's `field-metrics-collect` chunk,
 * loaded at idle) is on the page: from then on, leaving the page sends its beacon.
 */
export async function fieldMetricsCollecting(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('field-metrics-collect')),
        ),
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
}
