// The page's language (issue 18): stored choice, else the browser's preference, else Korean.
// Changing it loads the chosen language's catalogues, switches the shared i18next instance (no
// reload), sets <html lang> and persists the choice. Saving it to a member's account is the
// shell's job (it knows the session); login applies the account's language with `fromAccount`.
import { create } from 'zustand';
import { applyLanguage } from '../i18n/i18n.js';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '@genetype/domain';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';

export interface LanguageState {
  language: Language;
  /** Switches at once and remembers the choice in storage. */
  setLanguage(language: Language): Promise<void>;
}

/** The language a visit starts in: the stored choice, else the browser's, else Korean. */
export function initialLanguage(): Language {
  const stored = storage.get(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * A chosen language is mirrored in a cookie, so the page composer knows it before any code runs
 * (shell/server/page-serve.ts: no Korean prerendered HTML for a page that starts in English).
 */
export const LANGUAGE_COOKIE = 'genetype_language';

function rememberInCookie(language: Language): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // no document, or cookies disabled: the composer follows Accept-Language instead
  }
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  async setLanguage(language) {
    if (!isLanguage(language)) return;
    storage.set(STORAGE_KEYS.language, language);
    rememberInCookie(language);
    set({ language });
    await applyLanguage(language);
    // A later choice made while this one loaded wins.
    if (useLanguageStore.getState().language === language) setDocumentLanguage(language);
  },
}));

/**
 * Starts the page in its initial language (the shell calls this once at boot). Korean needs no
 * fetch; another language loads its catalogues first. The choice is not written to storage
 * unless the visitor makes one, so a browser preference keeps following the browser.
 */
export async function startLanguage(): Promise<Language> {
  const language = initialLanguage();
  if (isLanguage(storage.get(STORAGE_KEYS.language))) rememberInCookie(language);
  useLanguageStore.setState({ language });
  setDocumentLanguage(language);
  if (language !== DEFAULT_LANGUAGE) await applyLanguage(language);
  return language;
}
