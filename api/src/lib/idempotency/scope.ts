// The keyed write a request holds (lib/idempotency/plugin.ts), visible to the database driver
// (db/fenced-dialect.ts) for everything the request's handler starts.
import { AsyncLocalStorage } from 'node:async_hooks';

/** A claim on an Idempotency-Key: the row's id and this claim's own id. */
export interface Holding {
  id: string;
  holder: string;
}

const scope = new AsyncLocalStorage<Holding>();

export function currentHolding(): Holding | undefined {
  return scope.getStore();
}

/** Runs `fn` (and everything it starts) as the holder of `holding`. */
export function asHolding<T>(holding: Holding, fn: () => T): T {
  return scope.run(holding, fn);
}
