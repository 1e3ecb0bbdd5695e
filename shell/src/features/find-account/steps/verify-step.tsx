// Step 1: the phone identity check, in a popup opened by the click.
import { errorMessage } from '@genetype/platform';
import {
  PopupBlockedError,
  PopupClosedError,
  openPhoneVerification,
} from '@genetype/platform/providers';
import { useApiMutation } from '@genetype/platform/query';
import { useModalT } from '../../../i18n/modals';
import styles from '../find-account-modal.module.scss';
import { getPhoneData } from '../api/find-account';

function verifyError(error: unknown, t: ReturnType<typeof useModalT>): string | null {
  if (!error || error instanceof PopupClosedError) return null;
  if (error instanceof PopupBlockedError) return t('findAccount.popupBlocked');
  return errorMessage(error, t('findAccount.verifyFailed'));
}

export function VerifyStep({
  onVerified,
}: {
  onVerified: (encodeData: string, phoneNumber: string) => void;
}) {
  const t = useModalT();
  const verify = useApiMutation({
    mutationFn: async (verification: Promise<string>) => {
      const encodeData = await verification;
      const { data } = await getPhoneData(encodeData);
      return { encodeData, phoneNumber: data.phoneNumber };
    },
    onSuccess: ({ encodeData, phoneNumber }) => onVerified(encodeData, phoneNumber),
  });
  const pending = verify.isPending;
  const error = verifyError(verify.error, t);

  const start = () => {
    if (pending) return;
    // Opened inside the click so the popup is not blocked.
    let verification: Promise<string>;
    try {
      verification = openPhoneVerification();
    } catch (caught) {
      verification = Promise.reject(
        caught instanceof PopupBlockedError ? caught : new Error('verification failed'),
      );
    }
    verify.mutate(verification);
  };

  return (
    <div className={styles.step}>
      <p className={styles.lead}>{t('findAccount.verifyLead')}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={styles.primary}
        onClick={start}
        disabled={pending}
        aria-busy={pending}
        data-autofocus
      >
        {pending ? t('findAccount.verifying') : t('findAccount.verify')}
      </button>
    </div>
  );
}
