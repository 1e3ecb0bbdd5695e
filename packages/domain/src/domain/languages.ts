// The languages GeneType speaks (issue 18). Korean is the default and is always bundled;
// every other language is loaded lazily, per app, when it is chosen.
export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

/** Each language's name in itself, for the language controls. */
export const LANGUAGE_NAMES: Record<Language, string> = { ko: '한국어', en: 'English' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language among the browser's preferences (`navigator.languages`, or an
 * Accept-Language header split into tags); Korean when none is supported.
 */
export function pickLanguage(preferences: readonly string[] | undefined | null): Language {
  for (const tag of preferences ?? []) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
