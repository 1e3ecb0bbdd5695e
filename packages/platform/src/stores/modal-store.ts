import { create } from 'zustand';

export interface ModalDescriptor {
  name: string;
  props?: Record<string, unknown>;
}

export interface ModalState {
  modal: ModalDescriptor | null;
  /** Shows a modal, replacing whichever one is open (one at a time). */
  open(name: string, props?: Record<string, unknown>): void;
  /** Closes the open modal; with a name, only if that modal is still the open one (safe for timers). */
  close(name?: string): void;
}

export const useModalStore = create<ModalState>()((set, get) => ({
  modal: null,
  open(name, props) {
    set({ modal: props === undefined ? { name } : { name, props } });
  },
  close(name) {
    const current = get().modal;
    if (!current) return;
    if (name !== undefined && current.name !== name) return;
    set({ modal: null });
  },
}));
