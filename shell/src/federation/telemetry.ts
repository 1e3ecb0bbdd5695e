// Reports which version of each module this page runs, and every version that had to be given up,
// to the API (POST /telemetry/remote-loads, /telemetry/remote-failures). Fire and forget: telemetry must
// never slow down or break a page. Plain fetch, not the API client: its interceptors would turn a
// telemetry error into a navigation to the error pages.
import { runtimeConfig } from '@genetype/platform';
import type { RemoteFailureReport, RemoteLoadReport } from '@genetype/domain/contracts';
import { whenPageSettled } from '../app/page-settle';

export interface RolloutTelemetry {
  loaded(report: Omit<RemoteLoadReport, 'bucket'> & { bucketId: string }): void;
  failed(report: RemoteFailureReport): void;
}

/** Hex SHA-256 of the bucket id, cut to 32 characters: enough to count members, useless to find one. */
export async function hashBucket(bucketId: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(bucketId));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

function send(path: string, body: object): void {
  try {
    void fetch(`${runtimeConfig().apiUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  } catch {
    // no fetch (old browser, tests): nothing to report with
  }
}

/**
 * Reports go out once the page has loaded, settled and the main thread is idle, so they never
 * compete with the first page for the network (a connection to the API's origin) or the main
 * thread; a page that is left sooner sends them as it goes (keepalive requests outlive the page).
 */
export function afterPageSettles(flush: () => void): void {
  whenPageSettled(flush);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush, { once: true });
}

/** The reporter; `schedule` decides when queued reports are sent (tests send them at once). */
export function createTelemetry(
  schedule: (flush: () => void) => void = afterPageSettles,
): RolloutTelemetry {
  const queue: [string, object][] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    for (const [path, body] of queue.splice(0)) send(path, body);
  };
  const post = (path: string, body: object) => {
    queue.push([path, body]);
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  };
  return {
    loaded({ bucketId, ...report }) {
      void hashBucket(bucketId)
        .then((bucket) => {
          if (bucket) post('/telemetry/remote-loads', { ...report, bucket });
        })
        .catch(() => {});
    },
    failed(report) {
      post('/telemetry/remote-failures', { ...report, detail: report.detail?.slice(0, 500) });
    },
  };
}

export const apiTelemetry: RolloutTelemetry = createTelemetry();
