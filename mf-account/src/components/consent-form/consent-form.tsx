import { useId, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useFormik } from 'formik';
import { consentsSchema, needsGuardianConsent } from '@genetype/shared/validation';
import type { ConsentsRequest } from '@genetype/shared';
import styles from './consent-form.module.scss';

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
  submitLabel = '동의하고 계속하기',
  busy = false,
  initialValues = EMPTY_CONSENT_VALUES,
  footer,
}: ConsentFormProps) {
  const id = useId();
  const inFlight = useRef(false);
  const formik = useFormik<ConsentFormValues>({
    initialValues,
    validationSchema: consentsSchema,
    onSubmit: async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        await onSubmit(toConsentsRequest(values));
      } finally {
        inFlight.current = false;
      }
    },
  });
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
            onBlur={formik.handleBlur}
            aria-invalid={errorOf(field) ? true : undefined}
            aria-describedby={describedBy(field, detail ? `${id}-${field}-detail` : undefined)}
          />
          <span>
            <span className={required ? styles.required : styles.optional}>
              {required ? '[필수]' : '[선택]'}
            </span>{' '}
            {label}
          </span>
        </label>
        {more && (
          <a className={styles.more} href={more.href} target="_blank" rel="noreferrer">
            {more.label}
            <span className={styles.visuallyHidden}> (새 창)</span>
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
        <legend className={styles.legend}>약관 동의</legend>
        <label className={styles.all}>
          <input
            type="checkbox"
            checked={allAgreed}
            onChange={(event) => toggleAll(event.target.checked)}
          />
          <span>전체 동의하기</span>
        </label>
        <ul className={styles.list}>
          {consentItem('termsAgreed', '진타입 이용약관 동의', true, {
            href: '/termAndCondition',
            label: '이용약관 보기',
          })}
          {consentItem('privacyAgreed', '개인정보 수집 및 이용 동의', true, {
            href: '/privacyPolicy',
            label: '개인정보처리방침 보기',
          })}
          {consentItem(
            'marketingAgreed',
            '마케팅 정보 수신 동의',
            false,
            undefined,
            '새로운 검사와 이벤트 소식을 이메일로 보내 드려요. 동의하지 않아도 서비스를 이용할 수 있고, 언제든 철회할 수 있어요.',
          )}
        </ul>
      </fieldset>

      <fieldset className={styles.fieldset} disabled={busy || formik.isSubmitting}>
        <legend className={styles.legend}>나이 확인</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-birthDate`} className={styles.label}>
            생년월일
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
            onBlur={formik.handleBlur}
            aria-invalid={errorOf('birthDate') ? true : undefined}
            aria-describedby={describedBy('birthDate', `${id}-birthDate-hint`)}
          />
          <p id={`${id}-birthDate-hint`} className={styles.hint}>
            만 11세 이상부터 가입할 수 있어요. 만 14세 미만은 법정대리인(보호자)의 동의가 필요해요.
          </p>
          {errorText('birthDate')}
        </div>

        {guardianNeeded && (
          <section className={styles.guardian} aria-labelledby={`${id}-guardian-title`}>
            <h2 id={`${id}-guardian-title`} className={styles.label}>
              법정대리인(보호자) 동의
            </h2>
            <p className={styles.hint}>
              만 14세 미만 회원의 개인정보를 수집하려면 법정대리인의 동의가 필요해요. 보호자와 함께
              입력해 주세요.
            </p>
            <div className={styles.field}>
              <label htmlFor={`${id}-guardianName`} className={styles.label}>
                보호자 이름
              </label>
              <input
                id={`${id}-guardianName`}
                name="guardianName"
                type="text"
                className={styles.input}
                autoComplete="off"
                value={values.guardianName}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                aria-invalid={errorOf('guardianName') ? true : undefined}
                aria-describedby={describedBy('guardianName')}
              />
              {errorText('guardianName')}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-guardianPhone`} className={styles.label}>
                보호자 휴대폰 번호
              </label>
              <input
                id={`${id}-guardianPhone`}
                name="guardianPhone"
                type="tel"
                inputMode="numeric"
                className={styles.input}
                placeholder="숫자만 11자리 (예: 01012345678)"
                autoComplete="off"
                value={values.guardianPhone}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
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
                onBlur={formik.handleBlur}
                aria-invalid={errorOf('guardianAgreed') ? true : undefined}
                aria-describedby={describedBy('guardianAgreed')}
              />
              <span>
                <span className={styles.required}>[필수]</span> 법정대리인으로서 자녀의 회원가입과
                개인정보 수집·이용에 동의합니다.
              </span>
            </label>
            {errorText('guardianAgreed')}
          </section>
        )}
      </fieldset>

      {footer}
      <button type="submit" className={styles.submit} disabled={busy || formik.isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
