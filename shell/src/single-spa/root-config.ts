// The single-spa root config (DESIGN §8): one application per remote plus the shell's own pages,
// each active where the route table says. Module Federation loads code; single-spa decides what
// is mounted. Kept thin: no business logic lives here.
import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  registerApplication,
  SKIP_BECAUSE_BROKEN,
  start,
  triggerAppChange,
  unregisterApplication,
} from 'single-spa';
import type { AppError, LifeCycles } from 'single-spa';
import { APP_NAMES } from '@genetype/domain';
import type { AppName } from '@genetype/domain';
import type { RemoteLoader } from '../federation/remote-loader';
import { hideFallback, showFallback, showLoading } from '../features/remote-fallback';
import { activityFor } from './activity';
import { appSlots } from './containers';
import { guardLoad, REMOTE_LOAD_TIMEOUT_MS, RemoteLoadAbandonedError } from './load-guard';
import { replayPageTap } from './page-tap';

/** What every app receives as single-spa custom props. */
export interface ShellCustomProps {
  /** The element to render into (used by the app's `domElementGetter`). */
  container: HTMLElement;
}

export interface RootConfigOptions {
  loader: RemoteLoader;
  /** The shell's own pages (not-found, server error), loaded only when a route needs them. */
  loadShellPages: () => Promise<LifeCycles<ShellCustomProps>>;
  win?: Window;
  /** How long a remote may take to load before its fallback shows (tests shorten it). */
  remoteLoadTimeoutMs?: number;
}

/** Marks an app slot holding prerendered HTML (shell/server/page-html.ts, @genetype/ui's remoteLifecycles). */
const PRERENDERED_ATTRIBUTE = 'data-prerender-build';

function isFailed(status: string | null): boolean {
  return status === LOAD_ERROR || status === SKIP_BECAUSE_BROKEN;
}

export interface RootConfig {
  /** Retries an app whose load failed (the fallback's button). */
  retry(app: AppName): Promise<void>;
  /** Shows or hides each app's fallback after a routing change. */
  syncFallbacks(): void;
}

export function startRootConfig({
  loader,
  loadShellPages,
  win = window,
  remoteLoadTimeoutMs = REMOTE_LOAD_TIMEOUT_MS,
}: RootConfigOptions): RootConfig {
  /** Apps whose code is being fetched: their place shows the loader meanwhile. */
  const loading = new Set<AppName>();
  /** Apps whose last load was given up because the member went elsewhere (no failure). */
  const abandoned = new Set<AppName>();
  const reregistering = new Map<AppName, Promise<void>>();

  function loadRemote(app: Exclude<AppName, 'shell'>): Promise<LifeCycles<ShellCustomProps>> {
    const active = activityFor(app);
    loading.add(app);
    // At once: the loader fades in by itself after 150 ms, so a quick load shows nothing.
    if (active(win.location)) showLoading(appSlots(app, win.document).fallback);
    return guardLoad((signal) => loader.load(app, { signal }), {
      timeoutMs: remoteLoadTimeoutMs,
      stillWanted: () => active(win.location),
      win,
      // Whatever the runtime still waits for is dropped, so the next load starts from the entry.
      onGiveUp: () => loader.reset(app),
    }).finally(() => loading.delete(app)) as Promise<LifeCycles<ShellCustomProps>>;
  }

  function register(app: AppName): void {
    const slots = appSlots(app, win.document);
    const load = app === 'shell' ? loadShellPages : () => loadRemote(app);
    registerApplication<ShellCustomProps>({
      name: app,
      app: load,
      activeWhen: activityFor(app),
      customProps: { container: slots.app },
    });
  }

  async function retry(app: AppName): Promise<void> {
    if (app !== 'shell') loader.reset(app);
    if (isFailed(getAppStatus(app))) await registerAfresh(app);
    await triggerAppChange();
  }

  /**
   * single-spa never loads a broken app again and a LOAD_ERROR one only 200 ms after the failure;
   * registered afresh, the app is loaded at once (registering reroutes).
   */
  function registerAfresh(app: AppName): Promise<void> {
    let pending = reregistering.get(app);
    if (!pending) {
      pending = unregisterApplication(app)
        .then(() => register(app))
        .finally(() => reregistering.delete(app));
      reregistering.set(app, pending);
    }
    return pending;
  }

  function syncFallbacks(): void {
    for (const app of APP_NAMES) {
      const slots = appSlots(app, win.document);
      const active = activityFor(app)(win.location);
      const status = getAppStatus(app);
      // Back on a page whose load was given up when the member went elsewhere: loaded again now.
      const revisited = active && status === LOAD_ERROR && abandoned.has(app);
      const failed = isFailed(status) && active && !revisited;
      const prerendered = slots.app.hasAttribute(PRERENDERED_ATTRIBUTE);
      // The page composer's HTML of an app that never mounted (its mount removes the mark): left
      // for another page, or the app failed to load and its message takes the place.
      if ((!active || failed) && prerendered) {
        slots.app.removeAttribute(PRERENDERED_ATTRIBUTE);
        slots.app.replaceChildren();
      }
      if (revisited) void registerAfresh(app);
      if (failed) showFallback(slots.fallback, () => retry(app));
      // Prerendered HTML already shows the page: no loader over it.
      else if (active && (loading.has(app) || revisited) && !prerendered)
        showLoading(slots.fallback);
      else hideFallback(slots.fallback);
    }
  }

  addErrorHandler((error: AppError) => {
    // A load given up because the member went elsewhere is no failure (it is tried again there).
    const app = error.appOrParcelName as AppName;
    if (error instanceof RemoteLoadAbandonedError) {
      abandoned.add(app);
      console.info(`[single-spa] ${app}: load given up (${error.message})`);
    } else {
      abandoned.delete(app);
      console.error(`[single-spa] ${app} failed:`, error);
    }
  });
  win.addEventListener('single-spa:routing-event', syncFallbacks);
  win.addEventListener('single-spa:routing-event', () => replayPageTap(win));

  for (const app of APP_NAMES) register(app);
  start({ urlRerouteOnly: true });

  return { retry, syncFallbacks };
}
