// The prerendered frame while the visitor is using it (an open popover, a press): loaded only then
// (./frame.tsx), so a page nobody touched before its code ran carries none of it.
import type { NavigateFunction } from 'react-router-dom';
import { useModalStore } from '@genetype/platform';
import { PLAIN_LOGIN_ID, PLAIN_MENU_ID, PLAIN_SEARCH_ID } from '../components/plain-html';
import type { LoginTakeOver } from '../features/auth';

declare global {
  interface Window {
    /** A button of the plain login dialog tapped before the code ran (index.html's first script). */
    __GENETYPE_LOGIN_CLICK__?: string;
  }
}

/** The longest a plain popover waits for its live counterpart (a chunk that does not come). */
const HANDOVER_MS = 10_000;

/** What ends a use of the prerendered frame: a popover closing, a press released. */
const USE_ENDS = ['toggle', 'pointerup', 'pointercancel', 'click', 'keyup'] as const;

/** Once per page, even when the frame's effect runs again (a navigation renews `navigate`). */
let handedOver = false;

export interface InUseFrame {
  prerendered: readonly Element[];
  /** The live navbar's container. */
  header: HTMLElement | null;
  navigate: NavigateFunction;
  inUse: (elements: readonly Element[]) => boolean;
  /** Removes the prerendered frame (the live one is then seen). */
  replace: () => void;
  /** Selector of the prerendered frame's roots. */
  rootSelector: string;
}

/**
 * Keeps the prerendered frame until its use ends, then replaces it; meanwhile its links and its
 * search form go through the router instead of loading the page again. Returns the stop.
 */
export function watchFrameInUse({
  prerendered,
  header,
  navigate,
  inUse,
  replace: remove,
  rootSelector,
}: InUseFrame): () => void {
  let timer: number | undefined;
  /**
   * The plain menu or search, open and untouched (nothing typed), goes to its live counterpart:
   * the live frame shows in place of this one (the same boxes), the live menu or search opens
   * under the popover, and the popover closes once it is there — so the visitor's menu stays on
   * screen throughout, and the live one has the live behaviour (focus trap, Escape, focus back
   * to its button). A word being typed stays in the plain form until it is sent or closed. The
   * plain login dialog always goes, with what was typed in it (openLiveLogin).
   */
  const handOver = () => {
    // The login dialog first: it may be open over the plain menu it was opened from.
    const open =
      prerendered
        .map((element) => element.querySelector<HTMLElement>(`#${PLAIN_LOGIN_ID}:popover-open`))
        .find((element) => element !== null) ??
      prerendered
        .map((element) => element.querySelector<HTMLElement>(':popover-open'))
        .find((element) => element !== null);
    if (handedOver || !open) return;
    const login = open.id === PLAIN_LOGIN_ID;
    if (!login && open.querySelector('input')?.value) return;
    handedOver = true;
    for (const element of prerendered) element.setAttribute('data-handover', '');
    if (open.id === PLAIN_MENU_ID) {
      const button = header?.querySelector<HTMLButtonElement>(
        `:scope > header:not(${rootSelector}) button[aria-haspopup="dialog"]`,
      );
      button?.focus();
      button?.click();
    } else if (open.id === PLAIN_SEARCH_ID) useModalStore.getState().open('search');
    else if (login)
      openLiveLogin(open, header?.querySelector(`:scope > header:not(${rootSelector})`));
    const since = performance.now();
    const closeWhenLive = () => {
      if (!open.isConnected) return;
      // The live dialog (the plain login is a dialog too, a popover).
      const live = document.querySelector('[role="dialog"]:not([popover])');
      // The plain login dialog stays until the live one takes it over (it closes it then): given up
      // after HANDOVER_MS under a slow chunk, it would vanish with what was typed in it on screen.
      const givenUp = !login && performance.now() - since > HANDOVER_MS;
      if (live || givenUp) {
        if (login) closePlainLogin(open, prerendered);
        else open.hidePopover();
      } else requestAnimationFrame(closeWhenLive);
    };
    requestAnimationFrame(closeWhenLive);
  };
  const replace = () => {
    if (inUse(prerendered)) {
      handOver();
      return;
    }
    stop();
    remove();
  };
  // After the event's own work (the click a pointerup brings, a popover's toggle).
  const later = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(replace, 0);
  };
  const close = (element: Element) =>
    (element.closest('[popover]') as HTMLElement | null)?.hidePopover?.();
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (!link || !prerendered.some((element) => element.contains(link))) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    if (event.shiftKey || event.altKey) return;
    event.preventDefault();
    close(link);
    void navigate(link.getAttribute('href') as string);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const action = form.getAttribute('action');
    // The search's forms; 로그인's (no action) is kept by index.html's script before it submits.
    if (!action || !prerendered.some((element) => element.contains(form))) return;
    event.preventDefault();
    close(form);
    const search = new URLSearchParams();
    for (const field of form.querySelectorAll<HTMLInputElement>('input[name]'))
      search.append(field.name, field.value);
    void navigate(`${action}?${search.toString()}`);
  };
  function stop() {
    window.clearTimeout(timer);
    for (const type of USE_ENDS) document.removeEventListener(type, later, true);
    document.removeEventListener('click', onClick);
    document.removeEventListener('submit', onSubmit);
  }
  for (const type of USE_ENDS) document.addEventListener(type, later, true);
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  replace();
  return stop;
}

/** What the plain login dialog holds now. */
export function readPlainLogin(dialog: HTMLElement): ReturnType<LoginTakeOver['read']> {
  const field = (name: string) =>
    dialog.querySelector<HTMLInputElement>(`input[data-field="${name}"]`);
  const active = document.activeElement;
  const focused = (['login', 'password'] as const).find((name) => field(name) === active);
  return {
    login: field('login')?.value ?? '',
    password: field('password')?.value ?? '',
    focus: focused ?? null,
  };
}

/**
 * The plain login dialog closes as the live one takes it over (before that paints: never two
 * dialogs on screen), with the plain menu it may have been opened from.
 */
function closePlainLogin(dialog: HTMLElement, prerendered: readonly Element[]): void {
  const frame = dialog.closest('[data-prerendered-frame]');
  const roots = frame ? [frame] : prerendered;
  // (Hiding a popover that is not open does nothing.)
  for (const root of roots)
    for (const popover of root.querySelectorAll<HTMLElement>('[popover]'))
      if (popover !== dialog) popover.hidePopover?.();
  dialog.hidePopover?.();
}

function openLiveLogin(dialog: HTMLElement, liveHeader: Element | null | undefined): void {
  const typing = document.activeElement;
  const opener = [
    ...(liveHeader?.querySelectorAll<HTMLElement>(
      'button[data-placement="bar"], button[aria-haspopup="dialog"]',
    ) ?? []),
  ].find((button) => button.getClientRects().length > 0);
  opener?.focus();
  const takeOver: LoginTakeOver = {
    read(final) {
      const now = readPlainLogin(dialog);
      if (final) closePlainLogin(dialog, [dialog]);
      return now;
    },
    takePress() {
      const pressed = window.__GENETYPE_LOGIN_CLICK__ ?? null;
      delete window.__GENETYPE_LOGIN_CLICK__;
      return pressed;
    },
  };
  useModalStore.getState().open('login', { takeOver });
  if (typing instanceof HTMLElement && dialog.contains(typing)) typing.focus();
}

/** For tests: a new page. */
export function resetHandover(): void {
  handedOver = false;
}
