// Registers mf-account's namespace on the page's one i18next instance (a federation singleton),
// and hands the instance to this app's copy of the form schemas (their messages follow the page).
import {
  registerNamespace,
  registerTextFormats,
  translate,
  useTranslation,
} from '@genetype/platform';
import { registerValidationTexts } from '@genetype/domain/validation';
import { PARTICLE_FORMATS } from '@genetype/domain/korean';
import ko from './ko';

export const NS = 'mf-account';

// Particles after names and numbers ("{{x, 은/는}}"): before the namespace, so no text is read without them.
registerTextFormats(PARTICLE_FORMATS);
void registerNamespace(NS, {
  ko,
  load: { en: () => import(/* webpackChunkName: "mf-account-i18n-en" */ './en') },
});
registerValidationTexts({ registerNamespace, translate });

/** This app's `t`, bound to its namespace. */
export function useAppT() {
  return useTranslation(NS).t;
}

/** A text of this app outside React (helpers, models), in the page's language. */
export function appText(key: string, values?: Record<string, unknown>): string {
  return translate(NS, key, values);
}

/** The page's language as a BCP 47 tag for Intl. */
export function intlLocale(language: string): string {
  return language === 'en' ? 'en-US' : 'ko-KR';
}
