import { errorMessage, useModalStore } from '@genetype/platform';
import { useApiMutation } from '@genetype/platform/query';
import type { ApiMessage } from '@genetype/domain/contracts';
import { showSessionExpiredOn } from '../../lib/session-expired';
import { appText } from '../../i18n';

/** Shown when a failed call carries no server message. */
export const settingsFallbackError = () => appText('common.requestFailed');

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

type RunOptions = Parameters<SettingsCall['run']>[1];

export function useSettingsCall(): SettingsCall {
  const mutation = useApiMutation({
    mutationFn: async ({
      call,
      options = {},
    }: {
      call: () => Promise<ApiMessage>;
      options?: RunOptions;
    }) => {
      const { message } = await call();
      await options.onSuccess?.(message);
      return message;
    },
    onSuccess: (message) => useModalStore.getState().open('success', { message }),
    onError: (error, { options = {} }) => {
      options.onError?.();
      // A dead session: say so rather than show a raw message.
      if (showSessionExpiredOn(error)) return;
      useModalStore.getState().open('error', {
        message: errorMessage(error, options.errorFallback ?? settingsFallbackError()),
      });
    },
  });
  const busy = mutation.isPending;

  const run: SettingsCall['run'] = (call, options) => {
    if (busy) return Promise.resolve(false);
    return mutation.mutateAsync({ call, options }).then(
      () => true,
      () => false,
    );
  };

  return { run, busy };
}
