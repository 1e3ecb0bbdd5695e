// The operator's journey through the production topology (`npm run start:prod`: nginx on :8080,
// two API instances with NODE_ENV=production on PostgreSQL): its own config, since the normal one
// starts `npm start`-style servers. Run inside a network namespace (fixed ports):
//   unshare --net sh -c 'ip link set lo up && cd e2e && npx playwright test -c playwright.prod.config.ts'
// DATABASE_URL (default: TEST_DATABASE_URL's server, else the local socket) names the PostgreSQL
// server; the journey uses its own database there, genetype_e2e_prod, made afresh.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'prod',
  // One journey through one topology: its steps stop and start API instances.
  workers: 1,
  outputDir: 'test-results/prod-artifacts',
  globalSetup: './prod/global-setup.ts',
  globalTeardown: undefined,
  timeout: 60_000,
  use: { ...base.use, baseURL: 'http://localhost:8080' },
});
