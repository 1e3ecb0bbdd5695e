// The fallback (and, while the app's code loads, the loader) gets its own small React root inside
// the app's container: the app itself is not mounted there, and the frame's root must not depend
// on any app.
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { ErrorFallback, PageLoading } from '@genetype/ui';
import ko from '../../i18n/ko';
import { useShellT } from '../../i18n';

/** The Korean label (shown in the page's language: `remote.loading`). */
export const REMOTE_LOADING_LABEL = ko.remote.loading;

function RemoteLoading() {
  const t = useShellT();
  return <PageLoading label={t('remote.loading')} />;
}

const roots = new WeakMap<HTMLElement, Root>();

function render(slot: HTMLElement, content: ReactNode): void {
  let root = roots.get(slot);
  if (!root) {
    root = createRoot(slot);
    roots.set(slot, root);
  }
  root.render(content);
  slot.hidden = false;
}

export function showFallback(slot: HTMLElement, onRetry: () => Promise<unknown> | void): void {
  render(slot, <ErrorFallback onRetry={onRetry} />);
}

/** While the app's code loads (its own loading views take over once it is mounted). */
export function showLoading(slot: HTMLElement): void {
  render(
    slot,
    <div data-remote-loading>
      <RemoteLoading />
    </div>,
  );
}

export function hideFallback(slot: HTMLElement): void {
  const root = roots.get(slot);
  if (!root) return;
  root.unmount();
  roots.delete(slot);
  slot.hidden = true;
}
