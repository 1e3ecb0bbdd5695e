// The questionnaire and its results (spec §3, §7; docs/api.md).
import type { FamilyRelation } from '../domain/family.js';
import type { GeneKey } from '../domain/genes.js';
import type { SectionLetter } from '../domain/sections.js';

export type AnswerValue = 'yes' | 'no';

/** A question as served: its wording starts with "12. "; the number orders a page. */
export interface Question {
  _id: string;
  question: string;
  /** The member's saved answer, when there is one (resume on any device). */
  answer?: AnswerValue | null;
}

/** Answer item of spec §3. */
export interface AnswerItem {
  _id: string;
  answer: AnswerValue;
}

/** GET /questions/getQuestionsList, GET /questions?resultId=… */
export interface QuestionListResponse {
  questions: Question[];
  /** The section these questions belong to. */
  section: SectionLetter;
  /** Sections already completed on this result (0–3). */
  completed: number;
  resultId: string;
  /** The person answered for, or null for the member's own test. */
  name: string | null;
}

/** GET /questions/getQuestions (visitors' demo). */
export interface DemoQuestionsResponse {
  questions: Question[];
}

/** POST /questions/calculateResult — `questions` is a JSON string of AnswerItem[] (spec §7). */
export interface CalculateResultRequest {
  email: string;
  questions: string;
}

/** POST /questions/saveAnswers — answers of one page, saved as the member goes. */
export interface SaveAnswersRequest {
  questions: string;
}

export interface ConsistencyReport {
  /** How many repeated questions the section has. */
  checked: number;
  /** Repeats answered differently from their original. */
  mismatches: { number: number; repeatOfNumber: number }[];
  consistent: boolean;
}

/** One scored section: its gene's type and how it came about. */
export interface SectionOutcome {
  section: SectionLetter;
  gene: GeneKey;
  /** 'II' | 'ID' | 'DD', 'A' | 'B' | 'C', '44' | '43' | '45', 'SS' | 'SL' */
  geneType: string;
  /** Weighted "yes" answers per pole (docs/scoring.md). */
  scores: Record<string, number>;
  /** The most each pole could score. */
  maxScores: Record<string, number>;
  consistency: ConsistencyReport;
}

export interface FinalType {
  /** 'II-A-44-SS' */
  code: string;
  /** 1–54 */
  typeId: number;
}

/** A result: the member's own or one answered for another person. */
export interface ResultView {
  resultId: string;
  /** The person answered for; null for the member's own result. */
  name: string | null;
  /** Sections completed, 0–4. */
  completed: number;
  sections: SectionOutcome[];
  final: FinalType | null;
  /** A person answered for: their relation to the member (null for the own result, or unset). */
  relation?: FamilyRelation | null;
  createdAt: string;
}

/** POST /questions/calculateResult */
export interface CalculateResultResponse {
  resultId: string;
  outcome: SectionOutcome;
  completed: number;
  final: FinalType | null;
}

/** At most this many people per page of GET /results/others (`limit`, default and maximum). */
export const OTHER_RESULTS_PAGE_MAX = 100;

/** GET /results/others?limit=&cursor=: one page of the people answered for, newest first. */
export interface OtherResultsPage {
  results: ResultView[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

/** POST /results/others */
export interface CreateOtherResultRequest {
  name: string;
}

/** The results summary in GET /user/getUser (own result). */
export interface UserResultSummary {
  section: SectionLetter;
  geneType: string;
  /** On the D entry once the test is complete. */
  code?: string;
  typeId?: number;
}

export const OTHER_NAME_MAX = 20;
