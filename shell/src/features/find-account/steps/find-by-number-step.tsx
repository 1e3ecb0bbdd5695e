// Step 2: the verified number, editable, looked up.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { FoundAccount } from '@genetype/domain/contracts';
import { useApiMutation } from '@genetype/platform/query';
import { errorMessage } from '@genetype/platform';

import { phoneNumberSchema } from '@genetype/domain/validation';
import { useModalT } from '../../../i18n/modals';
import styles from '../find-account-modal.module.scss';
import { findEmail } from '../api/find-account';

export function FindByNumberStep({
  encodeData,
  verifiedNumber,
  onFound,
  onNotFound,
}: {
  encodeData: string;
  verifiedNumber: string;
  onFound: (accounts: FoundAccount[]) => void;
  onNotFound: (message: string) => void;
}) {
  const t = useModalT();
  const id = useId();
  const [phoneNumber, setPhoneNumber] = useState(verifiedNumber);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const find = useApiMutation({
    mutationFn: (valid: string) => findEmail(valid, encodeData),
    onSuccess: (found) => {
      if (found.success && found.accounts.length > 0) onFound(found.accounts);
      else onNotFound(found.message || t('findAccount.notFound'));
    },
    onError: (caught) => onNotFound(errorMessage(caught, t('findAccount.notFound'))),
  });
  const pending = find.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    let valid: string;
    try {
      valid = await phoneNumberSchema.validate(phoneNumber.trim());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('findAccount.verifyFailed'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    find.mutate(valid);
  };

  return (
    <form
      className={styles.step}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={pending}
    >
      <p className={styles.lead}>{t('findAccount.numberLead')}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          {t('findAccount.phoneLabel')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-phone`}
          name="phoneNumber"
          className={styles.input}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('findAccount.phonePlaceholder')}
          value={phoneNumber}
          disabled={pending}
          onChange={(event) => setPhoneNumber(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-phone-error` : `${id}-phone-hint`}
          data-autofocus
        />
        {error ? (
          <p id={`${id}-phone-error`} className={styles.error}>
            {error}
          </p>
        ) : (
          <p id={`${id}-phone-hint`} className={styles.hint}>
            {t('findAccount.phoneHint')}
          </p>
        )}
      </div>
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? t('findAccount.finding') : t('findAccount.find')}
      </button>
    </form>
  );
}
