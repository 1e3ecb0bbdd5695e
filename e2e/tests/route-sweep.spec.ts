// One sweep over the route table (issues 18, 32): each route is loaded once per language and kind of
// visitor, and that one load checks everything a route owes:
// - its one <h1> inside the frame, in the container of the app that owns it (DESIGN §2), with the
//   Korean title of the ownership table (a visitor in Korean);
// - `<html lang>` in the page's language, and no Hangul on an English page (only a language's own
//   name, 한국어, may stay);
// - the site's Content-Security-Policy (the fixture in ./support/test.ts, as in every journey);
// - on the first route of each distinct page template: axe (WCAG 2.2 AA) at 1280 px, then on the
//   same page narrowed to 390 px (the site decides nothing by width when a page mounts: CSS media
//   queries only). Both spellings of a route, /typeReport/1 and /54, and a visitor's member pages
//   (sent home) share a template. The modals and what a phone reaches by another path: a11y.spec.ts.
// Each visit is its own test, on its group's page kept by the worker (./support/kept-pages.ts): a
// full document load from a fresh browser's storage, the site's files from a warm HTTP cache.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import {
  NOT_FOUND_TITLE,
  ROUTE_TABLE,
  matchRoute,
  sectionPaths,
  typeHeading,
} from '@genetype/domain';
import type { RouteEntry } from '@genetype/domain';
import {
  LANGUAGES,
  LOCALES,
  browserStateOf,
  expectNoViolations,
  narrowed,
  pageReady,
} from './support/a11y';
import type { Who } from './support/a11y';
import { keptPage, reloadKeptWithoutCsp } from './support/kept-pages';
import { finishedMember } from './support/members';
import type { AppName } from './support/site';

const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;

interface Visit {
  path: string;
  /** The module the ownership table gives the route to. */
  owner: AppName;
  /** The app whose container shows the page's <h1> (null: not checked, a member's own pages). */
  app: AppName | null;
  /** The Korean <h1> a visitor reads (null: not checked). */
  title: string | null;
  /** Pages of one template look alike: axe checks the first visit of each. */
  template: string;
  /** A stored reset-password token makes /<token> the reset page. */
  storedResetToken?: string;
}

// Routes that, visited bare by a visitor, show another page (of the same app unless named).
const LANDS_ON: Record<string, { title: string; template: string; app?: AppName }> = {
  // Sign-up starts with the consents (docs/decisions.md, Accounts).
  '/signup': { title: '약관 동의', template: 'agreement' },
  '/create-account': { title: '약관 동의', template: 'agreement' },
  // Member pages: a visitor is sent home and asked to log in.
  '/myPage': { title: '진타입', app: 'mf-content', template: 'home' },
  '/profiles': { title: '진타입', app: 'mf-content', template: 'home' },
  '/welcome': { title: '진타입', app: 'mf-content', template: 'home' },
  '/result': { title: '진타입', app: 'mf-content', template: 'home' },
  '/result/print': { title: '진타입', app: 'mf-content', template: 'home' },
  '/family/inheritance': { title: '진타입', app: 'mf-content', template: 'home' },
  '/family/compare': { title: '진타입', app: 'mf-content', template: 'home' },
  '/thank-you': { title: '진타입', app: 'mf-content', template: 'home' },
  // Reached only from a social sign-in or the identity-check popup: alone, they explain why.
  '/marketing': { title: '가입 정보를 찾을 수 없어요', template: 'marketing' },
  '/phoneVerifyResponse': { title: '휴대폰 본인인증', template: 'phone-verify-response' },
};

const SAMPLE_PARAMS: Record<string, string[]> = {
  ':number': ['1', '54'],
  ':token': ['abc'],
  ':nickname': ['someone1'],
  ':code': ['AbCdEf12'],
};

function concretePaths(pattern: string, entry?: RouteEntry): string[] {
  // A section address (issue 38): the page's last section stands for all of them.
  if (entry?.sectionOf) return sectionPaths(entry.sectionOf).slice(-1);
  const param = Object.keys(SAMPLE_PARAMS).find((name) => pattern.includes(name));
  if (!param) return [pattern];
  return (SAMPLE_PARAMS[param] ?? []).map((value) => pattern.replace(param, value));
}

/** A report's <h1> is its type's number and name ('1번 신중한 탐구자'), not the route's title. */
function reportHeading(entry: RouteEntry, path: string): string | undefined {
  return entry.path === '/typeReport/:number'
    ? typeHeading(Number(path.split('/').pop()))
    : undefined;
}

const notFound = (path: string): Visit => ({
  path,
  owner: 'shell',
  app: 'shell',
  title: NOT_FOUND_TITLE,
  template: 'not-found',
});

/** Every route of the table, as a visitor meets it. */
const VISITOR_VISITS: Visit[] = [
  ...ROUTE_TABLE.flatMap((entry) => {
    if (entry.storedResetToken) {
      return [
        {
          path: '/tok3n42',
          owner: entry.app,
          app: entry.app,
          title: entry.title,
          template: entry.page ?? entry.path,
          storedResetToken: 'tok3n42',
        },
        // The same one-segment path without a stored token is not found.
        notFound('/tok3n42'),
      ];
    }
    return concretePaths(entry.path, entry).map((path) => ({
      path,
      owner: entry.app,
      app: LANDS_ON[path]?.app ?? entry.app,
      title: LANDS_ON[path]?.title ?? reportHeading(entry, path) ?? entry.title,
      // A gene section shows other blocks than the page's first section: axe checks it too.
      template:
        LANDS_ON[path]?.template ??
        (entry.sectionOf ? `${entry.page}/section` : (entry.page ?? entry.path)),
    }));
  }),
  notFound('/no/such/page'),
  notFound('/typeReport/55'),
  notFound('/typeReport/0'),
  notFound('/geneType/types'),
  notFound('/learningGene/2'),
];

