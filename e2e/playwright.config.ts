// Journeys across the composed site: the production builds served on their own ports by
// the same module as `npm start` (global-setup.ts), in Debian's Chromium.
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const jsonReport =
  process.env.PLAYWRIGHT_JSON_REPORT ?? path.join(__dirname, 'test-results', 'report.json');

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/artifacts',
  // One worker: a journey stops and restarts a remote's server, which would break any
  // journey running beside it.
  workers: 1,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
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
      name: 'chromium',
      use: {
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
      },
    },
  ],
});
