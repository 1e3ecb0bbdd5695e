// The remote loader bound to the federation runtime instance webpack created for the shell
// (shareStrategy 'loaded-first', the runtime plugin of ./runtime-plugin), with this browser's
// rollout identity, the shared-singleton check and the API telemetry.
import {
  getInstance,
  loadRemote,
  registerRemotes,
  satisfy,
} from '@module-federation/enhanced/runtime';
import { createManifestSource } from './early-manifest';
import { createRemoteLoader } from './remote-loader';
import type { RemoteApp } from './remotes-manifest';
import { keepRolloutIdentity, readPins, rolloutBucketId } from './rollout-identity';
import { checkRemoteCompatibility, incompatibilityOf } from './shared-compatibility';
import { apiTelemetry } from './telemetry';
import type { VersionChoice } from './version-choice';

/** The versions of the shared modules this shell registered (name → version). */
function providedVersions(): Record<string, string> {
  const provided: Record<string, string> = {};
  const shared = getInstance()?.options.shared ?? {};
  for (const [name, candidates] of Object.entries(shared)) {
    const version =
      candidates.find((candidate) => candidate.from === 'shell')?.version ?? candidates[0]?.version;
    if (version) provided[name] = version;
  }
  return provided;
}

function announce(app: RemoteApp, choice: VersionChoice): void {
  // Visible in the page for operators and journeys: <html data-mf-content-version="…" data-mf-content-stage="canary">
  const root = document.documentElement;
  root.setAttribute(`data-${app}-version`, choice.version);
  root.setAttribute(`data-${app}-stage`, choice.stage);
}

keepRolloutIdentity();

export const remoteLoader = createRemoteLoader({
  runtime: { loadRemote, registerRemotes },
  // The first read uses the request index.html already made (./early-manifest).
  fetchManifest: createManifestSource(),
  rollout: {
    bucketId: rolloutBucketId,
    pins: readPins,
    // The runtime's own range check (the one it applies to shared modules): no semver in the bundle.
    checkCompatibility: (entry) => checkRemoteCompatibility(entry, providedVersions(), satisfy),
    diagnoseFailure: (entry) => incompatibilityOf(entry, providedVersions(), satisfy),
    telemetry: apiTelemetry,
    announce,
  },
});
export { installPinsFromLocation } from './rollout-identity';
export type { RemoteLoader } from './remote-loader';
