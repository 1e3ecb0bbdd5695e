// Helpers shared by the journeys: the control plane of global-setup.ts and the API.
import type { Page } from '@playwright/test';

export const API_URL = 'http://localhost:4000';

export type AppName = 'shell' | 'mf-content' | 'mf-questionnaire' | 'mf-account' | 'mf-search';

export const APP_PORTS: Record<AppName, number> = {
  shell: 3000,
  'mf-content': 3001,
  'mf-questionnaire': 3002,
  'mf-account': 3003,
  'mf-search': 3004,
};

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

let counter = 0;
/** A member nobody else in this run uses (user IDs: 5–20 letters and digits). */
export function newMember(): Member {
  counter += 1;
  const suffix = `${Date.now().toString(36).slice(-5)}${counter}`;
  return {
    userId: `e2e${suffix}`.slice(0, 20),
    email: `e2e.${suffix}@example.com`,
    password: 'Genetype!2345',
  };
}

export interface Session {
  token: string;
  refreshToken: string;
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
  const body = (await response.json()) as { message?: string; token?: Session };
  if (response.status !== 201 || !body.token) {
    throw new Error(`Sign-up failed (${response.status}): ${body.message ?? JSON.stringify(body)}`);
  }
  return body.token;
}

/** The tokens the page keeps in localStorage (spec §3 keys). */
export async function storedSession(
  page: Page,
): Promise<{ token: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}
