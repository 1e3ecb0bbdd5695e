import type { SectionLetter } from '@genetype/domain';
import { SECTIONS } from '@genetype/domain';
import type { AppT } from '../../i18n';

/** The page title per section (spec §2): A, B, C, D or the default. */
export function sectionTitle(t: AppT, letter: SectionLetter | null | undefined): string {
  const section = SECTIONS.find((s) => s.letter === letter);
  return section
    ? t('questions.sectionTitle', {
        letter: section.letter,
        name: t(`sectionNames.${section.letter}`),
      })
    : t('questions.defaultTitle');
}
