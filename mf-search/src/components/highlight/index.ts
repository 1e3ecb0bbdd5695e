export { Highlight, splitByTerms } from './highlight';
export type { HighlightProps } from './highlight';
