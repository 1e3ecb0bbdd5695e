import { useId, useState } from 'react';
import { ValidationError } from 'yup';
import { useAuthStore } from '@genetype/platform';
import {
  passwordChangeSchema,
  passwordSetSchema,
  validationText,
} from '@genetype/domain/validation';
import { SettingsDialog } from './settings-dialog';
import {
  settingsStyles as styles,
  updatePassword,
  useSettingsCall,
} from '../../../components/settings-form';
import { useAppT } from '../../../i18n';

type Field = 'currentPassword' | 'newPassword' | 'confirmNewPassword';
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = {
  currentPassword: 'password.current',
  newPassword: 'password.new',
  confirmNewPassword: 'password.confirm',
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
  const t = useAppT();
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
    await run(() => updatePassword(body), {
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
      title={mode === 'change' ? t('password.changeTitle') : t('password.setTitle')}
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
        {mode === 'set' && <p className={styles.lead}>{t('password.setLead')}</p>}
        {fields.map((field, index) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`} className={styles.label}>
              {t(LABELS[field])}
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
                {validationText('validation.passwordHint')} {t('password.max')}
              </p>
            )}
            {errors[field] && (
              <p id={`${id}-${field}-error`} className={styles.error} role="alert">
                {errors[field]}
              </p>
            )}
          </div>
        ))}
        {mode === 'change' && <p className={styles.hint}>{t('password.otherDevices')}</p>}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
            {busy
              ? t('common.saving')
              : mode === 'change'
                ? t('password.changeTitle')
                : t('password.setTitle')}
          </button>
        </div>
      </form>
    </SettingsDialog>
  );
}
