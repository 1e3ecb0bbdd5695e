// The page's language (issue 18; issue 34): `?lang=`, else the stored choice, else the browser's
// preference, else Korean.
// Changing it loads the chosen language's catalogues, switches the shared texts (no
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

/** The address form of a language (`?lang=en`): hreflang alternates and the language links use it. */
const LANGUAGE_PARAM = 'lang';

/** The language the address asks for (`?lang=ko|en`), if any. */
function addressLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const asked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
    return isLanguage(asked) ? asked : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language a visit starts in — the page composer's rule (shell/server/page-serve.ts,
 * pageLanguage) as the browser knows it: the address's `?lang=`, else the stored choice (which the
 * cookie mirrors), else the browser's preference, else Korean.
 */
export function initialLanguage(): Language {
  const asked = addressLanguage();
  if (asked) return asked;
  const stored = storage.get(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * The cookie issue 18 mirrored a chosen language in; the page-language rule's cookie is
 * `genetype_lang` (below). Kept as the platform's export (its surface is versioned): the shell
 * removes this cookie at start.
 */
export const LANGUAGE_COOKIE = 'genetype_language';

/**
 * The page's language is mirrored in this cookie whenever it is set or applied, so the page
 * composer (and the edge cache keyed by the same rule) answers the next page in it before any
 * code runs (shell/server/page-serve.ts, pageLanguage).
 */
const PAGE_LANGUAGE_COOKIE = 'genetype_lang';

function rememberInCookie(language: Language): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${PAGE_LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
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
 * unless the visitor makes one (or the address names one), so a browser preference keeps
 * following the browser; the cookie always says the language applied.
 */
export async function startLanguage(): Promise<Language> {
  const language = initialLanguage();
  // An address's language is a choice (a language link, an hreflang alternate): remembered, so the
  // next page without `?lang=` starts in it too.
  if (addressLanguage()) storage.set(STORAGE_KEYS.language, language);
  rememberInCookie(language);
  try {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // no document
  }
  useLanguageStore.setState({ language });
  setDocumentLanguage(language);
  if (language !== DEFAULT_LANGUAGE) await applyLanguage(language);
  return language;
}
