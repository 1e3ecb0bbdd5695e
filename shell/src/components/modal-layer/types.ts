import type { ComponentType } from 'react';

/** What the layer hands every modal body: the props given to `open(name, props)` plus `close`. */
export type ModalContentProps<P = Record<string, unknown>> = Partial<P> & { close: () => void };

export interface ModalDefinition<P = Record<string, unknown>> {
  /** Heading of the dialog; the dialog is labelled by it. */
  title: string | ((props: Partial<P>) => string);
  component: ComponentType<ModalContentProps<P>>;
  /** `md` for forms, `sm` (default) for short notices. */
  size?: 'sm' | 'md';
  /** Called when the member dismisses the modal (Escape, backdrop, close button). */
  onDismiss?: () => void;
}

export type ModalRegistry = Readonly<Record<string, ModalDefinition>>;

/**
 * Store props are untyped at run time, so each body declares what it reads as optional and
 * checks it; this helper only erases the prop type so every entry fits one registry.
 */
export function defineModal<P>(definition: ModalDefinition<P>): ModalDefinition {
  return definition as unknown as ModalDefinition;
}
