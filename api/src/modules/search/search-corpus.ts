// Turns the site's reading content into search documents. The shapes below are the parts of
// `@genetype/content` the index reads (structural, so the content module's own types fit).
import type { SearchLinkState, SearchResultKind } from '@genetype/domain/contracts';
import type { ApiLanguage } from '../../i18n/i18n.js';

export interface CorpusTypeReport {
  id: number;
  code: string;
  group: number;
  name: string;
  heading: string;
  character: string;
  description: string;
  link: string;
  sections: readonly {
    id?: string;
    title: string;
    paragraphs: readonly string[];
    bullets: readonly string[];
  }[];
  /** The gene chips of the report's header ('지구력 II · …'), as the page shows them. */
  geneChips: readonly string[];
}

export interface CorpusTypeGroup {
  id: number;
  code: string;
  name: string;
  characterName: string;
  character: string;
  description: string;
  keywords: readonly string[];
}

export interface CorpusGeneSection {
  id: string;
  title: string;
  heading: string;
  symbol: string;
  intro: string;
  typeCards: readonly { code: string; name: string; description: string }[];
  paragraphs: readonly string[];
  bulletLists: readonly { title: string; items: readonly string[] }[];
}

export interface CorpusLearningGeneSection {
  id: string;
  title: string;
  heading: string;
  lead: string;
  blocks: readonly { heading: string; paragraphs: readonly string[]; bullets: readonly string[] }[];
}

export interface SearchCorpus {
  /** The language of every text below (Korean when absent). */
  language?: ApiLanguage;
  typeReports: readonly CorpusTypeReport[];
  typeGroups: readonly CorpusTypeGroup[];
  geneSections: readonly CorpusGeneSection[];
  learningGeneSections: readonly CorpusLearningGeneSection[];
}

/** One searchable page (or page section), with what a result shows and what the index reads. */
export interface SearchDocument {
  id: string;
  kind: SearchResultKind;
  link: string;
  state?: SearchLinkState;
  number: number | null;
  name: string;
  headingType: string;
  character: string;
  type: string;
  /** Shown when no passage of the body matches better. */
  summary: string;
  /** Index fields (weighted differently). */
  fields: {
    name: string;
    heading: string;
    code: string;
    number: string;
    character: string;
    description: string;
    body: string;
    /**
     * What the page says about other types ("함께하면 좋은 유형"): a member reads it there, so it
     * is found, but it weighs least (it describes the partners as much as this type).
     */
    partners: string;
  };
  /**
   * The passages a result's description is taken from, in reading order: the page's own text
   * only (the Korean and English documents have the same passages, translated).
   */
  passages: string[];
}

export const GENE_SECTION_TYPE_LABEL = '유전자 유형';
export const LEARNING_GENE_TYPE_LABEL = '학습유전자';

/** What a corpus says in its own language besides its content: result labels, number words. */
interface CorpusWords {
  geneSectionType: string;
  learningGeneType: string;
  /** The ways a member may type a type's number ('12', '12번', '12유형' / 'type 12', 'no. 12'). */
  numberWords(id: number): string;
}

const WORDS: Record<ApiLanguage, CorpusWords> = {
  ko: {
    geneSectionType: GENE_SECTION_TYPE_LABEL,
    learningGeneType: LEARNING_GENE_TYPE_LABEL,
    numberWords: (id) => `${id} ${id}번 ${id}유형`,
  },
  en: {
    geneSectionType: 'Gene types',
    learningGeneType: 'Learning genes',
    numberWords: (id) => `${id} type ${id} no. ${id}`,
  },
};

const join = (parts: readonly string[]) => parts.filter((part) => part.trim() !== '').join('\n');

