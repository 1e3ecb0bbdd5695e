// Answering on behalf of another person (DESIGN §5): name the person, get a result of their own,
// and go through the same four sections on it.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { OTHER_NAME_MAX, errorMessage, questionsApi } from '@genetype/shared';
import styles from './answer-for-other-form.module.scss';

export function answerForOtherPath(resultId: string, name: string): string {
  return `/questions?${new URLSearchParams({ resultId, nickname: name }).toString()}`;
}

export function AnswerForOtherForm() {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError('검사할 분의 이름을 입력해 주세요.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await questionsApi.createOtherResult(trimmed);
      navigate(answerForOtherPath(result.resultId, result.name ?? trimmed), {
        state: { section: 0 },
      });
    } catch (caught) {
      setError(errorMessage(caught, '검사를 만들지 못했어요. 잠시 후 다시 시도해 주세요.'));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.title}>다른 사람 대신 검사하기</h2>
      <p className={styles.text}>
        자녀나 부모님처럼 직접 검사하기 어려운 분을 대신해 답할 수 있어요. 결과는 따로 저장돼요.
      </p>
      <label htmlFor={inputId} className={styles.label}>
        검사할 분의 이름
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={name}
          maxLength={OTHER_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder="예: 김하늘"
          disabled={busy}
        />
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? '준비하는 중…' : '대신 검사 시작하기'}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
