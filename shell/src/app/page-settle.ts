/** How long after the load event deferred work waits, so that it stays out of the first page's way. */
export const SETTLE_MS = 2000;

/**
 * Runs `work` once the page has loaded, settled and the main thread is idle: work that must not
 * compete with the first page for the network or the main thread (rollout telemetry, the web font
 * on a first visit).
 */
export function whenPageSettled(work: () => void): void {
  if (typeof window === 'undefined') {
    work();
    return;
  }
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(work, { timeout: SETTLE_MS });
    else setTimeout(work, 0);
  };
  const settle = () => setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
