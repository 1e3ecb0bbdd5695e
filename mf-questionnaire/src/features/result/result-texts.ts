import type { SectionLetter } from '@genetype/domain';
import { SECTION_POLES } from '@genetype/domain';
import type { AppT } from '../../i18n';

/**
 * What an answer pole measured, in the words of the result page (the labels of the domain's
 * SECTION_POLES are under `poles`); an unknown pole as it is.
 */
export function poleLabel(t: AppT, section: SectionLetter, pole: string): string {
  return SECTION_POLES[section].includes(pole) ? t(`poles.${section}.${pole}`) : pole;
}

const NEXT_SECTION: Record<SectionLetter, SectionLetter | null> = {
  A: 'B',
  B: 'C',
  C: 'D',
  D: null,
};

/** The link on to the next section ("B 유형(애착) 검사 이어서 하기"), or null after D. */
export function nextSectionLabel(t: AppT, letter: SectionLetter): string | null {
  const next = NEXT_SECTION[letter];
  return next ? t('result.nextSection', { letter: next, name: t(`sectionNames.${next}`) }) : null;
}
