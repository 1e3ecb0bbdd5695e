// The validation messages' namespace, `shared-validation` (issue 18). The schemas live in the pure
// entry `@genetype/domain/validation`, which each app bundles itself and the API loads in Node, so
// they cannot reach the page's i18next instance on their own: an app hands it over once with
// `registerValidationTexts({ registerNamespace, translate })` (from `@genetype/platform`). Until then,
// and always in the API, messages are Korean.
import { interpolate, lookup } from '../catalogue.js';
import type { CatalogueLoader, NamespaceSource } from '../catalogue.js';
import ko from './ko.js';

export const VALIDATION_NS = 'shared-validation';

type Values = Record<string, unknown>;

export interface ValidationI18n {
  registerNamespace(ns: string, source: NamespaceSource): Promise<void>;
  translate(ns: string, key: string, values?: Values): string;
}

let translator: ((key: string, values?: Values) => string) | null = null;

/** Registers the namespace on the page's instance and makes this copy of the schemas use it. */
export function registerValidationTexts(i18n: ValidationI18n): void {
  const load: CatalogueLoader = () =>
    import(/* webpackChunkName: "shared-validation-i18n-en" */ './en.js');
  void i18n.registerNamespace(VALIDATION_NS, { ko, load: { en: load } });
  translator = (key, values) => i18n.translate(VALIDATION_NS, key, values);
}

/** `{{name}}` filled from `values`. */
export const fillText = interpolate;

/** The message `key` (e.g. `validation.phoneRequired`) in the page's language, Korean by default. */
export function validationText(key: string, values?: Values): string {
  return translator ? translator(key, values) : interpolate(lookup(ko, key) ?? key, values);
}

/**
 * A yup message: a function, so yup asks for the text when a value fails, in the language of
 * that moment.
 */
export function inLanguage(key: string, values?: Values): () => string {
  return () => validationText(key, values);
}

/** For tests: back to the Korean texts without the page's instance. */
export function resetValidationTextsForTests(): void {
  translator = null;
}
