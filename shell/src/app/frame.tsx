import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@genetype/platform';
import { AccountControls, useOpenLoginFromRoute } from '../features/auth';
import { Footer } from '../features/footer';
import { MainActionButton } from '../features/main-action';
import { Navbar } from '../features/navbar';
import type { NavbarPlacement } from '../features/navbar';
import { FRAME_TARGET_IDS } from './frame-targets';
import { LazyModalLayer } from './lazy-modal-layer';
import { warmSearchPopup } from './warm-search';
import '../styles/global.module.scss';

type Slot = keyof typeof FRAME_TARGET_IDS;

function findTargets(): Record<Slot, HTMLElement | null> {
  return {
    header: document.getElementById(FRAME_TARGET_IDS.header),
    footer: document.getElementById(FRAME_TARGET_IDS.footer),
    modals: document.getElementById(FRAME_TARGET_IDS.modals),
  };
}

/** Into its container when the page has one; in place otherwise (standalone, tests). */
function Slot({ target, children }: { target: HTMLElement | null; children: ReactNode }) {
  return target ? createPortal(children, target) : children;
}

const renderAccount = (placement: NavbarPlacement) => <AccountControls placement={placement} />;
const renderMainAction = (placement: NavbarPlacement) => <MainActionButton placement={placement} />;

/** The navbar with its account and main-action parts (also prerendered: src/prerender/frame.tsx). */
export function FrameHeader() {
  return <Navbar renderAccount={renderAccount} renderMainAction={renderMainAction} />;
}

export function FrameFooter() {
  return <Footer />;
}

declare global {
  interface Window {
    /** A tap on a prerendered frame button before the shell ran (index.html's first script). */
    __GENETYPE_FRAME_CLICK__?: { slot: string; label: string };
  }
}

const buttonLabel = (button: HTMLButtonElement) =>
  button.getAttribute('aria-label') || button.textContent || '';

/** Marks the frame's HTML that index.html came with (shell/build/frame-prerender-plugin.cjs). */
export const PRERENDERED_FRAME_SELECTOR = '[data-prerendered-frame]';

/**
 * Whether the visitor is using the prerendered frame: one of its popovers (the plain menu or search,
 * src/prerender/plain-controls.tsx) is open, or a press on it is not yet released — replaced under
 * the finger, its control would never get the click.
 */
function inUse(elements: readonly Element[]): boolean {
  try {
    return elements.some(
      (element) => element.matches(':active') || !!element.querySelector(':popover-open, :active'),
    );
  } catch {
    return false; // a browser without popovers
  }
}

/**
 * The frame's prerendered HTML is replaced, not hydrated: its links are the page's address
 * (NavLink's current page), the member's state and the language are the browser's. The live navbar
 * and footer are appended after it (unseen while it is there: index.html's CSS), and it is removed
 * before the browser paints again — the same boxes in the same places, so nothing moves. While it
 * is in use (an open popover, a press) it stays until that use ends (./frame-in-use.ts, loaded
 * only then).
 */
function useReplacePrerenderedFrame(targets: Record<Slot, HTMLElement | null>) {
  const navigate = useNavigate();
  const [prerendered] = useState(() =>
    [targets.header, targets.footer].flatMap((target) =>
      target ? [...target.querySelectorAll(`:scope > ${PRERENDERED_FRAME_SELECTOR}`)] : [],
    ),
  );
  const [live, setLive] = useState(prerendered.length === 0);
  useLayoutEffect(() => {
    if (prerendered.length === 0) return undefined;
    const replace = () => {
      for (const element of prerendered) element.remove();
      setLive(true);
    };
    if (!inUse(prerendered)) {
      replace();
      return undefined;
    }
    let stop: (() => void) | undefined;
    let active = true;
    void import(/* webpackChunkName: "frame-in-use" */ './frame-in-use').then(
      ({ watchFrameInUse }) => {
        if (!active) return;
        stop = watchFrameInUse({
          prerendered,
          header: targets.header,
          navigate,
          inUse,
          replace,
          rootSelector: PRERENDERED_FRAME_SELECTOR,
        });
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [prerendered, navigate, targets.header]);
  // The tap the page kept while the frame was not live yet (로그인) goes to the same control, now
  // live, with the focus the tapped one had (a dialog it opens returns the focus there); one without
  // such a button is dropped. (A member's prerendered 로그인 is hidden: it gets no tap.)
  useEffect(() => {
    const pending = window.__GENETYPE_FRAME_CLICK__;
    if (!live || !pending) return;
    delete window.__GENETYPE_FRAME_CLICK__;
    const slot = pending.slot === FRAME_TARGET_IDS.footer ? targets.footer : targets.header;
    const button = [...(slot?.querySelectorAll('button') ?? [])].find(
      (candidate) => buttonLabel(candidate) === pending.label,
    );
    button?.focus();
    button?.click();
  }, [live, targets]);
}

/**
 * The shell's always-mounted frame: navbar, footer and modal layer, around whichever app owns
 * the route. Mounted by the bootstrap inside a BrowserRouter.
 */
export function Frame() {
  const [targets] = useState(findTargets);
  const userRequested = useRef(false);
  useReplacePrerenderedFrame(targets);

  // Spec §4: with a stored token, fetch the member once when the site starts.
  useEffect(() => {
    if (userRequested.current) return;
    userRequested.current = true;
    void useAuthStore.getState().loadUser();
  }, []);

  useOpenLoginFromRoute();
  // The live search popup's code, ahead of its first use (./warm-search.ts).
  useEffect(() => warmSearchPopup(), []);

  return (
    <>
      <Slot target={targets.header}>
        <FrameHeader />
      </Slot>
      <Slot target={targets.footer}>
        <FrameFooter />
      </Slot>
      <Slot target={targets.modals}>
        <LazyModalLayer />
      </Slot>
    </>
  );
}
