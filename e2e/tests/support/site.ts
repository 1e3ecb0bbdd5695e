// Helpers shared by the journeys: the control plane of global-setup.ts and the API.
import { createHmac } from 'node:crypto';
import type { Cookie, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const API_URL = 'http://localhost:4000';

export type AppName = 'shell' | 'mf-content' | 'mf-questionnaire' | 'mf-account' | 'mf-search';

export const APP_PORTS: Record<AppName, number> = {
  shell: 3000,
  'mf-content': 3001,
  'mf-questionnaire': 3002,
  'mf-account': 3003,
  'mf-search': 3004,
};

/**
 * The modules one case of a many-module file exercises, as Playwright tags: `npm run test:affected`
 * runs the case only when one of them changed (scripts/lib/affected.mjs, untouchedCasesPattern).
 * Every module named must also be listed for the file in e2e/journey-owners.json.
 */
export const exercises = (...apps: AppName[]) => ({
  tag: [...new Set(apps)].map((app) => `@${app}`),
});

async function control(app: AppName, action: 'stop' | 'start'): Promise<void> {
  const base = process.env.E2E_CONTROL_URL;
  if (!base)
    throw new Error(
      'E2E_CONTROL_URL is not set: run the journeys through playwright.config.ts (global-setup.ts).',
    );
  const response = await fetch(`${base}/apps/${app}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${action} ${app}: ${await response.text()}`);
}

/** Stops the static server of one app, as if its CDN origin went down. */
export const stopApp = (app: AppName) => control(app, 'stop');
/** Starts it again (serving the same dist/). */
export const startApp = (app: AppName) => control(app, 'start');

export interface Member {
  userId: string;
  email: string;
  password: string;
}

/** This Playwright worker's number: journeys run in parallel workers, each its own process. */
export const WORKER_INDEX = Number(process.env.TEST_WORKER_INDEX ?? 0);

let counter = 0;
/** A member nobody else in this run uses (user IDs: 5–20 letters and digits). */
export function newMember(): Member {
  counter += 1;
  const suffix = `${Date.now().toString(36).slice(-5)}w${WORKER_INDEX}n${counter}`;
  return {
    userId: `e2e${suffix}`.slice(0, 20),
    email: `e2e.${suffix}@example.com`,
    password: 'Genetype!2345',
  };
}

export interface Session {
  token: string;
  /** From the HttpOnly cookie of the sign-up answer: what another device's browser holds. */
  refreshToken: string;
}

/** The HttpOnly cookie that carries the refresh token, scoped to the API's refresh path. */
export const REFRESH_COOKIE = 'genetype_refresh';
export const REFRESH_PATH = '/user/refresh';

function refreshTokenOf(response: Response): string | null {
  for (const line of response.headers.getSetCookie()) {
    const match = new RegExp(`^${REFRESH_COOKIE}=([^;]+)`).exec(line);
    if (match) return match[1]!;
  }
  return null;
}

/** Signs a member up through the API, as another device would. */
export async function signUp(member: Member): Promise<Session> {
  const response = await fetch(`${API_URL}/user/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...member,
      confirmPassword: member.password,
      // The consents of /agreement (issue 3): an adult, marketing declined.
      consents: { termsAgreed: true, privacyAgreed: true, birthDate: '1990-05-01' },
    }),
  });
  const body = (await response.json()) as { message?: string; token?: { token: string } };
  const refreshToken = refreshTokenOf(response);
  if (response.status !== 201 || !body.token || !refreshToken) {
    throw new Error(`Sign-up failed (${response.status}): ${body.message ?? JSON.stringify(body)}`);
  }
  return { token: body.token.token, refreshToken };
}

/** Logs a member in through the API, as another device would. */
export async function logInThroughApi(member: Member): Promise<Session> {
  const response = await fetch(`${API_URL}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: member.userId, password: member.password }),
  });
  const body = (await response.json()) as { message?: string; token?: { token: string } };
  const refreshToken = refreshTokenOf(response);
  if (response.status !== 200 || !body.token || !refreshToken) {
    throw new Error(`Login failed (${response.status}): ${body.message ?? JSON.stringify(body)}`);
  }
  return { token: body.token.token, refreshToken };
}

