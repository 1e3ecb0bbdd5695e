// One copy of each shared singleton on a page that mounts every remote (issues 16, 33): the
// federation runtime's share scope is asked which copies were actually loaded, and the platform's
// modules say how often they were evaluated (packages/platform/src/evaluations.ts). A second copy
// of the stores or of the query client would give an app its own session and cache.
import { expect, test } from './support/test';
import { hydrated, newMember, signIn, signUp } from './support/site';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@genetype/platform',
  '@genetype/platform/query',
  // The sign-in and identity-check calls (issue 18: off the first load), loaded by the member's
  // settings on /myPage.
  '@genetype/platform/providers',
  '@tanstack/react-query',
];

interface SharedEntry {
  loaded?: boolean;
  lib?: unknown;
  from?: string;
  useIn?: string[];
}

test('every app on the page uses one copy of each shared singleton', async ({ page }) => {
  const session = await signUp(newMember());
  await signIn(page, session);
  // Four remotes: the home (mf-content), the questionnaire, the member's page, the search.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading is in the HTML before any code runs: mf-content has mounted once it is hydrated.
  await hydrated(page);
  for (const [link, heading] of [
    ['/questions', /유형|검사/],
    ['/myPage', '마이페이지'],
    ['/search', '검색 결과'],
  ] as const) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  const copies = await page.evaluate((names) => {
    const share = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, unknown>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, { version: string; from?: string; useIn?: string[] }[]> = {};
    for (const scopes of Object.values(share))
      for (const modules of Object.values(scopes))
        for (const name of names) {
          const versions = (modules[name] ?? {}) as Record<string, SharedEntry>;
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded && !entry.lib) continue;
            const list = (found[name] ??= []);
            if (!list.some((copy) => copy.version === version && copy.from === entry.from))
              list.push({ version, from: entry.from, useIn: entry.useIn });
          }
        }
    return found;
  }, SINGLETONS);

  for (const name of SINGLETONS) expect(copies[name], name).toHaveLength(1);
  // An app that did not declare a singleton would bundle its own copy and never appear here.
  for (const name of ['react', '@genetype/platform'])
    expect(copies[name]?.[0]?.useIn ?? [], name).toEqual(
      expect.arrayContaining([
        'shell',
        'mf_content',
        'mf_questionnaire',
        'mf_account',
        'mf_search',
      ]),
    );
  // The query client really is shared: the questionnaire and the account app both used it.
  const users = copies['@genetype/platform/query']?.[0]?.useIn ?? [];
  expect(users).toEqual(expect.arrayContaining(['mf_questionnaire', 'mf_account']));

  // What ran, not what was registered: each platform entry and each module holding page state was
  // evaluated exactly once on this page — a relative import bundling a store into another entry,
  // or an app bundling the platform instead of sharing it, shows here as a 2.
  const evaluations = await page.evaluate(
    (key) => (globalThis as unknown as Record<string, Record<string, number>>)[key],
    '__GENETYPE_PLATFORM_EVALUATIONS__',
  );
  expect(evaluations).toEqual({
    '@genetype/platform': 1,
    '@genetype/platform/query': 1,
    '@genetype/platform/providers': 1,
    'auth store': 1,
    'API client': 1,
  });
});
