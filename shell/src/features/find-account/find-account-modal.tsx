import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  IDENTITY_CHECK_MESSAGES,
  PopupBlockedError,
  PopupClosedError,
  STORAGE_KEYS,
  errorMessage,
  identityCheckApi,
  openPhoneVerification,
  storage,
  useModalStore,
} from '@genetype/shared';
import { foundAccountChoiceSchema, phoneNumberSchema } from '@genetype/shared/validation';
import type { FoundAccount } from '@genetype/shared';
import styles from './find-account-modal.module.scss';

type Step =
  | { name: 'initial' }
  | { name: 'findByNumber'; encodeData: string; phoneNumber: string }
  | { name: 'emailFound'; accounts: FoundAccount[] }
  | { name: 'emailNotFound'; message: string };

const NOT_FOUND_FALLBACK = '계정을 찾지 못했어요. 잠시 후 다시 시도해 주세요.';

/** Spec §4 find-account steps: initial → findByNumber → emailFound | emailNotFound. */
export function FindAccountModal({ close }: { close: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'initial' });
  switch (step.name) {
    case 'initial':
      return (
        <InitialStep
          onVerified={(encodeData, phoneNumber) =>
            setStep({ name: 'findByNumber', encodeData, phoneNumber })
          }
        />
      );
    case 'findByNumber':
      return (
        <FindByNumberStep
          encodeData={step.encodeData}
          verifiedNumber={step.phoneNumber}
          onResult={(next) => setStep(next)}
        />
      );
    case 'emailFound':
      return <EmailFoundStep accounts={step.accounts} close={close} />;
    case 'emailNotFound':
      return (
        <EmailNotFoundStep message={step.message} onRetry={() => setStep({ name: 'initial' })} />
      );
  }
}

function InitialStep({
  onVerified,
}: {
  onVerified: (encodeData: string, phoneNumber: string) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    if (pending) return;
    setPending(true);
    setError(null);
    // Opened inside the click so the popup is not blocked.
    let verification: Promise<string>;
    try {
      verification = openPhoneVerification();
    } catch (caught) {
      setPending(false);
      setError(
        caught instanceof PopupBlockedError
          ? IDENTITY_CHECK_MESSAGES.popupBlocked
          : IDENTITY_CHECK_MESSAGES.failed,
      );
      return;
    }
    verification
      .then(async (encodeData) => {
        const { data } = await identityCheckApi.getPhoneData(encodeData);
        onVerified(encodeData, data.phoneNumber);
      })
      .catch((caught: unknown) => {
        if (caught instanceof PopupClosedError) return;
        setError(errorMessage(caught, IDENTITY_CHECK_MESSAGES.failed));
      })
      .finally(() => setPending(false));
  };

  return (
    <div className={styles.step}>
      <p className={styles.lead}>
        가입할 때 인증한 휴대폰 번호로 아이디(이메일)를 찾을 수 있어요. 먼저 휴대폰 본인인증을
        진행해 주세요.
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={styles.primary}
        onClick={start}
        disabled={pending}
        aria-busy={pending}
        data-autofocus
      >
        {pending ? '본인인증 진행 중…' : '휴대폰 본인인증하기'}
      </button>
    </div>
  );
}

function FindByNumberStep({
  encodeData,
  verifiedNumber,
  onResult,
}: {
  encodeData: string;
  verifiedNumber: string;
  onResult: (step: Step) => void;
}) {
  const id = useId();
  const [phoneNumber, setPhoneNumber] = useState(verifiedNumber);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    let valid: string;
    try {
      valid = await phoneNumberSchema.validate(phoneNumber.trim());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : IDENTITY_CHECK_MESSAGES.failed);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      const found = await identityCheckApi.findEmail(valid, encodeData);
      if (found.success && found.accounts.length > 0)
        onResult({ name: 'emailFound', accounts: found.accounts });
      else onResult({ name: 'emailNotFound', message: found.message || NOT_FOUND_FALLBACK });
    } catch (caught) {
      onResult({ name: 'emailNotFound', message: errorMessage(caught, NOT_FOUND_FALLBACK) });
    }
  };

  return (
    <form
      className={styles.step}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={pending}
    >
      <p className={styles.lead}>
        본인인증을 마쳤어요. 인증한 휴대폰 번호를 확인하고 계정을 찾아 주세요.
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          휴대폰 번호
        </label>
        <input
          ref={inputRef}
          id={`${id}-phone`}
          name="phoneNumber"
          className={styles.input}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="숫자 11자리 (예: 01012345678)"
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
            - 없이 숫자만 입력해 주세요.
          </p>
        )}
      </div>
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? '찾는 중…' : '계정 찾기'}
      </button>
    </form>
  );
}

function EmailFoundStep({ accounts, close }: { accounts: FoundAccount[]; close: () => void }) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = accounts.flatMap((account) => [
    { kind: '이메일', value: account.email },
    { kind: '아이디', value: account.userId },
  ]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const value = await foundAccountChoiceSchema.validate(choice || undefined);
      storage.set(STORAGE_KEYS.foundEmail, value);
      // One modal at a time: opening the login modal replaces this one.
      useModalStore.getState().open('login');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '위 항목 중 하나를 선택해 주세요.');
    }
  };

  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead} role="status">
        가입된 계정을 찾았어요. 로그인에 사용할 이메일 또는 아이디를 선택해 주세요.
      </p>
      <fieldset
        className={styles.choices}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className={styles.legend}>찾은 계정</legend>
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
          닫기
        </button>
        <button type="submit" className={styles.primary}>
          이 계정으로 로그인
        </button>
      </div>
    </form>
  );
}

function EmailNotFoundStep({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.step}>
      <p className={styles.notFound} role="alert">
        {message}
      </p>
      <p className={styles.lead}>
        다른 번호로 가입했다면 다시 인증하거나, 비밀번호를 재설정해 보세요.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onRetry} data-autofocus>
          처음부터 다시 하기
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => useModalStore.getState().open('forgotPassword')}
        >
          비밀번호 재설정
        </button>
      </div>
    </div>
  );
}