function typeReportDocument(
  report: CorpusTypeReport,
  group: CorpusTypeGroup | undefined,
  words: CorpusWords,
): SearchDocument {
  // The compatibility section names and describes other types: indexed in its own, light field,
  // and never quoted, so a report's card always shows its own type's text (a card for 4번 that
  // quoted "40번 기민한 도전자 …" read as if it were about 40번).
  const ownSections = report.sections.filter((section) => section.id !== 'compatibility');
  const partnerTexts = report.sections
    .filter((section) => section.id === 'compatibility')
    .flatMap((section) => [section.title, ...section.paragraphs, ...section.bullets]);
  const sectionTexts = ownSections.flatMap((section) => [
    section.title,
    ...section.paragraphs,
    ...section.bullets,
  ]);
  const groupTexts = group
    ? [
        group.name,
        group.code,
        group.characterName,
        group.character,
        group.description,
        ...group.keywords,
      ]
    : [];
  return {
    id: `type-${report.id}`,
    kind: 'typeReport',
    link: report.link,
    number: report.id,
    name: report.name,
    headingType: report.heading,
    character: report.character,
    type: report.code,
    summary: report.description,
    fields: {
      name: report.name,
      heading: report.heading,
      code: report.code,
      number: words.numberWords(report.id),
      character: join([report.character, ...(group ? [group.characterName, group.name] : [])]),
      description: report.description,
      body: join([...report.geneChips, ...sectionTexts, ...groupTexts]),
      partners: join(partnerTexts),
    },
    passages: [
      report.description,
      report.character,
      ...ownSections.flatMap((section) => [...section.paragraphs, ...section.bullets]),
    ],
  };
}

function geneSectionDocument(section: CorpusGeneSection, words: CorpusWords): SearchDocument {
  const cards = section.typeCards.flatMap((card) => [
    `${card.code} ${card.name}`,
    card.description,
  ]);
  const lists = section.bulletLists.flatMap((list) => [list.title, ...list.items]);
  return {
    id: `gene-${section.id}`,
    kind: 'geneType',
    link: '/geneType',
    // The same `section` ids the home page's gene cards send (spec §2).
    state: { section: section.id },
    number: null,
    name: section.heading,
    headingType: section.title,
    character: section.symbol,
    type: words.geneSectionType,
    summary: section.intro,
    fields: {
      name: join([section.heading, section.title]),
      heading: section.title,
      code: join([section.symbol, ...section.typeCards.map((card) => card.code)]),
      number: '',
      character: section.symbol,
      description: section.intro,
      body: join([...cards, ...section.paragraphs, ...lists]),
      partners: '',
    },
    passages: [section.intro, ...section.paragraphs, ...cards, ...lists],
  };
}

function learningGeneDocument(
  section: CorpusLearningGeneSection,
  words: CorpusWords,
): SearchDocument {
  const blocks = section.blocks.flatMap((block) => [
    block.heading,
    ...block.paragraphs,
    ...block.bullets,
  ]);
  return {
    id: `learning-${section.id}`,
    kind: 'learningGene',
    link: '/learningGene',
    state: { section: section.id },
    number: null,
    name: section.heading,
    headingType: section.title,
    character: '',
    type: words.learningGeneType,
    summary: section.lead,
    fields: {
      name: join([section.heading, section.title]),
      heading: section.title,
      code: '',
      number: '',
      character: '',
      description: section.lead,
      body: join(blocks),
      partners: '',
    },
    passages: [section.lead, ...blocks],
  };
}

/** Every document of the corpus: the 54 reports, then the gene sections, then the learning-gene sections. */
export function searchDocumentsOf(corpus: SearchCorpus): SearchDocument[] {
  const groups = new Map(corpus.typeGroups.map((group) => [group.id, group]));
  const words = WORDS[corpus.language ?? 'ko'];
  return [
    ...corpus.typeReports.map((report) =>
      typeReportDocument(report, groups.get(report.group), words),
    ),
    ...corpus.geneSections.map((section) => geneSectionDocument(section, words)),
    ...corpus.learningGeneSections.map((section) => learningGeneDocument(section, words)),
  ];
}
