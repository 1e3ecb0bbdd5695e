import { useId } from 'react';
import { IDENTITY_CHECK_MESSAGES, identityCheckApi, useAuthStore } from '@genetype/shared';
import { PhoneVerifyButton } from '../../../components/phone-verify';
import { settingsStyles as styles, useSettingsCall } from '../../../components/settings-form';

/** 01012345678 → 010-1234-5678 */
export function formatPhoneNumber(phoneNumber: string): string {
  return /^\d{11}$/.test(phoneNumber)
    ? `${phoneNumber.slice(0, 3)}-${phoneNumber.slice(3, 7)}-${phoneNumber.slice(7)}`
    : phoneNumber;
}

/** Spec §2: read-only; changed only through identity verification (the provider's popup). */
export function PhoneRow({ phoneNumber }: { phoneNumber: string | null }) {
  const id = useId();
  const { run, busy } = useSettingsCall();

  const update = (encodeData: string) =>
    run(
      async () => {
        const reply = await identityCheckApi.updatePhoneNumberByAuthentication(encodeData);
        if (!reply.success) throw new Error(IDENTITY_CHECK_MESSAGES.failed);
        return { message: reply.message || IDENTITY_CHECK_MESSAGES.phoneUpdated };
      },
      {
        onSuccess: () => useAuthStore.getState().loadUser(),
        errorFallback: IDENTITY_CHECK_MESSAGES.failed,
      },
    );

  return (
    <div className={styles.row}>
      <label htmlFor={`${id}-phone`} className={styles.label}>
        휴대폰 번호
      </label>
      <div className={styles.control}>
        <input
          id={`${id}-phone`}
          className={styles.input}
          value={phoneNumber ? formatPhoneNumber(phoneNumber) : ''}
          placeholder="본인인증한 번호가 없어요"
          readOnly
          aria-describedby={`${id}-hint`}
        />
        <PhoneVerifyButton
          className={styles.button}
          errorClassName={styles.error}
          disabled={busy}
          onVerified={(encodeData) => void update(encodeData)}
        >
          {phoneNumber ? '번호 변경' : '본인인증'}
        </PhoneVerifyButton>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        휴대폰 번호는 본인인증으로만 바꿀 수 있어요. 검사를 하려면 본인인증이 필요해요.
      </p>
    </div>
  );
}
