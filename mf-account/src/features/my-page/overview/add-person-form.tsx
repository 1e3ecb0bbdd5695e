import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OTHER_NAME_MAX } from '@genetype/domain/contracts';
import { errorMessage, questionsApi, useModalStore } from '@genetype/platform';
import { type FamilyRelation, FAMILY_RELATIONS, isFamilyRelation } from '@genetype/domain';
import { useApiMutation } from '@genetype/platform/query';
import { otherPersonNameSchema, validationText } from '@genetype/domain/validation';
import styles from './overview.module.scss';
import { useAppT } from '../../../i18n';

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
  const t = useAppT();
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [relation, setRelation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [relationError, setRelationError] = useState<string | null>(null);
  const create = useApiMutation({
    mutationFn: ({ clean, relation }: { clean: string; relation: FamilyRelation }) =>
      questionsApi.createOtherResult(clean, relation),
    onSuccess: (created, { clean }) =>
      void navigate(questionsPathFor(created.resultId, clean), { state: { section: 0 } }),
    onError: (caught) =>
      useModalStore.getState().open('error', {
        message: errorMessage(caught, t('addPerson.startFailed')),
      }),
  });
  const busy = create.isPending;

  const submit = async () => {
    if (busy) return;
    let clean: string | null = null;
    try {
      clean = await otherPersonNameSchema.validate(name);
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('addPerson.checkName'));
    }
    // The relation decides whose child a person is in the family view (asked once, editable there).
    const chosen = isFamilyRelation(relation) ? relation : null;
    setRelationError(chosen ? null : validationText('otherPerson.relationRequired'));
    if (clean === null || chosen === null) return;
    create.mutate({ clean, relation: chosen });
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
      {/* Each label directly above its own control, the button after both (issue #37 item 3). */}
      <label htmlFor={`${id}-name`} className={styles.label}>
        {t('addPerson.name')}
      </label>
      <input
        id={`${id}-name`}
        name="name"
        className={styles.input}
        value={name}
        maxLength={OTHER_NAME_MAX + 10}
        placeholder={t('addPerson.namePlaceholder')}
        disabled={busy}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <label htmlFor={`${id}-relation`} className={styles.label}>
        {t('addPerson.relation')}
      </label>
      <select
        id={`${id}-relation`}
        name="relation"
        className={styles.input}
        value={relation}
        disabled={busy}
        onChange={(event) => setRelation(event.target.value)}
        aria-invalid={relationError ? true : undefined}
        aria-describedby={relationError ? `${id}-relation-error` : undefined}
      >
        <option value="">{t('addPerson.chooseRelation')}</option>
        {FAMILY_RELATIONS.map((entry) => (
          <option key={entry} value={entry}>
            {t(`relations.${entry}`)}
          </option>
        ))}
      </select>
      {relationError && (
        <p id={`${id}-relation-error`} className={styles.error} role="alert">
          {relationError}
        </p>
      )}
      <p id={`${id}-hint`} className={styles.muted}>
        {t('addPerson.hint')}
      </p>
      <button
        type="submit"
        className={`${styles.primaryButton} ${styles.addSubmit}`}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('addPerson.preparing') : t('addPerson.submit')}
      </button>
    </form>
  );
}
