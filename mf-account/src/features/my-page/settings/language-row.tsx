import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';
import { settingsStyles as styles } from '../../../components/settings-form';
import { useAppT } from '../../../i18n';

/**
 * The account's language (issue 18): switches the page at once; the shell saves a logged-in
 * member's choice to the account (users.language) whenever the language store changes.
 */
export function LanguageRow() {
  const t = useAppT();
  const id = useId();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return (
    <div className={styles.row}>
      <label htmlFor={`${id}-language`} className={styles.label}>
        {t('settings.language')}
      </label>
      <div className={styles.control}>
        <select
          id={`${id}-language`}
          name="language"
          className={styles.input}
          value={language}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            if (isLanguage(event.target.value)) void setLanguage(event.target.value);
          }}
        >
          {LANGUAGES.map((entry) => (
            <option key={entry} value={entry} lang={entry}>
              {LANGUAGE_NAMES[entry]}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('settings.languageHint')}
      </p>
    </div>
  );
}
