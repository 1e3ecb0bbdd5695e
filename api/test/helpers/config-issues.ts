// The sentences loadConfig refuses an environment with (each names its variable).
import { ConfigError, loadConfig } from '../../src/config/index.js';

export function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
