// The fallback gets its own small React root inside the failed app's container: the app itself
// never mounted there, and the frame's root must not depend on any app.
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { ErrorFallback } from '@genetype/shared/ui';

const roots = new WeakMap<HTMLElement, Root>();

export function showFallback(slot: HTMLElement, onRetry: () => Promise<unknown> | void): void {
  let root = roots.get(slot);
  if (!root) {
    root = createRoot(slot);
    roots.set(slot, root);
  }
  root.render(<ErrorFallback onRetry={onRetry} />);
  slot.hidden = false;
}

export function hideFallback(slot: HTMLElement): void {
  const root = roots.get(slot);
  if (!root) return;
  root.unmount();
  roots.delete(slot);
  slot.hidden = true;
}
