// Registers mf-questionnaire's namespace on the page's one i18next instance (a federation singleton).
import { registerNamespace, useTranslation } from '@genetype/platform';
import ko from './ko';

export const NS = 'mf-questionnaire';

void registerNamespace(NS, {
  ko,
  load: { en: () => import(/* webpackChunkName: "mf-questionnaire-i18n-en" */ './en') },
});

/** This app's `t`, bound to its namespace. */
export function useAppT() {
  return useTranslation(NS).t;
}

/** The `t` of `useAppT()`, for helpers that build a text for a component. */
export type AppT = ReturnType<typeof useAppT>;
