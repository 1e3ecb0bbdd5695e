import { useId, useState } from 'react';
import { STORAGE_KEYS, storage, useAuthStore } from '@genetype/platform';
import { nicknameSchema } from '@genetype/domain/validation';
import { useSettingsCall } from './use-settings-call';
import styles from './settings.module.scss';
import { useAppT } from '../../i18n';
import { updateNickname } from './settings-api';

export interface NicknameRowProps {
  nickname: string | null;
  /** Told the saved nickname before the user reloads (the profile page follows it in its URL). */
  onSaved?(nickname: string): void;
  /** Takes the first focus of the dialog it is in. */
  autoFocus?: boolean;
}

/** Spec §2/§5: the nickname, validated before saving; a failure puts the previous one back. */
export function NicknameRow({ nickname, onSaved, autoFocus = false }: NicknameRowProps) {
  const t = useAppT();
  const id = useId();
  const [value, setValue] = useState(nickname ?? '');
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useSettingsCall();

  // A reloaded user (after saving, or from another tab) shows its nickname: adjusted while
  // rendering, when the prop changes, rather than by an effect after a render with the old one.
  const [shownNickname, setShownNickname] = useState(nickname);
  if (nickname !== shownNickname) {
    setShownNickname(nickname);
    setValue(nickname ?? '');
  }

  const save = async () => {
    let clean: string;
    try {
      clean = await nicknameSchema.validate(value);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('nickname.check'));
      return;
    }
    setError(null);
    const previous = nickname ?? '';
    await run(() => updateNickname({ nickname: clean }), {
      onSuccess: async () => {
        storage.set(STORAGE_KEYS.nickname, clean);
        onSaved?.(clean);
        await useAuthStore.getState().loadUser();
      },
      onError: () => setValue(previous),
    });
  };

  return (
    <form
      className={styles.row}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={`${id}-nickname`} className={styles.label}>
        {t('nickname.label')}
      </label>
      <div className={styles.control}>
        <input
          id={`${id}-nickname`}
          name="nickname"
          className={styles.input}
          value={value}
          maxLength={30}
          autoComplete="nickname"
          placeholder={t('nickname.placeholder')}
          disabled={busy}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
          {busy ? t('common.saving') : t('nickname.save')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('nickname.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
