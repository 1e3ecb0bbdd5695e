import { Fragment, useMemo } from 'react';
import styles from './highlight.module.scss';

const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` around the terms (case-insensitive): [plain, match, plain, …]. Odd indexes are
 * matches. Longer terms are tried first, so the longer of two overlapping terms wins.
 */
export function splitByTerms(text: string, terms: readonly string[]): string[] {
  const usable = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0 || text === '') return [text];
  // One capturing group: String.split keeps the matches at the odd indexes.
  return text.split(new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi'));
}

export interface HighlightProps {
  text: string;
  terms: readonly string[];
}

/** The text with each term in <mark>, as React nodes: never HTML from the server. */
export function Highlight({ text, terms }: HighlightProps) {
  const parts = useMemo(() => splitByTerms(text, terms), [text, terms]);
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
