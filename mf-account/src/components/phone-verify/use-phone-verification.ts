import { useCallback, useRef, useState } from 'react';
import {
  IDENTITY_CHECK_MESSAGES,
  PopupBlockedError,
  PopupClosedError,
  openPhoneVerification,
} from '@genetype/shared';

export interface PhoneVerification {
  /**
   * Opens the identity-check popup (call from a click). Resolves with the provider's sealed reply,
   * or null when the member closed the popup or it failed (then `error` says why).
   */
  verify(): Promise<string | null>;
  pending: boolean;
  error: string | null;
  clearError(): void;
}

/** The reusable launcher of phone identity verification (find account, settings). */
export function usePhoneVerification(): PhoneVerification {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const verify = useCallback(async () => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    setError(null);
    try {
      return await openPhoneVerification();
    } catch (caught) {
      if (caught instanceof PopupBlockedError) setError(IDENTITY_CHECK_MESSAGES.popupBlocked);
      else if (!(caught instanceof PopupClosedError)) setError(IDENTITY_CHECK_MESSAGES.failed);
      return null;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  return { verify, pending, error, clearError: useCallback(() => setError(null), []) };
}
