import type { SectionLetter } from '@genetype/shared';
import { SECTIONS } from '@genetype/shared';

export const DEFAULT_TITLE = '유전자 유형 검사';

/** The page title per section (spec §2): A, B, C, D or the default. */
export function sectionTitle(letter: SectionLetter | null | undefined): string {
  const section = SECTIONS.find((s) => s.letter === letter);
  return section ? `${section.letter} 유형 · ${section.koreanName} 검사` : DEFAULT_TITLE;
}
