import type { DestinationStream } from 'pino';
import type { Config } from '../config/index.js';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';

export interface AppDependencies {
  /** An already migrated database; when omitted the app opens (and migrates, and closes) its own. */
  db?: Db;
  clock?: Clock;
  /** How often this instance reads sessions revoked elsewhere (tests shorten it). */
  revocationPollMs?: number;
  /** Where the log lines go instead of stdout (the log-privacy test reads them). */
  logStream?: DestinationStream;
  /**
   * The least time every forgot-password answer takes (FORGOT_PASSWORD_MINIMUM_MS, so it does not
   * tell whether a mail was sent); the test app sets 0 where it is not what is measured.
   */
  forgotPasswordMinimumMs?: number;
}

/** What buildApp hands every plugin and route module it loads (autoload's `options`). */
export interface AppOptions {
  config: Config;
  dependencies: AppDependencies;
}
