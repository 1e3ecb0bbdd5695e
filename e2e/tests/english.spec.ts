// Every route in English shows no Hangul (issue 18, item 4): a browser in English visits each page
// of the route table as a visitor, and the member pages as a member with a finished test. Only a
// language's own name (한국어 in the language controls) may stay in Korean.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { ROUTE_TABLE } from '@genetype/shared/domain';
import { verifiedMember } from './support/members';
import { signIn } from './support/site';
import type { Session } from './support/site';

/** Texts that are Korean on purpose on an English page. */
const ALLOWED = ['한국어'];
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]+/g;

const SAMPLE: Record<string, string> = {
  ':number': '7',
  ':nickname': 'nobody-here',
  ':code': 'AbCdEf12',
  ':token': 'abc',
};

const PUBLIC_PATHS = ROUTE_TABLE.filter((entry) => !entry.storedResetToken).map((entry) =>
  Object.entries(SAMPLE).reduce((path, [param, value]) => path.replace(param, value), entry.path),
);

/** Pages that differ for a member with a finished test (a visitor is sent elsewhere). */
const MEMBER_PATHS = [
  '/',
  '/myPage',
  '/profiles',
  '/welcome',
  '/result',
  '/result/print',
  '/family/inheritance',
  '/family/compare',
  '/thank-you',
  '/questions',
];

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
  const allowed = ALLOWED.reduce((rest, word) => rest.split(word).join(' '), text);
  return [...new Set(allowed.match(HANGUL) ?? [])];
}

async function settledInEnglish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#app-main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  // One page load per route; a slow machine needs more than the default.
  test.describe.configure({ timeout: 60_000 });

  for (const path of PUBLIC_PATHS) {
    test(`a visitor sees no Korean on ${path}`, async ({ page }) => {
      await page.goto(path);
      await settledInEnglish(page);
      expect(await hangulOn(page), path).toEqual([]);
    });
  }

  test.describe('a member with a finished test', () => {
    let session: Session;

    test.beforeAll(async () => {
      ({ session } = await verifiedMember(true));
    });

    for (const path of MEMBER_PATHS) {
      test(`sees no Korean on ${path}`, async ({ page }) => {
        await signIn(page, session);
        await page.goto(path);
        await settledInEnglish(page);
        expect(await hangulOn(page), path).toEqual([]);
      });
    }
  });
});
