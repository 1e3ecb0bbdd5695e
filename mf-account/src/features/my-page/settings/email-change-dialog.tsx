import { useId, useState } from 'react';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES } from '@genetype/domain/contracts';
import { STORAGE_KEYS, storage, useAuthStore } from '@genetype/platform';
import {
  confirmationCodeSchema,
  emailChangeSchema,
  validationText,
} from '@genetype/domain/validation';
import { SettingsDialog } from './settings-dialog';
import {
  sendEmailCode,
  settingsStyles as styles,
  updateEmail,
  useSettingsCall,
  verifyEmailCode,
} from '../../../components/settings-form';
import { useAppT } from '../../../i18n';

type Step = 'email' | 'code' | 'verified';

const messageOf = (caught: unknown, fallback: string) =>
  caught instanceof Error ? caught.message : fallback;

/**
 * The emailChange modal (spec §4): send a code, verify it, save. The e-mail locks once a code is
 * sent, the code once it is verified; one busy flag covers all three calls.
 */
export function EmailChangeDialog({ onClose }: { onClose(): void }) {
  const t = useAppT();
  const id = useId();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const { run, busy } = useSettingsCall();

  const sendCode = async () => {
    let clean: string;
    try {
      clean = await emailChangeSchema.validate(email);
    } catch (caught) {
      setEmailError(messageOf(caught, validationText('validation.emailFormat')));
      return;
    }
    setEmailError(null);
    await run(() => sendEmailCode({ email: clean }), {
      onSuccess: () => {
        setSentTo(clean);
        setCode('');
        setStep('code');
      },
    });
  };

  const verifyCode = async () => {
    let clean: string;
    try {
      clean = await confirmationCodeSchema.validate(code);
    } catch (caught) {
      setCodeError(messageOf(caught, validationText('validation.codeFormat')));
      return;
    }
    setCodeError(null);
    await run(() => verifyEmailCode({ confirmationCode: clean }), {
      onSuccess: () => setStep('verified'),
    });
  };

  const save = () =>
    run(() => updateEmail({ email: sentTo }), {
      onSuccess: async () => {
        onClose();
        storage.set(STORAGE_KEYS.email, sentTo);
        await useAuthStore.getState().loadUser();
      },
    });

  const editEmail = () => {
    setStep('email');
    setCode('');
    setCodeError(null);
  };

  return (
    <SettingsDialog name="emailChange" title={t('settings.changeEmail')} onClose={onClose}>
      <div className={styles.dialogForm}>
        <p className={styles.lead}>{t('emailChange.lead')}</p>
        <form
          className={styles.field}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode();
          }}
        >
          <label htmlFor={`${id}-email`} className={styles.label}>
            {t('emailChange.newEmail')}
          </label>
          <div className={styles.control}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              className={styles.input}
              autoComplete="email"
              value={step === 'email' ? email : sentTo}
              readOnly={step !== 'email'}
              disabled={busy && step === 'email'}
              data-autofocus={step === 'email' ? true : undefined}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={`${id}-email-hint${emailError ? ` ${id}-email-error` : ''}`}
            />
            {step === 'email' ? (
              <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
                {t('emailChange.sendCode')}
              </button>
            ) : (
              step === 'code' && (
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={busy}
                  onClick={editEmail}
                >
                  {t('emailChange.edit')}
                </button>
              )
            )}
          </div>
          <p id={`${id}-email-hint`} className={styles.hint}>
            {validationText('validation.emailTypoHint')}
          </p>
          {emailError && (
            <p id={`${id}-email-error`} className={styles.error} role="alert">
              {emailError}
            </p>
          )}
        </form>

        {step !== 'email' && (
          <form
            className={styles.field}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void verifyCode();
            }}
          >
            <label htmlFor={`${id}-code`} className={styles.label}>
              {t('emailChange.code')}
            </label>
            <div className={styles.control}>
              <input
                id={`${id}-code`}
                name="confirmationCode"
                className={styles.input}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={EMAIL_CODE_LENGTH + 2}
                value={code}
                readOnly={step === 'verified'}
                disabled={busy && step === 'code'}
                data-autofocus={step === 'code' ? true : undefined}
                onChange={(event) => setCode(event.target.value)}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={`${id}-code-hint${codeError ? ` ${id}-code-error` : ''}`}
              />
              {step === 'code' ? (
                <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
                  {t('common.confirm')}
                </button>
              ) : (
                <span className={styles.verified}>{t('emailChange.verified')}</span>
              )}
            </div>
            <p id={`${id}-code-hint`} className={styles.hint}>
              {t('emailChange.codeHint', {
                email: sentTo,
                digits: EMAIL_CODE_LENGTH,
                minutes: EMAIL_CODE_TTL_MINUTES,
              })}
              {step === 'code' && (
                <>
                  {' '}
                  {t('emailChange.noMail')}{' '}
                  <button
                    type="button"
                    className={styles.linkButton}
                    disabled={busy}
                    onClick={() => void sendCode()}
                  >
                    {t('emailChange.resend')}
                  </button>
                </>
              )}
            </p>
            {codeError && (
              <p id={`${id}-code-error`} className={styles.error} role="alert">
                {codeError}
              </p>
            )}
          </form>
        )}

        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={step !== 'verified' || busy}
            aria-busy={busy}
            onClick={() => void save()}
          >
            {t('emailChange.save')}
          </button>
        </div>
      </div>
    </SettingsDialog>
  );
}
