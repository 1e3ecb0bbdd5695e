import { useId, useSyncExternalStore } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';

export interface LanguageSelectProps {
  className?: string;
  labelClassName?: string;
  label: string;
  /** Shows the label only to screen readers (the footer's compact control). */
  hideLabel?: boolean;
  icon?: React.ReactNode;
}

const languageNow = () => useLanguageStore.getState().language;

/** 한국어 / English: switches the whole page at once, no reload (issue 18). */
export function LanguageSelect({
  className,
  labelClassName,
  label,
  hideLabel,
  icon,
}: LanguageSelectProps) {
  const id = useId();
  // The store's own state in the build's render of the frame too (zustand's hook would give its
  // initial Korean there): the English frame's select shows English.
  const language = useSyncExternalStore(useLanguageStore.subscribe, languageNow, languageNow);
  return (
    <>
      {icon}
      <label htmlFor={id} className={labelClassName} style={hideLabel ? visuallyHidden : undefined}>
        {label}
      </label>
      <select
        id={id}
        className={className}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void useLanguageStore.getState().setLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </>
  );
}

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
