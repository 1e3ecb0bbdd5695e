import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useFormik } from 'formik';
import { useChangedFieldBlur } from '@genetype/ui';
import {
  GUARDIAN_CONSENT_AGE,
  MIN_SIGNUP_AGE,
  consentsSchema,
  needsGuardianConsent,
} from '@genetype/domain/validation';
import type { ConsentsRequest } from '@genetype/domain/contracts';
import { queryClient, useApiMutation } from '@genetype/platform/query';
import styles from './consent-form.module.scss';
import { useAppT } from '../../i18n';

/** What the form edits: every field as the inputs hold it. */
export interface ConsentFormValues {
  termsAgreed: boolean;
  privacyAgreed: boolean;
  marketingAgreed: boolean;
  birthDate: string;
  guardianAgreed: boolean;
  guardianName: string;
  guardianPhone: string;
}

export const EMPTY_CONSENT_VALUES: ConsentFormValues = {
  termsAgreed: false,
  privacyAgreed: false,
  marketingAgreed: false,
  birthDate: '',
  guardianAgreed: false,
  guardianName: '',
  guardianPhone: '',
};

/** The request body for validated values; guardian fields only when the age asks for them. */
export function toConsentsRequest(values: ConsentFormValues): ConsentsRequest {
  const request: ConsentsRequest = {
    termsAgreed: values.termsAgreed,
    privacyAgreed: values.privacyAgreed,
    marketingAgreed: values.marketingAgreed,
    birthDate: values.birthDate,
  };
  if (needsGuardianConsent(values.birthDate)) {
    request.guardianAgreed = values.guardianAgreed;
    request.guardianName = values.guardianName.trim();
    request.guardianPhone = values.guardianPhone.trim();
  }
  return request;
}

