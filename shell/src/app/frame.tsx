import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAuthStore } from '@genetype/shared';
import { AccountControls, useOpenLoginFromRoute } from '../features/auth';
import { Footer } from '../features/footer';
import { MainActionButton } from '../features/main-action';
import { Navbar } from '../features/navbar';
import type { NavbarPlacement } from '../features/navbar';
import { FRAME_TARGET_IDS } from './frame-targets';
import { LazyModalLayer } from './lazy-modal-layer';
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

/**
 * The shell's always-mounted frame: navbar, footer and modal layer, around whichever app owns
 * the route. Mounted by the bootstrap inside a BrowserRouter.
 */
export function Frame() {
  const [targets] = useState(findTargets);
  const userRequested = useRef(false);

  // Spec §4: with a stored token, fetch the member once when the site starts.
  useEffect(() => {
    if (userRequested.current) return;
    userRequested.current = true;
    void useAuthStore.getState().loadUser();
  }, []);

  useOpenLoginFromRoute();

  return (
    <>
      <Slot target={targets.header}>
        <Navbar renderAccount={renderAccount} renderMainAction={renderMainAction} />
      </Slot>
      <Slot target={targets.footer}>
        <Footer />
      </Slot>
      <Slot target={targets.modals}>
        <LazyModalLayer />
      </Slot>
    </>
  );
}
