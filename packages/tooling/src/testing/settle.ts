/**
 * Resolves once every promise chain already under way has run to its end: for a test that checks
 * that something does not happen at the end of such a chain (a second submit refused after its
 * validation, a request held back until a document is read). The microtask queue drains before
 * the next task, so one task later such chains have all run, however loaded the machine.
 *
 * Only for chains of promises alone. One that waits for a timer or for I/O needs that event
 * instead (fake timers, the request's own event); under fake timers this never resolves.
 */
export function promisesSettled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
