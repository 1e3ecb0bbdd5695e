// Slow and failing remotes (issue 17, item 2), simulated in the browser with page.route: each of
// the four remotes refusing connections, hanging, answering 404 or 500 for its entry, and failing
// a chunk after its entry loaded. In every case the page shows the loader and then the fallback
// with "다시 시도" in that remote's place, while login, search and another module's page work;
// once the remote answers again, the retry brings its page.
// (remote-down.spec.ts stops a remote's real server instead.)
import { expect, test } from './support/test';
import type { Locator, Page, Route } from '@playwright/test';
import { APP_PORTS, exercises, firstUse, newMember, signUp } from './support/site';
import type { Member } from './support/site';

type Remote = 'mf-content' | 'mf-questionnaire' | 'mf-account' | 'mf-search';
type Failure = 'refused' | 'hanging' | 'entry 404' | 'entry 500' | 'chunk fails';

/** The shell's REMOTE_LOAD_TIMEOUT_MS (shell/src/single-spa/load-guard.ts). */
const REMOTE_LOAD_TIMEOUT_MS = 15_000;

interface Case {
  /** A page of the remote, and what shows once it rendered (for a visitor or a member). */
  path: string;
  rendered: (main: Locator) => Locator;
  /** An in-app link (navbar) to another module's page, and that module. */
  elsewhere: { link: string; app: Remote };
  /** Whether the search popup (mf-search's parcel) can be used meanwhile. */
  search: boolean;
}

const CASES: Record<Remote, Case> = {
  'mf-content': {
    path: '/typeReport/7',
    rendered: (main) => main.getByRole('heading', { level: 1, name: '7번 빈틈없는 설계자' }),
    elsewhere: { link: '검사하기', app: 'mf-questionnaire' },
    search: true,
  },
  'mf-questionnaire': {
    path: '/questions',
    rendered: (main) => main.getByRole('heading', { level: 1 }).first(),
    elsewhere: { link: '진타입 홈', app: 'mf-content' },
    search: true,
  },
  'mf-account': {
    path: '/myPage',
    rendered: (main) => main.getByRole('heading', { level: 1, name: '마이페이지' }),
    elsewhere: { link: '진타입 홈', app: 'mf-content' },
    search: true,
  },
  'mf-search': {
    path: '/search',
    rendered: (main) => main.getByRole('heading', { level: 1, name: '검색 결과' }),
    elsewhere: { link: '진타입 홈', app: 'mf-content' },
    search: false,
  },
};

const FAILURES: Failure[] = ['refused', 'hanging', 'entry 404', 'entry 500', 'chunk fails'];

// Each journey signs up, logs in, searches and visits three pages: more than the default 30 s
// on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const appArea = (page: Page, app: Remote) => page.locator(`#app-${app}`);

/**
 * Makes one remote's origin fail the given way. Returns the cure: the origin answers again (the
 * hanging requests are dropped, as a server that comes back drops its stuck connections).
 */
async function breakRemote(page: Page, remote: Remote, failure: Failure) {
  const origin = `http://localhost:${APP_PORTS[remote]}`;
  const held: Route[] = [];
  const isEntry = (url: URL) => url.origin === origin && url.pathname === '/remoteEntry.js';
  const matches = (url: URL): boolean => {
    if (failure === 'refused') return url.origin === origin;
    if (failure === 'chunk fails')
      return url.origin === origin && url.pathname.endsWith('.js') && !isEntry(url);
    return isEntry(url);
  };
  const handler = async (route: Route) => {
    if (failure === 'refused') return route.abort('connectionrefused');
    if (failure === 'hanging') return void held.push(route);
    if (failure === 'entry 404') return route.fulfill({ status: 404, body: 'Not Found' });
    if (failure === 'entry 500') return route.fulfill({ status: 500, body: 'Server Error' });
    return route.abort('failed');
  };
  await page.route(matches, handler);
  return async () => {
    // Dropped first: unrouting would let the held requests through to the server.
    await Promise.all(held.map((route) => route.abort('connectionreset').catch(() => {})));
    await page.unroute(matches, handler);
  };
}

async function logIn(page: Page, member: Member) {
  const header = page.locator('#frame-header');
  await header.getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디 또는 이메일').fill(member.userId);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

async function searchWorks(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '검색', exact: true }).click();
  const popup = page.getByRole('dialog', { name: '검색' });
  const field = popup.getByRole('searchbox', { name: '검색어' });
  await field.fill('창의성');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search$/);
  await expect(appArea(page, 'mf-search').getByTestId('search-result').first()).toBeVisible();
}

