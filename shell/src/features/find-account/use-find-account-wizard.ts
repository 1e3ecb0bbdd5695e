// The find-account wizard's steps (spec §4): initial → findByNumber → emailFound | emailNotFound.
import { useState } from 'react';
import type { FoundAccount } from '@genetype/domain/contracts';
import ko from '../../i18n/modals/ko';

export type Step =
  | { name: 'initial' }
  | { name: 'findByNumber'; encodeData: string; phoneNumber: string }
  | { name: 'emailFound'; accounts: FoundAccount[] }
  | { name: 'emailNotFound'; message: string };

/** The Korean fallback (the steps show `findAccount.notFound` in the page's language). */
export const NOT_FOUND_FALLBACK = ko.findAccount.notFound;

export interface FindAccountWizard {
  step: Step;
  verified(encodeData: string, phoneNumber: string): void;
  found(accounts: FoundAccount[]): void;
  notFound(message: string): void;
  restart(): void;
}

export function useFindAccountWizard(): FindAccountWizard {
  const [step, setStep] = useState<Step>({ name: 'initial' });
  return {
    step,
    verified: (encodeData, phoneNumber) =>
      setStep({ name: 'findByNumber', encodeData, phoneNumber }),
    found: (accounts) => setStep({ name: 'emailFound', accounts }),
    notFound: (message) => setStep({ name: 'emailNotFound', message }),
    restart: () => setStep({ name: 'initial' }),
  };
}
