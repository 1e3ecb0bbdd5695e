// Which version of a module this browser runs: a tester's pin, else the canary for the members whose
// bucket falls under its percentage, else stable. Pure, so the rules are tested without a browser —
// and so the page server (shell/server/page-composer.ts) makes the very same choice when it picks
// which version's prerendered HTML a visitor gets.
import type { RemoteLoadStage } from '@genetype/domain/contracts';
// With `.js`: the page server (shell/server) compiles this module for Node too, and Node's ES module
// resolution wants the file's name; the browser's bundler and jest map it back to the .ts file.
import type { RemoteApp, RemoteDescriptor, RemoteRollout } from './remotes-manifest.js';

/** stable, canary, pinned — or fallback: stable, after the chosen version failed. */
export type VersionStage = RemoteLoadStage;

export interface VersionChoice extends RemoteDescriptor {
  stage: VersionStage;
  /** Set when the choice is not what the manifest or a pin asked for, and why. */
  note?: string;
}

/** 32-bit FNV-1a: tiny, stable across browsers and releases, evenly spread over short strings. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The member's bucket for one module, 0–99. The module name is part of the key so that the same
 * members are not always the first to get every module's canary.
 */
export function rolloutBucket(bucketId: string, app: RemoteApp): number {
  return fnv1a(`${bucketId}:${app}`) % 100;
}

export function chooseVersion(
  app: RemoteApp,
  rollout: RemoteRollout,
  { bucketId, pin }: { bucketId: string; pin?: string },
): VersionChoice {
  if (pin !== undefined) {
    const entry = rollout.versions[pin];
    if (entry) return { version: pin, entry, stage: 'pinned' };
    // A pin to a version that is not (or no longer) published is ignored, never guessed at.
    const note = `pinned version ${pin} is not published in remotes.json`;
    return { ...chooseVersion(app, rollout, { bucketId }), note };
  }
  const { canary } = rollout;
  if (
    canary &&
    canary.version !== rollout.stable.version &&
    rolloutBucket(bucketId, app) < canary.percent
  ) {
    return { version: canary.version, entry: canary.entry, stage: 'canary' };
  }
  return { ...rollout.stable, stage: 'stable' };
}
