// WCAG 2.2 AA with each modal open (issue 18): axe (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa)
// finds no violation on the search popup, the demo's login prompt, the first test's notice, the
// side menu, the login modal and its error, the account-recovery modals and the logged-out message,
// at 1280 px and 390 px, for a visitor and for a member whose test is finished. One loop per
// language: a Korean visitor has chosen Korean, an English one arrives with an English browser (a
// first visit). Every route's own page: route-sweep.spec.ts.
//
// One page load checks both widths: axe at 1280 px, then the window narrowed to 390 px and axe
// again. The site decides nothing by width when a page mounts (the navbar's bar and side-menu
// buttons, the modals' layout: CSS media queries only; the side menu's resize listener only closes
// it past 1024 px), so the narrowed page is what a phone loads. What is reached by a different path
// on a phone (login and logout through the side menu, the side menu itself) keeps a load per width.
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { newMember } from './support/site';
import {
  LANGUAGES,
  dialogReady,
  expectNoViolations,
  narrowed,
  pageReady,
  useBrowserOf,
} from './support/a11y';
import type { Language, Who } from './support/a11y';
import { storageStateOf, verifiedMember } from './support/members';

const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const WIDTHS = [DESKTOP, PHONE] as const;

/** The names the journeys find controls by, per language. */
const UI: Record<
  Language,
  {
    login: string;
    search: string;
    searchBox: string;
    openMenu: string;
    menu: string;
    idLabel: string;
    passwordLabel: string;
    findId: string;
    resetPassword: string;
    resetDialog: string;
    logout: string;
    loggedOut: string;
    startNotice: string;
    yes: string;
  }
> = {
  ko: {
    login: '로그인',
    search: '검색',
    searchBox: '검색어',
    openMenu: '메뉴 열기',
    menu: '메뉴',
    idLabel: '아이디 또는 이메일',
    passwordLabel: '비밀번호',
    findId: '아이디 찾기',
    resetPassword: '비밀번호 재설정',
    resetDialog: '비밀번호 재설정',
    logout: '로그아웃',
    loggedOut: '로그아웃',
    startNotice: '중복 문항 안내',
    yes: '예',
  },
  en: {
    login: 'Log in',
    search: 'Search',
    searchBox: 'Search',
    openMenu: 'Open menu',
    menu: 'Menu',
    idLabel: 'ID or email',
    passwordLabel: 'Password',
    findId: 'Find your ID',
    resetPassword: 'Reset password',
    resetDialog: 'Reset your password',
    logout: 'Log out',
    loggedOut: 'Logged out',
    startNotice: 'About repeated questions',
    yes: 'Yes',
  },
};

/** useBrowserOf, with the CSP lifted for axe and time for its runs. */
function useAxeBrowserOf(language: Language, who: Who): void {
  useBrowserOf(language, who);
  // axe injects styles of its own, which the site's CSP refuses (every other journey checks
  // the CSP); refused, they would also skew what axe measures.
  test.use({ bypassCSP: true });
  // A page load, two axe runs and their reports: a loaded machine needs more than the default.
  test.describe.configure({ timeout: 90_000 });
}

/** Replaces the shared member's session in this page's context by a new member's (no answers). */
async function asAnotherMember(page: Page, language: Language): Promise<void> {
  const { session } = await verifiedMember(false);
  await page.context().clearCookies();
  await page.context().addCookies(storageStateOf(session, language).cookies);
  await page.goto('/404');
  await page.evaluate((token) => localStorage.setItem('token', token), session.token);
}

/** The navbar's login button: in the bar on a desktop, in the side menu on a phone. */
async function openLogin(page: Page, ui: (typeof UI)[Language]): Promise<void> {
  const inBar = page.getByRole('banner').getByRole('button', { name: ui.login, exact: true });
  if (await inBar.first().isVisible()) {
    await inBar.first().click();
    return;
  }
  await page.getByRole('button', { name: ui.openMenu }).click();
  await page
    .getByRole('dialog', { name: ui.menu, exact: true })
    .getByRole('button', { name: ui.login, exact: true })
    .click();
}

/** Opens `path` and waits until it is ready, in `language` (axe checks the page as it is read). */
async function visit(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await pageReady(page);
}

/**
 * axe at 1280 px, then on the same page narrowed to 390 px (`how`: language and who); `dialog`, a
 * modal that must still be open for the second check.
 */
async function expectNoViolationsAtBothWidths(
  page: Page,
  what: string,
  how: string,
  dialog?: Locator,
): Promise<void> {
  await expectNoViolations(page, `${what} (${how}, ${DESKTOP.width}px)`);
  await narrowed(page, PHONE);
  if (dialog) await dialogReady(page, dialog);
  await expectNoViolations(page, `${what} (${how}, ${PHONE.width}px)`);
}

