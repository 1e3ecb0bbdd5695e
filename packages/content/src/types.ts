// The shape of every piece of reading content (type reports, gene and learning-gene pages).
// Pure data: the web pages render it and the API's search index reads it, so the shape is a
// contract — add fields, never rename or remove them.
import type { AceType, Drd2Type, Drd4Type, HttType, SectionId } from '@genetype/domain';

/** One of the nine groups (ACE × DRD2), with its name, colour and character. */
export interface TypeGroupContent {
  /** 1..9 (group 1 = II-A). */
  id: number;
  /** 'II-A' */
  code: string;
  /** Korean group name, e.g. '뚝심 탐구자'. */
  name: string;
  /** Hex colour, the same value as `group-color(id)` in packages/ui/styles/_tokens.scss. */
  color: string;
  /** The group's character (mascot) name, e.g. '거북이'. */
  characterName: string;
  /** A sentence on the character's temperament. */
  character: string;
  /** Two or three sentences on what the six types of the group share. */
  description: string;
  /** Short trait words, shown as chips. */
  keywords: string[];
}

export type TypeReportSectionId =
  | 'learning'
  | 'concentration'
  | 'persistence'
  | 'strengths'
  | 'pitfalls'
  | 'strategies'
  | 'support'
  | 'compatibility';

export interface TypeReportSection {
  id: TypeReportSectionId;
  /** Korean section title. */
  title: string;
  paragraphs: string[];
  /** Optional list (strengths, pitfalls, strategies, tips). */
  bullets: string[];
}

export interface CompatibleType {
  id: number;
  code: string;
  name: string;
  /** Why the two types work well together. */
  reason: string;
}

/** What names a type everywhere (list, home card, result): a report without its sections. */
export interface TypeReportSummary {
  /** 1..54, the catalogue id. */
  id: number;
  /** 'II-A-44-SS' */
  code: string;
  /** 1..9 */
  group: number;
  genes: { ace: AceType; drd2: Drd2Type; drd4: Drd4Type; htt: HttType };
  /** Korean type name, e.g. '신중한 탐구자'. */
  name: string;
  /** Number plus name, as buttons and search results show it: '1번 신중한 탐구자'. */
  heading: string;
  /** The type's character in one phrase. */
  character: string;
  /** A short description (two sentences). */
  description: string;
  /** Link of the report page: '/typeReport/1'. */
  link: string;
}

/** The full report of one of the 54 types. */
export interface TypeReport extends TypeReportSummary {
  /** Sections in the fixed order of TYPE_REPORT_SECTIONS. */
  sections: TypeReportSection[];
  compatibleTypes: CompatibleType[];
}

/**
 * Ids of the /geneType sections; the four gene ids are the spec's `state.section` values and the
 * last segment of each section's address ('/geneType/emotion', PAGE_SECTIONS of @genetype/domain).
 */
export type GeneSectionId = SectionId<'/geneType'>;

export interface GeneTypeCard {
  /** Variant code ('II', 'A', '44', 'SS') or a group code in the overview. */
  code: string;
  name: string;
  description: string;
}

export interface BulletList {
  title: string;
  items: string[];
}

/** One section of the /geneType page. */
export interface GeneSection {
  id: GeneSectionId;
  /** Switcher label, e.g. '지구력 유전자'. */
  title: string;
  /** Section heading. */
  heading: string;
  /** Gene symbol shown beside the heading ('ACE'); empty for the overview. */
  symbol: string;
  intro: string;
  typeCards: GeneTypeCard[];
  paragraphs: string[];
  /** Coping advice, one list per variant or theme. */
  bulletLists: BulletList[];
}

/** Ids of the /learningGene sections, as their addresses name them ('/learningGene/research'). */
export type LearningGeneSectionId = SectionId<'/learningGene'>;

export interface ContentBlock {
  heading: string;
  paragraphs: string[];
  bullets: string[];
}

/** One section of the /learningGene page. */
export interface LearningGeneSection {
  id: LearningGeneSectionId;
  /** Selector label. */
  title: string;
  heading: string;
  lead: string;
  blocks: ContentBlock[];
}
