// The modal layer with every registered modal: one lazy chunk (forms, validation, focus trap).
import { ModalLayer } from '../components/modal-layer';
import { FRAME_TARGET_IDS } from './frame-targets';
import { modalRegistry } from './modal-registry';

export default function ModalHost({ initialOpener }: { initialOpener: HTMLElement | null }) {
  return (
    <ModalLayer
      registry={modalRegistry}
      initialOpener={initialOpener}
      container={document.getElementById(FRAME_TARGET_IDS.modals)}
    />
  );
}