for (const language of LANGUAGES) {
  const ui = UI[language];
  for (const who of ['member', 'visitor'] as const) {
    test.describe(`${language} · ${who} · ${DESKTOP.width}px then ${PHONE.width}px`, () => {
      useAxeBrowserOf(language, who);
      test.use({ viewport: DESKTOP });

      test('the search popup', async ({ page }) => {
        await visit(page, '/', language);
        await page
          .getByRole('banner')
          .getByRole('button', { name: ui.search, exact: true })
          .first()
          .click();
        const popup = page.getByRole('dialog', { name: ui.search });
        await expect(popup.getByRole('searchbox', { name: ui.searchBox })).toBeVisible();
        await dialogReady(page, popup);
        await expectNoViolationsAtBothWidths(
          page,
          'the search popup',
          `${language}, ${who}`,
          popup,
        );
      });

      if (who === 'visitor') {
        test('the demo questions ask a visitor to log in', async ({ page }) => {
          await visit(page, '/questions', language);
          await page.getByRole('button', { name: ui.yes, exact: true }).first().click();
          const login = page.getByRole('dialog', { name: ui.login });
          await dialogReady(page, login);
          await expectNoViolationsAtBothWidths(
            page,
            'the login modal over the demo',
            language,
            login,
          );
        });
      } else {
        test('the notice before a first test', async ({ page }) => {
          // A member who has not started: the questions page greets them in a dialog.
          await asAnotherMember(page, language);
          await visit(page, '/questions', language);
          const notice = page.getByRole('dialog', { name: ui.startNotice });
          await dialogReady(page, notice);
          await expectNoViolationsAtBothWidths(page, 'the start notice', language, notice);
        });
      }
    });

    // Reached by another path on a phone (the side menu): one load per width.
    for (const viewport of WIDTHS) {
      test.describe(`${language} · ${who} · ${viewport.width}px`, () => {
        useAxeBrowserOf(language, who);
        test.use({ viewport });

        if (viewport.width < 768) {
          test('the side menu', async ({ page }) => {
            await visit(page, '/', language);
            await page.getByRole('button', { name: ui.openMenu }).click();
            const menu = page.getByRole('dialog', { name: ui.menu, exact: true });
            await dialogReady(page, menu);
            await expectNoViolations(
              page,
              `the side menu (${language}, ${who}, ${viewport.width}px)`,
            );
          });
        }
        if (who === 'visitor') {
          test('the login modal, its error, and the account-recovery modals', async ({ page }) => {
            await visit(page, '/', language);
            await openLogin(page, ui);
            const login = page.getByRole('dialog', { name: ui.login });
            await dialogReady(page, login);
            await expectNoViolations(page, `the login modal (${language}, ${viewport.width}px)`);

            // A wrong password: the modal explains it in place.
            await login.getByLabel(ui.idLabel).fill(newMember().userId);
            await login.getByLabel(ui.passwordLabel, { exact: true }).fill('Wrong!2345');
            await login.getByRole('button', { name: ui.login, exact: true }).click();
            await expect(login.getByRole('alert').first()).toBeVisible();
            await dialogReady(page, login);
            await expectNoViolations(
              page,
              `the login modal's error (${language}, ${viewport.width}px)`,
            );

            await login.getByRole('button', { name: ui.findId }).click();
            const findId = page.getByRole('dialog', { name: ui.findId });
            await dialogReady(page, findId);
            await expectNoViolations(page, `the find-ID modal (${language}, ${viewport.width}px)`);

            await page.keyboard.press('Escape');
            await expect(findId).toBeHidden();
            await openLogin(page, ui);
            await page
              .getByRole('dialog', { name: ui.login })
              .getByRole('button', { name: ui.resetPassword })
              .click();
            const reset = page.getByRole('dialog', { name: ui.resetDialog });
            await dialogReady(page, reset);
            await expectNoViolations(
              page,
              `the reset-password modal (${language}, ${viewport.width}px)`,
            );
          });
        } else {
          test('the message after logging out', async ({ page }) => {
            // Not the shared member: logging out ends the session its storage state holds.
            await asAnotherMember(page, language);
            await visit(page, '/', language);
            const logout = page.getByRole('button', { name: ui.logout });
            if (viewport.width < 768) {
              await page.getByRole('button', { name: ui.openMenu }).click();
              await page
                .getByRole('dialog', { name: ui.menu, exact: true })
                .getByRole('button', { name: ui.logout })
                .click();
            } else {
              await logout.first().click();
            }
            const message = page.getByRole('dialog', { name: ui.loggedOut });
            await dialogReady(page, message);
            await expectNoViolations(
              page,
              `the logged-out message (${language}, ${viewport.width}px)`,
            );
          });
        }
      });
    }
  }
}
