// Catalogues and the Korean text path (issue 18). Korean is the source language: its catalogue
// holds the texts as written, so showing Korean is a lookup and a `{{name}}` substitution — the
// subset of i18next's format the catalogues may use (catalogues.test.ts keeps them to it, and
// engine-parity.test.ts checks this path gives what i18next gives). Keeping it this small is what
// keeps i18next itself off a Korean visit's first load.
import type { Language } from '../domain/languages.js';

/** A catalogue: nested objects of strings, `{{name}}` for values. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

export type TranslationValues = Record<string, unknown>;

export type CatalogueLoader = () => Promise<{ default: Catalogue } | Catalogue>;

export interface NamespaceSource {
  /** The Korean catalogue, bundled. */
  ko: Catalogue;
  /** Loaders of the other languages. */
  load: Partial<Record<Exclude<Language, 'ko'>, CatalogueLoader>>;
  /** A section namespace's key in what its loaders give (registerSections). */
  section?: string;
}

function at(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The text at a dotted key, or undefined when the catalogue has none there. */
export function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  const text = at(catalogue, key);
  return typeof text === 'string' ? text : undefined;
}

/**
 * Named formats a placeholder may ask for, i18next's way: `{{name, format}}`. The Korean particles
 * (`{{x, 은/는}}`, korean-particles.ts) are the ones the catalogues use; an app registers them.
 */
export type TextFormats = Readonly<Record<string, (value: unknown) => string>>;

/** A placeholder: its value's name and, after a comma, the format it asks for. */
export const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*([^{}]*?)\s*)?\}\}/g;

/**
 * Fills `{{name}}` (and `{{a.b}}`) placeholders, formatted when they name a known format (an
 * unknown format leaves the value as it is); an unknown value is left as written, as i18next does.
 */
export function interpolate(
  text: string,
  values?: TranslationValues,
  formats: TextFormats = {},
): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string, format: string | undefined) => {
    const value = at(values, name);
    if (value === undefined || value === null) return placeholder;
    const formatted = format ? formats[format] : undefined;
    return formatted ? formatted(value) : String(value);
  });
}
