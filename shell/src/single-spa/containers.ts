// Each app renders into `#app-<name>` inside `<main id="app-main">` (index.html). The container
// holds two slots: one the app mounts into, one for the shell's load-failure fallback, so the
// two React roots never share a DOM node.
import type { AppName } from '@genetype/domain';

export interface AppSlots {
  container: HTMLElement;
  app: HTMLElement;
  fallback: HTMLElement;
}

export function containerId(app: AppName): string {
  return `app-${app}`;
}

function child(parent: HTMLElement, slot: 'app' | 'fallback'): HTMLElement {
  const existing = parent.querySelector<HTMLElement>(`:scope > [data-slot="${slot}"]`);
  if (existing) return existing;
  const element = parent.ownerDocument.createElement('div');
  element.dataset.slot = slot;
  if (slot === 'fallback') element.hidden = true;
  parent.appendChild(element);
  return element;
}

/** The container of an app (created inside #app-main if index.html lacks it) and its two slots. */
export function appSlots(app: AppName, doc: Document = document): AppSlots {
  let container = doc.getElementById(containerId(app));
  if (!container) {
    container = doc.createElement('div');
    container.id = containerId(app);
    (doc.getElementById('app-main') ?? doc.body).appendChild(container);
  }
  return { container, app: child(container, 'app'), fallback: child(container, 'fallback') };
}
