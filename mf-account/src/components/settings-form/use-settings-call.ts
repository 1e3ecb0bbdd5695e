import { useCallback, useRef, useState } from 'react';
import { errorMessage, useModalStore } from '@genetype/shared';
import type { ApiMessage } from '@genetype/shared';
import { showSessionExpiredOn } from '../../lib/session-expired';

export const SETTINGS_FALLBACK_ERROR = '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

export interface SettingsCall {
  /**
   * Runs one settings call unless one is already running (the busy flag blocks double submits).
   * Spec §8: the server's message goes into the success or the error modal. Resolves true on
   * success.
   */
  run(
    call: () => Promise<ApiMessage>,
    options?: {
      onSuccess?(message: string): void | Promise<void>;
      onError?(): void;
      /** Shown when the failure carries no server message. */
      errorFallback?: string;
    },
  ): Promise<boolean>;
  busy: boolean;
}

export function useSettingsCall(): SettingsCall {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const run = useCallback<SettingsCall['run']>(async (call, options = {}) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    try {
      const { message } = await call();
      await options.onSuccess?.(message);
      useModalStore.getState().open('success', { message });
      return true;
    } catch (error) {
      options.onError?.();
      // A dead session: say so rather than show a raw message.
      if (showSessionExpiredOn(error)) return false;
      useModalStore.getState().open('error', {
        message: errorMessage(error, options.errorFallback ?? SETTINGS_FALLBACK_ERROR),
      });
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy };
}
