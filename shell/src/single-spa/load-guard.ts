// Bounds a remote's load (single-spa's `loadApp`). single-spa finishes one routing change before
// it starts the next, so a load that hangs would also hold every later navigation — another
// module's page would not open while one remote's server does not answer. A guarded load gives
// up after its time-out (the fallback with "다시 시도" shows) or as soon as the address no longer
// belongs to the app (the navigation goes on; the app is loaded again when it is visited again).

/** How long a remote may take to load (its entry, retries included) before the fallback shows. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export class RemoteLoadTimeoutError extends Error {
  override name = 'RemoteLoadTimeoutError';
}

export class RemoteLoadAbandonedError extends Error {
  override name = 'RemoteLoadAbandonedError';
}

export interface LoadGuardOptions {
  /** Milliseconds before the load is given up. */
  timeoutMs?: number;
  /** Whether the load is still wanted (the current address belongs to the app). */
  stillWanted: () => boolean;
  /** Where navigations are heard (single-spa dispatches popstate for pushState too). */
  win?: Window;
  /** Called when the load is given up (time-out or navigation), before the rejection. */
  onGiveUp?: (reason: RemoteLoadTimeoutError | RemoteLoadAbandonedError) => void;
}

/**
 * single-spa replaces `window.addEventListener` so that apps hear popstate/hashchange only after
 * the routing change under way has finished — which is exactly the change a hanging load holds.
 * The guard listens through EventTarget's own method, so it hears the navigation at once.
 */
function listen(win: Window, action: 'add' | 'remove', listener: () => void): void {
  const method =
    action === 'add'
      ? EventTarget.prototype.addEventListener
      : EventTarget.prototype.removeEventListener;
  method.call(win, 'popstate', listener);
  method.call(win, 'hashchange', listener);
}

/** Runs `start` with an abort signal; rejects on time-out or when the load is no longer wanted. */
export function guardLoad<T>(
  start: (signal: AbortSignal) => Promise<T>,
  { timeoutMs = REMOTE_LOAD_TIMEOUT_MS, stillWanted, win = window, onGiveUp }: LoadGuardOptions,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      listen(win, 'remove', onNavigation);
    };
    const giveUp = (reason: RemoteLoadTimeoutError | RemoteLoadAbandonedError) => {
      if (settled) return;
      finish();
      controller.abort(reason);
      onGiveUp?.(reason);
      reject(reason);
    };
    function onNavigation() {
      if (!stillWanted())
        giveUp(new RemoteLoadAbandonedError('the address changed during the load'));
    }
    const timer = setTimeout(
      () => giveUp(new RemoteLoadTimeoutError(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    listen(win, 'add', onNavigation);
    start(controller.signal).then(
      (value) => {
        if (settled) return;
        finish();
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        finish();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
