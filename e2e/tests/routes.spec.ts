// Every route of the ownership table renders its one <h1> inside the frame, in the
// container of the app that owns it (DESIGN §2: each route belongs to exactly one app).
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { NOT_FOUND_TITLE, ROUTE_TABLE, SERVER_ERROR_TITLE } from '@genetype/shared/domain';
import type { AppName } from './support/site';

interface Visit {
  path: string;
  app: AppName;
  title: string;
}

const SAMPLE_PARAMS: Record<string, string[]> = {
  ':number': ['1', '54'],
  ':token': ['abc'],
  ':nickname': ['someone1'],
};

function concretePaths(pattern: string): string[] {
  const param = Object.keys(SAMPLE_PARAMS).find((name) => pattern.includes(name));
  if (!param) return [pattern];
  return (SAMPLE_PARAMS[param] ?? []).map((value) => pattern.replace(param, value));
}

// Routes that, visited bare by a visitor, show another page (of the same app unless named).
const LANDS_ON: Record<string, { title: string; app?: AppName }> = {
  // Sign-up starts with the consents (docs/decisions.md, Accounts).
  '/signup': { title: '약관 동의' },
  '/create-account': { title: '약관 동의' },
  // Member pages: a visitor is sent home and asked to log in.
  '/myPage': { title: '진타입', app: 'mf-content' },
  '/profiles': { title: '진타입', app: 'mf-content' },
  '/welcome': { title: '진타입', app: 'mf-content' },
  '/result': { title: '진타입', app: 'mf-content' },
  '/result/print': { title: '진타입', app: 'mf-content' },
  '/family/inheritance': { title: '진타입', app: 'mf-content' },
  '/family/compare': { title: '진타입', app: 'mf-content' },
  '/thank-you': { title: '진타입', app: 'mf-content' },
  // Reached only from a social sign-in or the identity-check popup: alone, they explain why.
  '/marketing': { title: '가입 정보를 찾을 수 없어요' },
  '/phoneVerifyResponse': { title: '휴대폰 본인인증' },
};

const visits: Visit[] = [
  ...ROUTE_TABLE.filter((entry) => !entry.storedResetToken).flatMap((entry) =>
    concretePaths(entry.path).map((path) => ({
      path,
      app: LANDS_ON[path]?.app ?? entry.app,
      title: LANDS_ON[path]?.title ?? entry.title,
    })),
  ),
  { path: '/no/such/page', app: 'shell', title: NOT_FOUND_TITLE },
  { path: '/typeReport/55', app: 'shell', title: NOT_FOUND_TITLE },
  { path: '/typeReport/0', app: 'shell', title: NOT_FOUND_TITLE },
];

async function expectPage(page: Page, { app, title }: Omit<Visit, 'path'>) {
  const heading = page
    .locator(`#app-${app}`)
    .getByRole('heading', { level: 1, name: title, exact: true });
  await expect(heading).toBeVisible();
  // Exactly one <h1> on the page: no other app left its page behind.
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('#frame-header').getByRole('navigation').first()).toBeVisible();
  await expect(page.locator('#frame-footer')).toBeVisible();
}

test.describe('route table', () => {
  test('has the error pages and both spellings', () => {
    const paths = visits.map((visit) => visit.path);
    for (const path of [
      '/404',
      '/500',
      '/geneType',
      '/GeneType',
      '/learningGene',
      '/LearningGene',
      '/typeReport/54',
    ]) {
      expect(paths).toContain(path);
    }
    expect(visits.find((visit) => visit.path === '/500')?.title).toBe(SERVER_ERROR_TITLE);
  });

  for (const visit of visits) {
    test(`${visit.path} → ${visit.app}: ${visit.title}`, async ({ page }) => {
      await page.goto(visit.path);
      await expectPage(page, visit);
    });
  }

  test('a stored reset-password token makes /<token> the reset page', async ({ page }) => {
    const entry = ROUTE_TABLE.find((route) => route.storedResetToken);
    expect(entry).toBeDefined();
    await page.goto('/404');
    await page.evaluate(() => localStorage.setItem('resetPasswordToken', 'tok3n42'));
    await page.goto('/tok3n42');
    await expectPage(page, { app: entry?.app ?? 'mf-account', title: entry?.title ?? '' });
  });

  test('the same one-segment path without a stored token is not found', async ({ page }) => {
    await page.goto('/tok3n42');
    await expectPage(page, { app: 'shell', title: NOT_FOUND_TITLE });
  });
});
