import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  RECOMMENDED_SEARCH_WORDS,
  SEARCH_MAX_LENGTH,
  STORAGE_KEYS,
  storage,
  useRecentSearchesStore,
} from '@genetype/shared';
import { CloseIcon } from '@genetype/shared/ui';
import styles from './search-popup.module.scss';

export interface SearchPopupProps {
  /** Closes the modal the popup is shown in (the shell's modal layer). */
  onClose(): void;
}

/**
 * The search popup's content (spec §2): a search box, the recommended words and the recent
 * searches. Searching stores the word as the current search, closes the popup and opens
 * /search with the word as router state.
 */
export function SearchPopup({ onClose }: SearchPopupProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const recentId = useId();
  const recommendedId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const recent = useRecentSearchesStore((state) => state.searches);

  useEffect(() => {
    // Another tab (or the results page) may have changed the list since it was last read.
    useRecentSearchesStore.getState().hydrate();
    inputRef.current?.focus();
  }, []);

  const searchFor = (word: string) => {
    const term = word.trim();
    // Spec §5: an empty search does nothing.
    if (term === '') return;
    storage.set(STORAGE_KEYS.search, term);
    onClose();
    navigate('/search', { state: { search: term } });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchFor(value);
  };

  return (
    <div className={styles.popup}>
      <form className={styles.form} role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          검색어
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="궁금한 낱말을 입력해 보세요"
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          검색
        </button>
      </form>

      <section aria-labelledby={recommendedId} className={styles.group}>
        <h3 id={recommendedId} className={styles.groupTitle}>
          추천 검색어
        </h3>
        <ul className={styles.chips}>
          {RECOMMENDED_SEARCH_WORDS.map((word) => (
            <li key={word}>
              <button type="button" className={styles.chip} onClick={() => searchFor(word)}>
                #{word}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={recentId} className={styles.group}>
        <div className={styles.groupHeader}>
          <h3 id={recentId} className={styles.groupTitle}>
            최근 검색어
          </h3>
          {recent.length > 0 && (
            <button
              type="button"
              className={styles.clearAll}
              onClick={() => useRecentSearchesStore.getState().clear()}
            >
              모두 지우기
            </button>
          )}
        </div>
        {recent.length === 0 ? (
          <p className={styles.empty}>최근 검색한 낱말이 없어요.</p>
        ) : (
          <ul className={styles.recent} data-testid="recent-searches">
            {recent.map((term) => (
              <li key={term} className={styles.recentItem}>
                <button type="button" className={styles.recentTerm} onClick={() => searchFor(term)}>
                  {term}
                </button>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`최근 검색어 ‘${term}’ 지우기`}
                  onClick={() => useRecentSearchesStore.getState().remove(term)}
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
