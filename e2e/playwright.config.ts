// Journeys across the composed site: the production builds served on their own ports by
// the same module as `npm start` (global-setup.ts), in Debian's Chromium.
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const jsonReport =
  process.env.PLAYWRIGHT_JSON_REPORT ?? path.join(__dirname, 'test-results', 'report.json');

/**
 * Journeys that change what every other journey sees — the rollout manifest of the run's deploy
 * root, or a remote's server stopped — run alone, after the others: the "isolated" project, which
 * `npm test` and `npm run e2e` run in a second pass (scripts/lib/test-steps.mjs). A project
 * dependency would do the same in one pass, but Playwright then runs the whole dependency even when
 * the command names one file.
 */
export const ISOLATED_JOURNEYS = [
  'rollout.spec.ts',
  'remote-down.spec.ts',
  'prerender-canary.spec.ts',
  'page-html-rollout.spec.ts',
  'platform-version.spec.ts',
  'progressive-rollout.spec.ts',
];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests',
  // `npm run test:affected`: the per-module cases of modules the change does not touch
  // (scripts/lib/affected.mjs, untouchedCasesPattern).
  grepInvert: process.env.JOURNEY_GREP_INVERT
    ? new RegExp(process.env.JOURNEY_GREP_INVERT)
    : undefined,
  outputDir: 'test-results/artifacts',
  // Two workers on this two-core machine: each journey has its own browser context and members, and
  // the few that change shared state wait for the rest (ISOLATED_JOURNEYS).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  // A journey across several pages (sign-up → mail → reset → log in; family; resuming a test) takes
  // 21–26 s alone with Debian's Chromium 156.0.8078.108 on this machine (measured 2026-11-29 on the
  // code before and after the architecture step alike): 30 s left no room for the second worker.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'journeys',
      // Each pass its own folder: Playwright empties the output folders of the projects it runs,
      // so with one folder the isolated pass deleted the journeys pass's traces and screenshots of
      // any failure (a flaky journey's first attempt included) before anyone could look at them.
      outputDir: 'test-results/artifacts/journeys',
      testIgnore: ISOLATED_JOURNEYS.map((file) => `**/${file}`),
      // Test by test, not file by file: a long file (the route sweep, the remotes' failures) is
      // shared between the workers. A file whose tests depend on each other says so
      // (test.describe.serial).
      fullyParallel: true,
      use: chromium,
    },
    {
      name: 'isolated',
      outputDir: 'test-results/artifacts/isolated',
      testMatch: ISOLATED_JOURNEYS.map((file) => `**/${file}`),
      workers: 1,
      fullyParallel: false,
      use: chromium,
    },
  ],
});