/** The form values a stored request gives back (returning to /agreement keeps the choices). */
export function fromConsentsRequest(
  request: ConsentsRequest | null | undefined,
): ConsentFormValues {
  if (!request) return EMPTY_CONSENT_VALUES;
  return {
    termsAgreed: request.termsAgreed === true,
    privacyAgreed: request.privacyAgreed === true,
    marketingAgreed: request.marketingAgreed === true,
    birthDate: typeof request.birthDate === 'string' ? request.birthDate : '',
    guardianAgreed: request.guardianAgreed === true,
    guardianName: request.guardianName ?? '',
    guardianPhone: request.guardianPhone ?? '',
  };
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface ConsentFormProps {
  /** Receives the consents once every rule holds. */
  onSubmit(consents: ConsentsRequest): void | Promise<void>;
  submitLabel?: string;
  /** Disables every input while the caller is busy (e.g. a social sign-up in flight). */
  busy?: boolean;
  initialValues?: ConsentFormValues;
  /** Extra content above the submit button (e.g. a server message). */
  footer?: ReactNode;
}

/**
 * Terms, privacy and marketing consents with the age rule (DESIGN §5). Reused by /agreement
 * (e-mail sign-up) and /marketing (first social sign-in), so both record the same consents.
 */
export function ConsentForm({
  onSubmit,
  submitLabel,
  busy = false,
  initialValues = EMPTY_CONSENT_VALUES,
  footer,
}: ConsentFormProps) {
  const t = useAppT();
  const id = useId();
  const mutationKey = ['consents', id];
  const send = useApiMutation({
    mutationKey,
    mutationFn: async (consents: ConsentsRequest) => {
      await onSubmit(consents);
    },
  });
  const formik = useFormik<ConsentFormValues>({
    initialValues,
    validationSchema: consentsSchema,
    onSubmit: async (values) => {
      // The double-submit guard: the cache knows of a pending submit at once, before a re-render.
      if (queryClient.isMutating({ mutationKey }) > 0) return;
      await send.mutateAsync(toConsentsRequest(values));
    },
  });
  // A blur shows an error only for a field the member changed, after the tap (issue #37).
  const onFieldBlur = useChangedFieldBlur(formik);
  const { values } = formik;
  const guardianNeeded = needsGuardianConsent(values.birthDate);
  // The guardian's own declaration is never ticked by "agree to all": the guardian gives it.
  const allAgreed = values.termsAgreed && values.privacyAgreed && values.marketingAgreed;

  const toggleAll = (checked: boolean) => {
    void formik.setValues(
      {
        ...values,
        termsAgreed: checked,
        privacyAgreed: checked,
        marketingAgreed: checked,
      },
      formik.submitCount > 0,
    );
  };

  const errorOf = (field: keyof ConsentFormValues) =>
    (formik.touched[field] || formik.submitCount > 0) && formik.errors[field]
      ? formik.errors[field]
      : undefined;
  const describedBy = (field: keyof ConsentFormValues, hint?: string) =>
    [errorOf(field) && `${id}-${field}-error`, hint].filter(Boolean).join(' ') || undefined;
  const errorText = (field: keyof ConsentFormValues) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {error}
      </p>
    ) : null;
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formik.handleSubmit();
  };

  const consentItem = (
    field: 'termsAgreed' | 'privacyAgreed' | 'marketingAgreed',
    label: string,
    required: boolean,
    more?: { href: string; label: string },
    detail?: string,
  ) => (
    <li className={styles.item}>
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name={field}
            checked={values[field]}
            onChange={formik.handleChange}
            onBlur={onFieldBlur}
            aria-invalid={errorOf(field) ? true : undefined}
            aria-describedby={describedBy(field, detail ? `${id}-${field}-detail` : undefined)}
          />
          <span>
            <span className={required ? styles.required : styles.optional}>
              {required ? t('consent.required') : t('consent.optional')}
            </span>{' '}
            {label}
          </span>
        </label>
        {more && (
          <a className={styles.more} href={more.href} target="_blank" rel="noreferrer">
            {more.label}
            <span className={styles.visuallyHidden}> {t('consent.newWindow')}</span>
          </a>
        )}
      </div>
      {detail && (
        <p id={`${id}-${field}-detail`} className={styles.detail}>
          {detail}
        </p>
      )}
      {errorText(field)}
    </li>
  );

  return (
    <form className={styles.form} onSubmit={onFormSubmit} noValidate aria-busy={busy}>
      <fieldset className={styles.fieldset} disabled={busy || formik.isSubmitting}>
        <legend className={styles.legend}>{t('signup.agreementTitle')}</legend>
        <label className={styles.all}>
          <input
            type="checkbox"
            checked={allAgreed}
            onChange={(event) => toggleAll(event.target.checked)}
          />
          <span>{t('consent.all')}</span>
        </label>
        <ul className={styles.list}>
          {consentItem('termsAgreed', t('consent.terms'), true, {
            href: '/termAndCondition',
            label: t('consent.viewTerms'),
          })}
          {consentItem('privacyAgreed', t('consent.privacy'), true, {
            href: '/privacyPolicy',
            label: t('consent.viewPrivacy'),
          })}
          {consentItem(
            'marketingAgreed',
            t('consent.marketing'),
            false,
            undefined,
            t('consent.marketingDetail'),
          )}
        </ul>
      </fieldset>

      <fieldset className={styles.fieldset} disabled={busy || formik.isSubmitting}>
        <legend className={styles.legend}>{t('consent.ageTitle')}</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-birthDate`} className={styles.label}>
            {t('consent.birthDate')}
          </label>
          <input
            id={`${id}-birthDate`}
            name="birthDate"
            type="date"
            className={styles.input}
            min="1900-01-01"
            max={todayIso()}
            value={values.birthDate}
            onChange={formik.handleChange}
            onBlur={onFieldBlur}
            aria-invalid={errorOf('birthDate') ? true : undefined}
            aria-describedby={describedBy('birthDate', `${id}-birthDate-hint`)}
          />
          <p id={`${id}-birthDate-hint`} className={styles.hint}>
            {t('consent.ageHint', { min: MIN_SIGNUP_AGE, guardian: GUARDIAN_CONSENT_AGE })}
          </p>
          {errorText('birthDate')}
        </div>

        {guardianNeeded && (
          <section className={styles.guardian} aria-labelledby={`${id}-guardian-title`}>
            <h2 id={`${id}-guardian-title`} className={styles.label}>
              {t('consent.guardianTitle')}
            </h2>
            <p className={styles.hint}>
              {t('consent.guardianHint', { age: GUARDIAN_CONSENT_AGE })}
            </p>
            <div className={styles.field}>
              <label htmlFor={`${id}-guardianName`} className={styles.label}>
                {t('consent.guardianName')}
              </label>
              <input
                id={`${id}-guardianName`}
                name="guardianName"
                type="text"
                className={styles.input}
                autoComplete="off"
                value={values.guardianName}
                onChange={formik.handleChange}
                onBlur={onFieldBlur}
                aria-invalid={errorOf('guardianName') ? true : undefined}
                aria-describedby={describedBy('guardianName')}
              />
              {errorText('guardianName')}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-guardianPhone`} className={styles.label}>
                {t('consent.guardianPhone')}
              </label>
              <input
                id={`${id}-guardianPhone`}
                name="guardianPhone"
                type="tel"
                inputMode="numeric"
                className={styles.input}
                placeholder={t('consent.guardianPhonePlaceholder')}
                autoComplete="off"
                value={values.guardianPhone}
                onChange={formik.handleChange}
                onBlur={onFieldBlur}
                aria-invalid={errorOf('guardianPhone') ? true : undefined}
                aria-describedby={describedBy('guardianPhone')}
              />
              {errorText('guardianPhone')}
            </div>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="guardianAgreed"
                checked={values.guardianAgreed}
                onChange={formik.handleChange}
                onBlur={onFieldBlur}
                aria-invalid={errorOf('guardianAgreed') ? true : undefined}
                aria-describedby={describedBy('guardianAgreed')}
              />
              <span>
                <span className={styles.required}>{t('consent.required')}</span>{' '}
                {t('consent.guardianAgree')}
              </span>
            </label>
            {errorText('guardianAgreed')}
          </section>
        )}
      </fieldset>

      {footer}
      <button type="submit" className={styles.submit} disabled={busy || formik.isSubmitting}>
        {submitLabel ?? t('consent.submit')}
      </button>
    </form>
  );
}
