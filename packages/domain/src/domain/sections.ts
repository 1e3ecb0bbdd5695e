import type { GeneKey } from './genes.js';

/** Test sections in the order they are taken. */
export type SectionLetter = 'A' | 'B' | 'C' | 'D';

export const SECTION_LETTERS: readonly SectionLetter[] = ['A', 'B', 'C', 'D'];
export const SECTION_COUNT = 4;
export const QUESTIONS_PER_PAGE = 11;
export const PAGES_PER_SECTION = 4;
export const QUESTIONS_PER_SECTION = QUESTIONS_PER_PAGE * PAGES_PER_SECTION;
/** user.section value once all four sections are done. */
export const SECTION_DONE = 4;

/** A question's id: its section and its number in it ('A-01' … 'D-44'), as the API stores it. */
export const questionId = (section: SectionLetter, number: number): string =>
  `${section}-${String(number).padStart(2, '0')}`;

const GENE_BY_SECTION: Record<SectionLetter, GeneKey> = {
  A: 'ace',
  B: 'drd2',
  C: 'drd4',
  D: 'htt',
};

export interface SectionInfo {
  letter: SectionLetter;
  gene: GeneKey;
  /** Korean trait name, as on the tracker and section titles. */
  koreanName: string;
  /** The same in English (issue 18). */
  englishName: string;
  /** English slug the spec's navigation state uses for the section. */
  slug: 'endurance' | 'attachment' | 'creativity' | 'emotion';
}

export const SECTIONS: readonly SectionInfo[] = [
  { letter: 'A', gene: 'ace', koreanName: '지구력', englishName: 'Endurance', slug: 'endurance' },
  { letter: 'B', gene: 'drd2', koreanName: '애착', englishName: 'Attachment', slug: 'attachment' },
  {
    letter: 'C',
    gene: 'drd4',
    koreanName: '창의성',
    englishName: 'Creativity',
    slug: 'creativity',
  },
  { letter: 'D', gene: 'htt', koreanName: '감정', englishName: 'Emotion', slug: 'emotion' },
];

export function geneForSection(letter: SectionLetter): GeneKey {
  return GENE_BY_SECTION[letter];
}

export function sectionForGene(gene: GeneKey): SectionLetter {
  const found = SECTIONS.find((section) => section.gene === gene);
  return found ? found.letter : 'A';
}

/** The section being answered when `completed` sections are done (0 → A … 3 → D); undefined once all are done. */
export function sectionLetter(completed: number): SectionLetter | undefined {
  return Number.isInteger(completed) ? SECTION_LETTERS[completed] : undefined;
}

/** Letter of the result page for a user's section: 1 → A, 2 → B, 3 → C, anything else → D (spec §2). */
export function resultTypeForSection(section: number | undefined | null): SectionLetter {
  if (section === 1) return 'A';
  if (section === 2) return 'B';
  if (section === 3) return 'C';
  return 'D';
}
