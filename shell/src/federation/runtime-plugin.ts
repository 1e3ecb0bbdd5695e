// Federation runtime plugin of the shell (webpack `runtimePlugins`). It lives in the entry chunk,
// so it stays tiny and imports nothing heavy.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteVersion } from './remote-versions';

/** A remote entry that hangs is a failure too; the sdk's own default waits 20 s. */
export const ENTRY_TIMEOUT_MS = 10_000;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export default function genetypeRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'genetype-remote-guard',
    createScript({ remoteInfo }) {
      // Only remote entries get the shorter time-out; chunk scripts keep the default.
      return remoteInfo ? { timeout: ENTRY_TIMEOUT_MS } : undefined;
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const container = remote?.name ?? id.split('/')[0];
      console.error(
        `[federation] ${id} (${container}@${remoteVersion(container)}) failed at ${lifecycle}: ${describe(error)}`,
      );
      // No stand-in: the caller (single-spa's loadApp) must see the failure, so the app goes to
      // LOAD_ERROR, shows the fallback and is tried again on the next navigation (DESIGN §8).
      return undefined;
    },
  };
}