/** The API's HttpOnly refresh cookie holding `refreshToken`, as a login sets it. */
function refreshCookieFor(refreshToken: string): Cookie {
  return {
    name: REFRESH_COOKIE,
    value: refreshToken,
    domain: 'localhost',
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: false,
    expires: -1,
  };
}

/**
 * Puts a session in the browser the way a login leaves it: the access token in localStorage
 * (spec §3), the refresh token in the API's HttpOnly cookie. Opens the site first.
 */
export async function signIn(page: Page, session: Session): Promise<void> {
  await page.context().addCookies([refreshCookieFor(session.refreshToken)]);
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), session.token);
  // The visitor's home starts its code on use: used now, it starts with the stored session.
  await firstUse(page);
}

/**
 * Puts a session in the browser without running the site's code: the refresh cookie, and the
 * access token stored from /robots.txt, a page of the same origin. For a journey that then changes
 * the session under the page (an expired token): a page whose code ran with the session could
 * still be checking it when it changes, and meet the change itself — renewing or clearing it
 * before the page the journey opens next, or cut off by that navigation.
 */
export async function plantSession(page: Page, session: Session): Promise<void> {
  await page.context().addCookies([refreshCookieFor(session.refreshToken)]);
  await page.goto('/robots.txt');
  await page.evaluate((token) => localStorage.setItem('token', token), session.token);
}

/** The refresh cookie the browser holds for the API, if any. */
export async function refreshCookie(page: Page): Promise<Cookie | undefined> {
  const cookies = await page.context().cookies(API_URL + REFRESH_PATH);
  return cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

/** POST /user/refresh as a browser holding `refreshToken` in its cookie would. */
export function refreshWith(refreshToken: string): Promise<Response> {
  return fetch(`${API_URL}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { Cookie: `${REFRESH_COOKIE}=${refreshToken}` },
  });
}

/** `accessToken` as it will be once expired: same member and session, signed with the run's key. */
export function expiredCopy(accessToken: string): string {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set: run through playwright.config.ts.');
  const claims = JSON.parse(
    Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, iat: now - 960, exp: now - 60 })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** The tokens the page keeps in localStorage (spec §3 keys): the refresh token must never be one. */
export async function storedSession(
  page: Page,
): Promise<{ token: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}

/**
 * Uses the page, then waits until its prerendered HTML (shell/server/page-html.ts) has been
 * hydrated and the prerendered frame replaced by the live one: the module's mount and the shell's
 * first render each remove their mark. A visitor's prerendered page starts its code at the first
 * sign of use (shell/index.html): the pointer coming over the page, as a desktop visitor's does.
 * Before that, the page is static HTML — a tab does nothing, a link is a full page load without
 * router state, and the navbar's buttons are replaced (taking focus with them) — so a journey
 * that interacts waits for both.
 */
export async function hydrated(page: Page): Promise<void> {
  await firstUse(page);
  await expect(page.locator('[data-prerender-build]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[data-prerendered-frame]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The pointer comes over the page (a desktop visitor's first sign of use), in its bottom corner,
 * away from its links. Two steps, so that it moves even if it already rested there.
 */
export async function firstUse(page: Page): Promise<void> {
  const size = page.viewportSize();
  const [right, bottom] = [(size?.width ?? 800) - 2, (size?.height ?? 600) - 2];
  await page.mouse.move(right - 1, bottom - 1);
  await page.mouse.move(right, bottom);
}

/**
 * Opens `path` for the member of `session` after their session died: the access token expired
 * and the refresh cookie no longer opens a session (past its 30 days, or revoked), so the
 * renewal is refused. Returns once the API has refused it.
 */
export async function openWithDeadSession(
  page: Page,
  session: Session,
  path: string,
): Promise<void> {
  // Planted without running the site's code: a page that ran it would meet the dead session itself
  // and clear it before `path` opens.
  await plantSession(page, { token: expiredCopy(session.token), refreshToken: 'x'.repeat(43) });
  const refused = page.waitForResponse(
    (response) => response.url() === `${API_URL}${REFRESH_PATH}` && response.status() === 401,
  );
  await page.goto(path);
  await refused;
}
