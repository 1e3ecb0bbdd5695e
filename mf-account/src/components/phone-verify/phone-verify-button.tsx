import type { ReactNode } from 'react';
import { usePhoneVerification } from './use-phone-verification';
import { useAppT } from '../../i18n';

export interface PhoneVerifyButtonProps {
  /** Receives the provider's sealed reply (`EncodeData`) to hand to the API. */
  onVerified(encodeData: string): void | Promise<void>;
  className?: string;
  errorClassName?: string;
  children?: ReactNode;
  disabled?: boolean;
}

/** A button that runs phone identity verification in its popup (e.g. the settings phone row). */
export function PhoneVerifyButton({
  onVerified,
  className,
  errorClassName,
  children,
  disabled = false,
}: PhoneVerifyButtonProps) {
  const t = useAppT();
  const { verify, pending, error } = usePhoneVerification();
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled || pending}
        aria-busy={pending}
        onClick={() => {
          void verify().then((encodeData) => (encodeData ? onVerified(encodeData) : undefined));
        }}
      >
        {children ?? t('phone.verifyPhone')}
      </button>
      {error && (
        <p className={errorClassName} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
