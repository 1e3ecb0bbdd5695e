// The text written for one type: what its particular mix of the four genes means for how it
// learns. Each type has its own module (01.ts … 54.ts) so the report page loads one type's text,
// never all 54 (type-report-loader.ts); the report adds the gene and group parts around it.

export interface TypeWriting {
  /** Two paragraphs on how this type learns; the first follows the report's introduction. */
  learning: readonly [string, string];
  /** After the endurance gene's sentences on concentration: how this mix focuses. */
  concentration: string;
  /** After the endurance gene's sentences on persistence: what keeps this mix going. */
  persistence: string;
  strengths: readonly [string, string];
  pitfalls: readonly [string, string];
  /** Concrete ways of studying (homework, exams, 수행평가, reading, memorising, …). */
  strategies: readonly [string, string, string];
  /** For parents and teachers. */
  support: readonly [string, string];
}