for (const remote of Object.keys(CASES) as Remote[]) {
  const spec = CASES[remote];
  // The shell's fallback and login, the failing remote, the search popup and the other module.
  const modules = exercises(
    'shell',
    remote,
    spec.elsewhere.app,
    ...(spec.search ? (['mf-search'] as const) : []),
  );
  test.describe(`${remote} failing`, modules, () => {
    for (const failure of FAILURES) {
      test(`${failure}: loader, then 다시 시도 in its place; the rest of the site works`, async ({
        page,
      }) => {
        const member = newMember();
        await signUp(member);
        const main = page.locator('#app-main');
        const area = appArea(page, remote);
        const loader = area.getByRole('status').filter({ hasText: '화면을 불러오는 중이에요' });
        const fallback = area.getByRole('heading', { name: '이 화면을 불러오지 못했어요' });
        const header = page.locator('#frame-header');
        const hanging = failure === 'hanging';

        // The time-outs run on the page's clock, which the journey moves on instead of waiting.
        if (hanging) await page.clock.install();
        const gaveUp: string[] = [];
        page.on('console', (message) => {
          if (/RemoteLoadTimeoutError/.test(message.text())) gaveUp.push(message.text());
        });
        const cure = await breakRemote(page, remote, failure);
        await page.goto(spec.path, { waitUntil: 'domcontentloaded' });
        // A prerendered page starts its code when the visitor first uses it.
        await firstUse(page);

        if (hanging) {
          // A remote that does not answer: its page as the composer prerendered it (public routes),
          // else the loader — never an empty main area.
          const prerendered = (await area.locator('[data-prerender-build]').count()) > 0;
          if (prerendered) await expect(area.getByRole('heading').first()).toBeVisible();
          else await expect(loader).toBeVisible();
          await expect(fallback).toBeHidden();
        } else {
          await expect(fallback).toBeVisible();
          await expect(area.getByRole('button', { name: '다시 시도' })).toBeVisible();
        }
        await expect(header.getByRole('navigation').first()).toBeVisible();
        await expect(page.locator('#frame-footer')).toBeVisible();

        // Meanwhile: login, search, another module's page.
        await logIn(page, member);
        if (spec.search) await searchWorks(page);
        await header.getByRole('link', { name: spec.elsewhere.link, exact: true }).first().click();
        await expect(
          appArea(page, spec.elsewhere.app).getByRole('heading', { level: 1 }).first(),
        ).toBeVisible();
        await expect(fallback).toBeHidden();
        await expect(loader).toBeHidden();
        // A hanging remote did not hold the navigation until its time-out: it was given up at once.
        expect(gaveUp).toEqual([]);

        // Back to the broken page (in-app): tried again, and given up after the time-out when it
        // hangs.
        await page.evaluate((path) => window.history.pushState(null, '', path), spec.path);
        if (hanging) {
          await expect(loader).toBeVisible();
          await page.clock.fastForward(REMOTE_LOAD_TIMEOUT_MS + 1_000);
        }
        await expect(fallback).toBeVisible();
        await expect(loader).toBeHidden();
        await expect(main.getByRole('button', { name: '다시 시도' })).toHaveCount(1);

        // The remote answers again: 다시 시도 brings its page, for the member now logged in.
        await cure();
        await area.getByRole('button', { name: '다시 시도' }).click();
        await expect(spec.rendered(area)).toBeVisible();
        await expect(fallback).toBeHidden();
        await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
      });
    }
  });
}

test(
  'a slow remote: its prerendered page at once, the loader on an in-app visit, never an empty main area',
  exercises('shell', 'mf-content', 'mf-search'),
  async ({ page }) => {
    // Every file of mf-content arrives 3 s late.
    await page.route(
      (url) => url.origin === `http://localhost:${APP_PORTS['mf-content']}`,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue().catch(() => {});
      },
    );
    const area = appArea(page, 'mf-content');
    const loader = area.getByRole('status').filter({ hasText: '화면을 불러오는 중이에요' });
    const report = area.getByRole('heading', { level: 1, name: '7번 빈틈없는 설계자' });

    // A first visit: the page composer's HTML shows the report before the module's code arrives.
    let started = Date.now();
    await page.goto('/typeReport/7', { waitUntil: 'commit' });
    await expect(report).toBeVisible();
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(loader).toHaveCount(0);

    // An in-app visit has no prerendered HTML: the loader holds the place until the page arrives.
    await page.goto('/search', { waitUntil: 'commit' });
    await expect(appArea(page, 'mf-search').getByRole('heading', { level: 1 })).toBeVisible();
    started = Date.now();
    await page.evaluate(() => window.history.pushState(null, '', '/typeReport/7'));
    await expect(loader).toBeVisible();
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(report).toBeVisible({ timeout: 20_000 });
    await expect(loader).toHaveCount(0);
  },
);
