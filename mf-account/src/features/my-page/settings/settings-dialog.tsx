import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useModalStore } from '@genetype/platform';
import { Dialog } from '@genetype/ui';

export interface SettingsDialogProps {
  /** Which settings modal this is (spec §2: emailChange, passwordChange, setPassword). */
  name: string;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A settings modal rendered by this app (its forms stay here, not in the shell). One modal at a
 * time holds with the shell's layer: opening this closes the shell's modal, and while the shell
 * shows one (the success or error message of a call) the dialog steps aside and comes back.
 */
export function SettingsDialog({ name, title, onClose, children }: SettingsDialogProps) {
  useEffect(() => {
    useModalStore.getState().close();
  }, []);

  return (
    <Dialog open name={name} title={title} onClose={onClose} size="md">
      {children}
    </Dialog>
  );
}
