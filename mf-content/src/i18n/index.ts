// Registers mf-content's namespace on the page's one i18next instance (a federation singleton).
import { registerNamespace, useTranslation } from '@genetype/platform';
import ko from './ko';

export const NS = 'mf-content';

void registerNamespace(NS, {
  ko,
  load: { en: () => import(/* webpackChunkName: "mf-content-i18n-en" */ './en') },
});

/** This app's `t`, bound to its namespace. */
export function useAppT() {
  return useTranslation(NS).t;
}
