// Runs as a small script of its own, inlined in index.html (shell/build/inline-warm-up-plugin.cjs
// builds it apart from the federated app), so it imports nothing shared (no React, no
// `@genetype/platform` singleton). While the shell's own code downloads, it reads the early
// remotes.json, works out which remote owns this address and which version of it the loader is
// going to run, and tells the browser: when that version is the stable one, a preload of its
// remoteEntry.js, of the first chunk of its `./app` and of the files of this address's page (named
// by the mf-manifest.json beside the entry); otherwise a preconnect to its origin. The loader then
// finds them already there, instead of discovering them one round trip after the other once the
// shell has booted.
//
// Only the stable version is preloaded: a pinned or canary version is first checked against the
// shell's singletons (./shared-compatibility) and may be given up for stable, so its entry must not
// be fetched before that check.
import { matchRoute, routeOwner } from '@genetype/domain';
import { appExposeHints, type WarmUpHint } from './app-expose-files.js';
import { earlyManifestCopy } from './early-manifest';
import type { RemoteApp, RemotesManifest } from './remotes-manifest';
import { manifestUrlOf } from './shared-compatibility';
import { PIN_PARAM, readStoredPins, storedBucketId } from './rollout-storage';
import { chooseVersion } from './version-choice';

export { appExposeHints, type WarmUpHint };

declare global {
  interface Window {
    /** Set by index.html on a prerendered page: false while its code waits for the first use. */
    __GENETYPE_CODE_STARTED__?: boolean;
  }
}

/** What to tell the browser for the first route, given the manifest and this browser's storage. */
export function firstRouteHints(
  manifest: RemotesManifest,
  location: Pick<Location, 'pathname' | 'search'>,
  storage: { bucketId: string | null; pins: Partial<Record<RemoteApp, string>> },
): WarmUpHint[] {
  // An address that sets pins is applied by the bootstrap, after this runs: no guess.
  if (new URLSearchParams(location.search).has(PIN_PARAM)) return [];
  const owner = routeOwner(location.pathname);
  if (owner === 'shell') return [];
  const rollout = manifest.remotes[owner];
  if (!rollout || storage.pins[owner] !== undefined) return [];
  const canaryRuns = rollout.canary !== null && rollout.canary.version !== rollout.stable.version;
  // A first visit during a canary: the bucket id is not drawn yet, so the version is not known.
  if (canaryRuns && storage.bucketId === null) return [];
  const choice = chooseVersion(owner, rollout, { bucketId: storage.bucketId ?? '' });
  // The preload opens the connection itself; a version that is checked first gets the connection.
  if (choice.stage === 'stable') return [{ rel: 'preload', href: choice.entry, as: 'script' }];
  return [{ rel: 'preconnect', href: new URL(choice.entry).origin }];
}

/**
 * While the page's code waits for the visitor's first use (index.html), a preload would be reported
 * as unused after a few seconds: the hashed files are only fetched into the cache (prefetch), and
 * the entry, which every use revalidates (`no-cache`), only gets its connection.
 */
function untilUsed(win: Window, hint: WarmUpHint, hashed: boolean): WarmUpHint {
  if (win.__GENETYPE_CODE_STARTED__ !== false || hint.rel !== 'preload') return hint;
  return hashed
    ? { rel: 'prefetch', href: hint.href }
    : { rel: 'preconnect', href: new URL(hint.href).origin };
}

function addHint(doc: Document, { rel, href, as }: WarmUpHint): void {
  // The page composer may have named it in the HTML already (a page without prerendered HTML).
  for (const named of doc.head.querySelectorAll<HTMLLinkElement>('link[data-module-file]'))
    if (named.href === href) return;
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.setAttribute('as', as);
  // Scripts keep the priority of the runtime's own async script. No crossorigin attribute: the
  // runtime loads classic scripts and stylesheets, so the preloaded response is the one it uses.
  if (as === 'script') link.setAttribute('fetchpriority', 'low');
  doc.head.appendChild(link);
}

async function preloadAppExpose(win: Window, entry: string, page?: string): Promise<void> {
  const url = manifestUrlOf(entry);
  const response = await win.fetch(url, { cache: 'no-cache' });
  if (!response.ok) return;
  for (const hint of appExposeHints(await response.json(), url, page))
    addHint(win.document, untilUsed(win, hint, true));
}

/** Starts the warm-up; never throws and never delays the boot (a wrong guess costs a request). */
export function warmUpFirstRoute(win: Window | undefined = globalThis.window): void {
  const manifest = earlyManifestCopy(win);
  if (!win || !manifest) return;
  const { pathname, search } = win.location;
  void manifest
    .then((loaded) => {
      const hints = firstRouteHints(
        loaded,
        { pathname, search },
        { bucketId: storedBucketId(), pins: readStoredPins() },
      );
      for (const hint of hints) addHint(win.document, untilUsed(win, hint, false));
      const entry = hints.find((hint) => hint.rel === 'preload')?.href;
      return entry ? preloadAppExpose(win, entry, matchRoute(pathname).entry.page) : undefined;
    })
    .catch(() => {
      // The loader reports a manifest or a remote that cannot be read; a hint is only an optimisation.
    });
}
