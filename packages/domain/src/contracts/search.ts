// `POST /main/search` (spec §3, §7): one request field, a list of results.

export interface SearchRequest {
  searchItem: string;
}

/** Which page a result opens. */
export type SearchResultKind = 'typeReport' | 'geneType' | 'learningGene';

/**
 * Router state that opens a section of the result's page: `section` is the section id of the
 * content (`@genetype/content`) — on /geneType the id the home page's gene cards send
 * ('earth-power', 'creative-behaviour', …), on /learningGene 'introduction', 'research', ….
 */
export interface SearchLinkState {
  section: string;
}

export interface SearchResultItem {
  /** Stable id of the document: 'type-1', 'gene-earth-power', 'learning-research'. */
  _id: string;
  /** Route of the page that shows it: '/typeReport/1', '/geneType', '/learningGene'. */
  link: string;
  name: string;
  /** The type number (1–54) of a type report; null for the other pages. */
  number: number | null;
  /** The heading the content shows: '1번 신중한 뚝심 탐구자', or the section's title. */
  headingType: string;
  /** The type's character, or the gene symbol of a gene section; may be empty. */
  character: string;
  /** The type code ('II-A-44-SS'), or the kind of page ('유전자 유형', '학습유전자'). */
  type: string;
  /** The passage that matched best (or the page's own summary). */
  description: string;
  kind: SearchResultKind;
  /** Navigation state for `link` (absent for type reports). */
  state?: SearchLinkState;
}

/** Best match first. */
export type SearchResponse = SearchResultItem[];

/**
 * Response header of `POST /main/search` when the words typed found nothing and a correction did
 * ('지구럭' → '지구력', URI-encoded): the results are the corrected query's.
 */
export const SEARCH_SUGGESTION_HEADER = 'x-search-suggestion';
