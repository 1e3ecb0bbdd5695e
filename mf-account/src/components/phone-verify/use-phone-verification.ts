import {
  PopupBlockedError,
  PopupClosedError,
  openPhoneVerification,
} from '@genetype/platform/providers';
import { useApiMutation } from '@genetype/platform/query';
import { appText } from '../../i18n';

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
  const popup = useApiMutation({
    // The popup is opened by the click itself (see `verify`); this waits for its reply.
    mutationFn: (reply: Promise<string>) => reply,
  });
  const caught = popup.error;
  const error =
    caught instanceof PopupBlockedError
      ? appText('phone.popupBlocked')
      : caught && !(caught instanceof PopupClosedError)
        ? appText('phone.failed')
        : null;

  const verify = async () => {
    if (popup.isPending) return null;
    let reply: Promise<string>;
    try {
      reply = openPhoneVerification();
    } catch (failure) {
      reply = Promise.reject(failure instanceof Error ? failure : new Error(String(failure)));
    }
    return popup.mutateAsync(reply).catch(() => null);
  };

  return { verify, pending: popup.isPending, error, clearError: popup.reset };
}
