/**
 * A loader that starts on its first call and shares that promise with every later one; a failure
 * (offline, a deploy in progress) lets the next call try again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
