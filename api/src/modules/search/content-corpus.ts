// The corpus the API searches: the same content the pages render (@genetype/content), in
// the language of the request (issue 18): Korean, or the English content the English pages read.
import {
  ACE_TRAITS,
  DRD2_TRAITS,
  DRD4_TRAITS,
  HTT_TRAITS,
  geneSections,
  learningGeneSections,
  typeGroups,
  typeReports,
} from '@genetype/content';
import type { TypeReport, VariantTraits } from '@genetype/content';
import englishContent from '@genetype/content/en';
import { typeReports as englishTypeReports } from '@genetype/content/en/reports';
import { GENES } from '@genetype/domain';
import type { ApiLanguage } from '../../i18n/i18n.js';
import type { CorpusTypeReport, SearchCorpus } from './search-corpus.js';

type Traits = Record<'ace' | 'drd2' | 'drd4' | 'htt', Record<string, VariantTraits>>;

/** The header chips of /typeReport/N: gene label, variant and the variant's name. */
function geneChipsOf(report: TypeReport, traits: Traits, language: ApiLanguage): string[] {
  return GENES.map((gene) => {
    const variant = report.genes[gene.key];
    const label = language === 'ko' ? gene.koreanName : gene.englishName;
    return `${label} ${variant} ${traits[gene.key][variant]?.name ?? ''}`.trim();
  });
}

export function contentCorpus(language: ApiLanguage = 'ko'): SearchCorpus {
  const korean = language === 'ko';
  const traits: Traits = korean
    ? { ace: ACE_TRAITS, drd2: DRD2_TRAITS, drd4: DRD4_TRAITS, htt: HTT_TRAITS }
    : englishContent.traits;
  const reports: CorpusTypeReport[] = (korean ? typeReports : englishTypeReports).map((report) => ({
    ...report,
    geneChips: geneChipsOf(report, traits, language),
  }));
  return korean
    ? { language, typeReports: reports, typeGroups, geneSections, learningGeneSections }
    : {
        language,
        typeReports: reports,
        typeGroups: englishContent.typeGroups,
        geneSections: englishContent.geneSections,
        learningGeneSections: englishContent.learningGeneSections,
      };
}
