// Answering on behalf of another person (DESIGN §5): name the person, get a result of their own,
// and go through the same four sections on it. The name and relation follow the shared rules
// (`@genetype/domain/validation`), as the API and my page's form do: the same words everywhere.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { OTHER_NAME_MAX } from '@genetype/domain/contracts';
import { errorMessage, questionsApi, registerNamespace, translate } from '@genetype/platform';
import { FAMILY_RELATIONS, isFamilyRelation } from '@genetype/domain';
import {
  otherPersonNameSchema,
  registerValidationTexts,
  validationText,
} from '@genetype/domain/validation';
import { useAppT } from '../../i18n';
import styles from './answer-for-other-form.module.scss';

// This app's copy of the rules answers in the page's language (its only form, so here: the
// rules and their texts stay out of the pages without it).
registerValidationTexts({ registerNamespace, translate });

export function answerForOtherPath(resultId: string, name: string): string {
  return `/questions?${new URLSearchParams({ resultId, nickname: name }).toString()}`;
}

export function AnswerForOtherForm() {
  const t = useAppT();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const relationId = useId();
  const [name, setName] = useState('');
  const [relation, setRelation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    let trimmed: string;
    try {
      trimmed = await otherPersonNameSchema.validate(name);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('other.failed'));
      return;
    }
    // Asked here so the family view knows whose child a person is (editable on my page).
    if (!isFamilyRelation(relation)) {
      setError(validationText('otherPerson.relationRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await questionsApi.createOtherResult(trimmed, relation);
      navigate(answerForOtherPath(result.resultId, result.name ?? trimmed), {
        state: { section: 0 },
      });
    } catch (caught) {
      setError(errorMessage(caught, t('other.failed')));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.title}>{t('other.title')}</h2>
      <p className={styles.text}>{t('other.text')}</p>
      {/* Each label directly above its own control, at every width (issue #37 item 3). */}
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {t('other.nameLabel')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            value={name}
            maxLength={OTHER_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            placeholder={t('other.namePlaceholder')}
            disabled={busy}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={relationId} className={styles.label}>
            {t('other.relationLabel')}
          </label>
          <select
            id={relationId}
            className={styles.input}
            value={relation}
            onChange={(event) => setRelation(event.target.value)}
            disabled={busy}
          >
            <option value="">{t('other.relationPlaceholder')}</option>
            {FAMILY_RELATIONS.map((entry) => (
              <option key={entry} value={entry}>
                {t(`other.relations.${entry}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? t('other.busy') : t('other.submit')}
      </button>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
