// Provider popups: opened inside the click (so blockers allow them), watched until they answer
// or the member closes them.

/** The member closed the popup before it answered. */
export class PopupClosedError extends Error {
  constructor() {
    super('popup closed');
    this.name = 'PopupClosedError';
  }
}

/** The browser refused to open the popup. */
export class PopupBlockedError extends Error {
  constructor() {
    super('popup blocked');
    this.name = 'PopupBlockedError';
  }
}

export function openCenteredPopup(name: string, width: number, height: number): Window {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open(
    'about:blank',
    name,
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) throw new PopupBlockedError();
  return popup;
}

/**
 * Calls `onClosed` once the popup is closed without an answer. The answer may arrive in the same
 * moment the popup closes itself, so a closed popup is reported only after a short grace period.
 */
export function watchPopup(popup: Window, onClosed: () => void, intervalMs = 400): () => void {
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const timer = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(timer);
    graceTimer = setTimeout(onClosed, 600);
  }, intervalMs);
  return () => {
    clearInterval(timer);
    if (graceTimer) clearTimeout(graceTimer);
  };
}
