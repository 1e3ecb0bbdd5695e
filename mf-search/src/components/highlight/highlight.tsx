import { Fragment, useMemo } from 'react';
import styles from './highlight.module.scss';

const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` around the terms (case-insensitive): [plain, match, plain, …]. Odd indexes are
 * matches. Longer terms are tried first, so the longer of two overlapping terms wins. With
 * `wholeWords` (English) a term is marked only where it is a word of its own (friend, not the
 * friend in befriend), and a straight apostrophe also matches a curly one.
 */
export function splitByTerms(text: string, terms: readonly string[], wholeWords = false): string[] {
  const usable = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0 || text === '') return [text];
  if (!wholeWords) {
    // One capturing group: String.split keeps the matches at the odd indexes.
    return text.split(new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi'));
  }
  const alternatives = usable.map((term) => escapeRegExp(term).replace(/'/g, "['’]")).join('|');
  // The lookarounds are not captured, so the odd indexes are still the matches.
  return text.split(new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'giu'));
}

export interface HighlightProps {
  text: string;
  terms: readonly string[];
  /** Mark terms only as whole words (English; Korean attaches particles to its words). */
  wholeWords?: boolean;
}

/** The text with each term in <mark>, as React nodes: never HTML from the server. */
export function Highlight({ text, terms, wholeWords = false }: HighlightProps) {
  const parts = useMemo(() => splitByTerms(text, terms, wholeWords), [text, terms, wholeWords]);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className={styles.mark}>
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
