// The request for remotes.json that index.html makes while the shell's code is still downloading
// (an inline script stores its promise in `window.__GENETYPE_REMOTES__`). It is read once, parsed
// once, and shared by the warm-up and the remote loader's first load; every later read of the
// manifest (a retry after a failure) fetches it again, as before.
import { fetchRemotesManifest, REMOTES_MANIFEST_URL } from './remotes-manifest';
import type { RemotesManifest } from './remotes-manifest';

declare global {
  interface Window {
    __GENETYPE_REMOTES__?: Promise<Response>;
  }
}

let early: Promise<RemotesManifest> | null | undefined;

/** The manifest index.html asked for, parsed (null when the page made no early request). */
export function earlyManifest(
  win: Window | undefined = globalThis.window,
): Promise<RemotesManifest> | null {
  if (early === undefined) {
    const response = win?.__GENETYPE_REMOTES__;
    if (win) win.__GENETYPE_REMOTES__ = undefined;
    early = response ? fetchRemotesManifest(REMOTES_MANIFEST_URL, () => response) : null;
    // Whoever uses it sees a failure; unused, it must not be an unhandled rejection.
    early?.catch(() => {});
  }
  return early;
}

/**
 * remotes.json for the remote loader: the early answer the first time (if the page has one),
 * a fresh request every other time.
 */
export function createManifestSource(
  first: () => Promise<RemotesManifest> | null = earlyManifest,
  fetchManifest: () => Promise<RemotesManifest> = () => fetchRemotesManifest(),
): () => Promise<RemotesManifest> {
  let used = false;
  return () => {
    const answer = used ? null : first();
    used = true;
    return answer ?? fetchManifest();
  };
}

/**
 * The same early answer read from a copy of the response, for the warm-up: it runs as its own
 * script inlined in index.html (before the shell's code), so it must leave the response itself to
 * the remote loader. Null when the page made no early request.
 */
export function earlyManifestCopy(
  win: Window | undefined = globalThis.window,
): Promise<RemotesManifest> | null {
  const response = win?.__GENETYPE_REMOTES__;
  if (!response) return null;
  // Registered before the loader reads the body (this script runs first), so the copy is taken in time.
  const copy = response.then((answer) => answer.clone());
  return fetchRemotesManifest(REMOTES_MANIFEST_URL, () => copy);
}

/** Forgets the early request (tests). */
export function resetEarlyManifest(): void {
  early = undefined;
}
