import { useId, useState } from 'react';
import { ValidationError } from 'yup';
import { accountSettingsApi, useAuthStore } from '@genetype/shared';
import {
  VALIDATION_MESSAGES,
  passwordChangeSchema,
  passwordSetSchema,
} from '@genetype/shared/validation';
import { SettingsDialog } from './settings-dialog';
import { settingsStyles as styles, useSettingsCall } from '../../../components/settings-form';

type Field = 'currentPassword' | 'newPassword' | 'confirmNewPassword';
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = {
  currentPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  confirmNewPassword: '새 비밀번호 확인',
};

export interface PasswordDialogProps {
  /** `change` asks for the current password (passwordChange); `set` is a first password (setPassword). */
  mode: 'change' | 'set';
  onClose(): void;
  /** After a successful save (the dialog has closed and the user is reloaded). */
  onDone?(): void | Promise<void>;
}

/** The passwordChange and setPassword modals of the settings panel (spec §2, §5, §7). */
export function PasswordDialog({ mode, onClose, onDone }: PasswordDialogProps) {
  const id = useId();
  const fields: Field[] =
    mode === 'change'
      ? ['currentPassword', 'newPassword', 'confirmNewPassword']
      : ['newPassword', 'confirmNewPassword'];
  const [values, setValues] = useState<Values>({
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { run, busy } = useSettingsCall();

  const submit = async () => {
    const schema = mode === 'change' ? passwordChangeSchema : passwordSetSchema;
    const body = Object.fromEntries(fields.map((field) => [field, values[field]])) as Values;
    try {
      await schema.validate(body, { abortEarly: false });
    } catch (caught) {
      if (!ValidationError.isError(caught)) throw caught;
      const next: Partial<Record<Field, string>> = {};
      for (const issue of caught.inner) {
        const field = issue.path as Field | undefined;
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await run(() => accountSettingsApi.updatePassword(body), {
      onSuccess: async () => {
        onClose();
        await useAuthStore.getState().loadUser();
        await onDone?.();
      },
    });
  };

  return (
    <SettingsDialog
      name={mode === 'change' ? 'passwordChange' : 'setPassword'}
      title={mode === 'change' ? '비밀번호 변경' : '비밀번호 설정'}
      onClose={onClose}
    >
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {mode === 'set' && (
          <p className={styles.lead}>
            아이디와 비밀번호로도 로그인할 수 있도록 비밀번호를 정해 주세요.
          </p>
        )}
        {fields.map((field, index) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`} className={styles.label}>
              {LABELS[field]}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type="password"
              className={styles.input}
              autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
              maxLength={16}
              value={values[field]}
              disabled={busy}
              data-autofocus={index === 0 ? true : undefined}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={
                [
                  field === 'newPassword' ? `${id}-hint` : '',
                  errors[field] ? `${id}-${field}-error` : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {field === 'newPassword' && (
              <p id={`${id}-hint`} className={styles.hint}>
                {VALIDATION_MESSAGES.passwordHint} (최대 16자)
              </p>
            )}
            {errors[field] && (
              <p id={`${id}-${field}-error`} className={styles.error} role="alert">
                {errors[field]}
              </p>
            )}
          </div>
        ))}
        {mode === 'change' && (
          <p className={styles.hint}>
            비밀번호를 바꾸면 이 기기를 뺀 다른 기기에서는 로그아웃돼요.
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            취소
          </button>
          <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
            {busy ? '저장 중…' : mode === 'change' ? '비밀번호 변경' : '비밀번호 설정'}
          </button>
        </div>
      </form>
    </SettingsDialog>
  );
}
