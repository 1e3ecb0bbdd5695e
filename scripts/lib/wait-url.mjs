// The one wait for a server to answer: `npm start` and `npm run dev` (each app and the API), the e2e
// harness (the API) and the production topology (each supervised process) all wait here.
// wait-on does the polling and the HTTP checks. It cannot be cancelled, though, and a wait must end
// when the process that should answer has died (a crashed child is reported at once, and a stopped
// script must not poll on for minutes), so it is asked in slices of a second, with `isDead()`
// checked between them.
import waitOn from 'wait-on';

const SLICE_MS = 1000;

/**
 * Waits until `url` answers a GET with a 2xx status.
 * @param {string} url an http:// address
 * `attemptMs`: how long one GET may take (a slice; default 1 s). A server behind on its work — the
 * production topology's instances under the fail-over bench's load — answers later than that and
 * is still alive.
 * @param {{ timeoutMs: number, intervalMs?: number, attemptMs?: number, isDead?: () => boolean }} options
 * @returns {Promise<{ ok: true } | { ok: false, reason: string }>} `reason`: 'exited' when
 *   `isDead()` turned true, else how long it waited
 */
export async function waitForUrl(
  url,
  { timeoutMs, intervalMs = 250, attemptMs = SLICE_MS, isDead = () => false },
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (isDead()) return { ok: false, reason: 'exited' };
    const sliceMs = Math.min(attemptMs, deadline - Date.now());
    if (sliceMs <= 0) return { ok: false, reason: `no answer within ${timeoutMs / 1000} s` };
    try {
      await waitOn({
        // `http-get`: a GET like a browser's, not wait-on's default HEAD.
        resources: [url.replace(/^http(s?):/, 'http$1-get:')],
        timeout: sliceMs,
        interval: intervalMs,
        // No extra wait once it answers (wait-on's default checks it still answers 750 ms later).
        window: intervalMs,
        httpTimeout: sliceMs,
        // Local servers only: never through a proxy the environment may name.
        proxy: false,
        validateStatus: (status) => status >= 200 && status < 300,
      });
      return { ok: true };
    } catch {
      // This slice passed without an answer.
    }
  }
}