/** The pages that differ for a member with a finished test; `:nickname`, `:code`: their own. */
const MEMBER_PATHS = [
  '/',
  '/myPage',
  '/myPage#familySection',
  '/myPage#settingSection',
  '/profiles',
  '/profiles/:nickname',
  '/s/:code',
  '/welcome',
  '/result',
  '/result/print',
  '/family/inheritance',
  '/family/compare',
  '/thank-you',
  '/questions',
];

/** Texts that are Korean on purpose on an English page. */
const ALLOWED_HANGUL = ['한국어'];
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]+/g;

/** The Hangul words a page shows (its visible text, the document title and labels). */
async function hangulOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .map((element) =>
        ['aria-label', 'placeholder', 'title', 'alt']
          .map((name) => element.getAttribute(name) ?? '')
          .join(' '),
      )
      .join(' ');
    return `${document.title} ${document.body.innerText} ${labels}`;
  });
  const allowed = ALLOWED_HANGUL.reduce((rest, word) => rest.split(word).join(' '), text);
  return [...new Set(allowed.match(HANGUL) ?? [])];
}

/**
 * `SWEEP_OWNERS` (set by `npm run test:affected`): only the routes of these modules, comma-separated.
 * Unset: every route.
 */
const OWNERS = process.env.SWEEP_OWNERS?.split(',').map((name) => name.trim());

function visitsOf(who: Who): Visit[] {
  const visits =
    who === 'visitor'
      ? VISITOR_VISITS
      : MEMBER_PATHS.map((path) => ({
          path,
          owner: matchRoute(path.replace(/#.*/, '')).entry.app,
          app: null,
          title: null,
          template: path,
        }));
  return OWNERS ? visits.filter((visit) => OWNERS.includes(visit.owner)) : visits;
}

/** The visits whose template no earlier visit of the list had: axe checks those. */
function firstOfTemplate(visits: Visit[]): Set<Visit> {
  const seen = new Set<string>();
  return new Set(
    visits.filter((visit) => {
      if (seen.has(visit.template)) return false;
      seen.add(visit.template);
      return true;
    }),
  );
}

for (const language of LANGUAGES) {
  for (const who of ['visitor', 'member'] as const) {
    test.describe(`${language} · ${who}`, () => {
      // A page load and, on a template's first visit, two axe runs: a loaded machine needs time.
      test.describe.configure({ timeout: 90_000 });
      const visits = visitsOf(who);
      const checked = firstOfTemplate(visits);

      for (const visit of visits) {
        const axe = checked.has(visit);
        const label = visit.storedResetToken ? `${visit.path} (stored token)` : visit.path;
        test(`${label}${axe ? ' · axe' : ''}`, async ({ browser, baseURL, userAgent }) => {
          const member = who === 'member' ? await finishedMember() : undefined;
          const path = visit.path
            .replace(':nickname', member?.nickname ?? '')
            .replace(':code', member?.shareCode ?? '');
          // The group's one page (./support/kept-pages.ts): a fresh document, a warm HTTP cache.
          const page = await keptPage(browser, {
            group: `${language} · ${who}`,
            locale: LOCALES[language],
            userAgent,
            viewport: DESKTOP,
            baseURL: baseURL ?? 'http://localhost:3000',
            state: await browserStateOf(language, who),
            extraStorage: visit.storedResetToken
              ? { resetPasswordToken: visit.storedResetToken }
              : undefined,
          });
          await page.goto(path);

          await expect(page.locator('html'), path).toHaveAttribute('lang', language);
          const heading = visit.app
            ? page.locator(`#app-${visit.app}`).getByRole('heading', { level: 1 })
            : page.locator('#app-main h1');
          await expect(heading, path).toBeVisible({ timeout: 30_000 });
          if (visit.title && language === 'ko') await expect(heading, path).toHaveText(visit.title);
          // Exactly one <h1> on the page: no other app left its page behind.
          await expect(page.locator('h1'), path).toHaveCount(1);
          await expect(
            page.locator('#frame-header').getByRole('navigation').first(),
            path,
          ).toBeVisible();
          await expect(page.locator('#frame-footer'), path).toBeVisible();
          if (member) {
            await expect(
              page
                .getByRole('banner')
                .getByRole('button', { name: language === 'ko' ? '로그아웃' : 'Log out' })
                .first(),
              path,
            ).toBeAttached();
          }
          await pageReady(page);
          if (language !== 'ko') expect(await hangulOn(page), path).toEqual([]);

          if (!axe) return;
          // axe adds styles of its own, which the site's CSP refuses (and which it needs to measure):
          // the page checked above under the CSP is loaded again without it, for axe alone.
          await reloadKeptWithoutCsp(page);
          await pageReady(page);
          const how = `${language}, ${who}`;
          await expectNoViolations(page, `${path} (${how}, 1280px)`);
          await narrowed(page, PHONE);
          await expectNoViolations(page, `${path} (${how}, ${PHONE.width}px)`);
        });
      }
    });
  }
}
