// Starts the production site (scripts/lib/serve.mjs — the same servers as `npm start`)
// against a throw-away SQLite file, plus a control endpoint through which a journey can
// stop and restart one app's server. Builds must exist: `npm test` builds before this.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Site {
  stop(): Promise<void>;
  startApp(app: string): Promise<void>;
  stopApp(app: string): Promise<void>;
}
interface ServeModule {
  startSite(options: {
    apiEnv?: Record<string, string | undefined>;
    quiet?: boolean;
  }): Promise<Site>;
  startControlServer(site: Site): Promise<{ url: string; stop(): Promise<void> }>;
}

export interface Harness {
  stop(): Promise<void>;
}

declare global {
  var __genetypeHarness: Harness | undefined;
}

export default async function globalSetup(): Promise<void> {
  const serveUrl = pathToFileURL(path.join(__dirname, '..', 'scripts', 'lib', 'serve.mjs')).href;
  const { startSite, startControlServer } = (await import(serveUrl)) as ServeModule;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-e2e-'));
  // Journeys may prepare data the UI of another feature would set (e.g. a verified phone number)
  // straight in this throw-away database (e2e/tests/questionnaire.spec.ts).
  process.env.E2E_SQLITE_PATH = path.join(dataDir, 'e2e.sqlite');
  // Releases and the rollout manifest of this run (rollout.spec.ts): a temporary deploy root, never
  // the repository's deploy/. The servers read it per request; workers inherit it.
  const deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-e2e-deploy-'));
  process.env.GENETYPE_DEPLOY_ROOT = deployRoot;
  // The run's own signing key: journeys mint an expired access token with it (auth.spec.ts).
  process.env.E2E_JWT_SECRET = randomBytes(32).toString('hex');
  const site = await startSite({
    quiet: !process.env.E2E_VERBOSE,
    // A fresh SQLite database per run; never a DATABASE_URL inherited from the shell.
    // Mail goes to this run's own outbox (read by password-reset.spec.ts through GET /dev/outbox.json).
    apiEnv: {
      SQLITE_PATH: path.join(dataDir, 'e2e.sqlite'),
      DATABASE_URL: undefined,
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      // Every journey signs up from 127.0.0.1: the production limits (checked by the API suites)
      // would refuse the run's later sign-ups and reset requests.
      SIGNUP_RATE_LIMIT: '1000/10m',
      JWT_SECRET: process.env.E2E_JWT_SECRET,
      FORGOT_PASSWORD_RATE_LIMIT: '1000/15m',
      LOGIN_ADDRESS_RATE_LIMIT: '1000/10m',
      // argon2id at its floor: hashing is tested by the API suites; the journeys test the pages.
      PASSWORD_HASH_COST: 'fast',
    },
  });
  const control = await startControlServer(site);
  // Workers inherit the runner's environment: this is how a journey finds the control plane.
  process.env.E2E_CONTROL_URL = control.url;

  globalThis.__genetypeHarness = {
    async stop() {
      await control.stop();
      await site.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(deployRoot, { recursive: true, force: true });
    },
  };
}
