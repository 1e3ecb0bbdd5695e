import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, recommendedSearchWords } from '@genetype/domain';
import {
  STORAGE_KEYS,
  storage,
  useLanguageStore,
  useRecentSearchesStore,
} from '@genetype/platform';
import { CloseIcon } from '@genetype/ui';
import { useAppT } from '../../i18n';
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
  const t = useAppT();
  const navigate = useNavigate();
  const inputId = useId();
  const recentId = useId();
  const recommendedId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const recent = useRecentSearchesStore((state) => state.searches);
  // The suggestions are words of the content, in the page's language (issue 18).
  const recommended = recommendedSearchWords(useLanguageStore((state) => state.language));

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
    const alreadyThere = window.location.pathname === '/search';
    navigate('/search', { state: { search: term } });
    // The popup has its own router. single-spa tells the other routers of a history change only
    // when the URL changes (urlRerouteOnly), and /search → /search does not: without this, the
    // open results page never sees the new word (issue 17). A popstate makes every router read
    // the new history entry, its state included.
    if (alreadyThere)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchFor(value);
  };

  return (
    <div className={styles.popup}>
      <form className={styles.form} role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t('popup.inputLabel')}
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
          placeholder={t('popup.placeholder')}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          {t('popup.submit')}
        </button>
      </form>

      <section aria-labelledby={recommendedId} className={styles.group}>
        <h3 id={recommendedId} className={styles.groupTitle}>
          {t('popup.recommended')}
        </h3>
        <ul className={styles.chips}>
          {recommended.map((word) => (
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
            {t('popup.recent')}
          </h3>
          {recent.length > 0 && (
            <button
              type="button"
              className={styles.clearAll}
              onClick={() => useRecentSearchesStore.getState().clear()}
            >
              {t('popup.clearAll')}
            </button>
          )}
        </div>
        {recent.length === 0 ? (
          <p className={styles.empty}>{t('popup.noRecent')}</p>
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
                  aria-label={t('popup.removeRecent', { term })}
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
