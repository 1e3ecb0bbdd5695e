import { useId } from 'react';
import { useAuthStore } from '@genetype/platform';

import { PhoneVerifyButton } from '../../../components/phone-verify';
import { settingsStyles as styles, useSettingsCall } from '../../../components/settings-form';
import { useAppT } from '../../../i18n';
import { updatePhoneByIdentityCheck } from './api/phone';

/** 01012345678 → 010-1234-5678 */
export function formatPhoneNumber(phoneNumber: string): string {
  return /^\d{11}$/.test(phoneNumber)
    ? `${phoneNumber.slice(0, 3)}-${phoneNumber.slice(3, 7)}-${phoneNumber.slice(7)}`
    : phoneNumber;
}

/** Spec §2: read-only; changed only through identity verification (the provider's popup). */
export function PhoneRow({ phoneNumber }: { phoneNumber: string | null }) {
  const t = useAppT();
  const id = useId();
  const { run, busy } = useSettingsCall();

  const update = (encodeData: string) =>
    run(
      async () => {
        const reply = await updatePhoneByIdentityCheck(encodeData);
        if (!reply.success) throw new Error(t('phone.failed'));
        return { message: reply.message || t('phone.updated') };
      },
      {
        onSuccess: () => useAuthStore.getState().loadUser(),
        errorFallback: t('phone.failed'),
      },
    );

  return (
    <div className={styles.row}>
      <label htmlFor={`${id}-phone`} className={styles.label}>
        {t('phone.label')}
      </label>
      <div className={styles.control}>
        <input
          id={`${id}-phone`}
          className={styles.input}
          value={phoneNumber ? formatPhoneNumber(phoneNumber) : ''}
          placeholder={t('phone.none')}
          readOnly
          aria-describedby={`${id}-hint`}
        />
        <PhoneVerifyButton
          className={styles.button}
          errorClassName={styles.error}
          disabled={busy}
          onVerified={(encodeData) => void update(encodeData)}
        >
          {phoneNumber ? t('phone.change') : t('phone.verify')}
        </PhoneVerifyButton>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('phone.hint')}
      </p>
    </div>
  );
}
