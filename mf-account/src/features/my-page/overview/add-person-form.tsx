import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OTHER_NAME_MAX, errorMessage, questionsApi, useModalStore } from '@genetype/shared';
import { otherPersonNameSchema } from '@genetype/shared/validation';
import styles from './overview.module.scss';

/** The questionnaire's address for answering on behalf of `name` (spec §2, §4). */
export function questionsPathFor(resultId: string, name: string): string {
  const query = new URLSearchParams({ resultId, nickname: name });
  return `/questions?${query.toString()}`;
}

/**
 * Adds a person the member answers for (a child, a parent): the API creates their own result,
 * and the questionnaire opens on it with state section 0 (which shows the on-behalf notice).
 */
export function AddPersonForm() {
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const submit = async () => {
    if (inFlight.current) return;
    let clean: string;
    try {
      clean = await otherPersonNameSchema.validate(name);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '이름을 확인해 주세요.');
      return;
    }
    setError(null);
    inFlight.current = true;
    setBusy(true);
    try {
      const created = await questionsApi.createOtherResult(clean);
      void navigate(questionsPathFor(created.resultId, clean), { state: { section: 0 } });
    } catch (caught) {
      useModalStore.getState().open('error', {
        message: errorMessage(caught, '검사를 시작하지 못했어요. 잠시 후 다시 시도해 주세요.'),
      });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.addForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-name`} className={styles.label}>
        검사할 분의 이름
      </label>
      <div className={styles.addControl}>
        <input
          id={`${id}-name`}
          name="name"
          className={styles.input}
          value={name}
          maxLength={OTHER_NAME_MAX + 10}
          placeholder="예: 김하늘"
          disabled={busy}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <button type="submit" className={styles.primaryButton} disabled={busy} aria-busy={busy}>
          {busy ? '준비 중…' : '대신 검사하기'}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.muted}>
        자녀나 부모님처럼 직접 검사하기 어려운 분을 떠올리며 대신 답해 주세요. 결과는 나만 볼 수
        있어요.
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
