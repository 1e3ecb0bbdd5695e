// Step 3a: the accounts found; the chosen e-mail or ID is carried to the login modal.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { FoundAccount } from '@genetype/domain/contracts';
import { STORAGE_KEYS, storage, useModalStore } from '@genetype/platform';
import { foundAccountChoiceSchema } from '@genetype/domain/validation';
import { useModalT } from '../../../i18n/modals';
import styles from '../find-account-modal.module.scss';

export function EmailFoundStep({
  accounts,
  close,
}: {
  accounts: FoundAccount[];
  close: () => void;
}) {
  const t = useModalT();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = accounts.flatMap((account) => [
    { kind: t('findAccount.email'), value: account.email },
    { kind: t('findAccount.userId'), value: account.userId },
  ]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const value = await foundAccountChoiceSchema.validate(choice || undefined);
      storage.set(STORAGE_KEYS.foundEmail, value);
      // One modal at a time: opening the login modal replaces this one.
      useModalStore.getState().open('login');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('findAccount.chooseOne'));
    }
  };

  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead} role="status">
        {t('findAccount.foundLead')}
      </p>
      <fieldset
        className={styles.choices}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className={styles.legend}>{t('findAccount.foundLegend')}</legend>
        {options.map((option, index) => (
          <label key={`${option.kind}-${option.value}`} className={styles.choice}>
            <input
              type="radio"
              name="foundAccount"
              value={option.value}
              checked={choice === option.value}
              onChange={() => {
                setChoice(option.value);
                setError(null);
              }}
              data-autofocus={index === 0 ? true : undefined}
            />
            <span className={styles.choiceKind}>{option.kind}</span>
            <span className={styles.choiceValue}>{option.value}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('findAccount.close')}
        </button>
        <button type="submit" className={styles.primary}>
          {t('findAccount.logIn')}
        </button>
      </div>
    </form>
  );
}
