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
import { APP_NAMES } from '@genetype/shared';
import type { AppName } from '@genetype/shared';
import type { RemoteLoader } from '../federation/remote-loader';
import { hideFallback, showFallback } from '../features/remote-fallback';
import { activityFor } from './activity';
import { appSlots } from './containers';

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
}

/** single-spa retries a LOAD_ERROR app only 200 ms after the failure. */
const LOAD_ERROR_RETRY_DELAY_MS = 210;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
}: RootConfigOptions): RootConfig {
  const failedAt = new Map<string, number>();

  function register(app: AppName): void {
    const slots = appSlots(app, win.document);
    const load =
      app === 'shell'
        ? loadShellPages
        : () => loader.load(app) as Promise<LifeCycles<ShellCustomProps>>;
    registerApplication<ShellCustomProps>({
      name: app,
      app: load,
      activeWhen: activityFor(app),
      customProps: { container: slots.app },
    });
  }

  async function retry(app: AppName): Promise<void> {
    if (app !== 'shell') loader.reset(app);
    if (getAppStatus(app) === SKIP_BECAUSE_BROKEN) {
      // A broken app is never tried again by single-spa; registering it afresh is the way back.
      await unregisterApplication(app);
      register(app);
    }
    const wait = (failedAt.get(app) ?? 0) + LOAD_ERROR_RETRY_DELAY_MS - Date.now();
    if (wait > 0) await sleep(wait);
    await triggerAppChange();
  }

  function syncFallbacks(): void {
    for (const app of APP_NAMES) {
      const slots = appSlots(app, win.document);
      const failed = isFailed(getAppStatus(app)) && activityFor(app)(win.location);
      if (failed) showFallback(slots.fallback, () => retry(app));
      else hideFallback(slots.fallback);
    }
  }

  addErrorHandler((error: AppError) => {
    failedAt.set(error.appOrParcelName, Date.now());
    console.error(`[single-spa] ${error.appOrParcelName} failed:`, error);
  });
  win.addEventListener('single-spa:routing-event', syncFallbacks);

  for (const app of APP_NAMES) register(app);
  start({ urlRerouteOnly: true });

  return { retry, syncFallbacks };
}
