import type { SectionLetter } from '@genetype/domain';
import type { AnswerValue, QuestionListResponse } from '@genetype/domain/contracts';
import type { QuestionRow } from '../../db/schema.js';
import type { BankLanguage } from './bank/index.js';
import { questionTextIn } from './bank/index.js';

/**
 * What a question list is made of: the section's questions as the bank holds them (the same
 * array for the life of the process: QuestionRepository reads the bank once) and what is the
 * member's own — the answers saved so far and the result's figures.
 */
export interface QuestionListParts {
  rows: readonly QuestionRow[];
  saved: ReadonlyMap<string, AnswerValue>;
  section: SectionLetter;
  completed: number;
  resultId: string;
  name: string | null;
}

/** One question as it is sent, in each of its three states (no answer, "yes", "no"). */
interface QuestionJson {
  id: string;
  unanswered: Buffer;
  yes: Buffer;
  no: Buffer;
}

/** A section's questions in one language, encoded once. */
interface SectionJson {
  questions: readonly QuestionJson[];
  /** Every question unanswered, already joined: the first visit of each section. */
  unanswered: Buffer;
}

const OPEN = Buffer.from('{"questions":[');
const COMMA = Buffer.from(',');

/** The list as an object: what the response schema describes (and what tests compare with). */
export function questionList(
  parts: QuestionListParts,
  language: BankLanguage = 'ko',
): QuestionListResponse {
  return {
    questions: parts.rows.map((row) => {
      const answer = parts.saved.get(row.id);
      return {
        _id: row.id,
        question: questionTextIn(row.id, row.text, language),
        ...(answer === 'yes' || answer === 'no' ? { answer } : {}),
      };
    }),
    section: parts.section,
    completed: parts.completed,
    resultId: parts.resultId,
    name: parts.name,
  };
}

/**
 * The question list as the bytes `JSON.stringify(questionList(parts, language))` gives, built
 * from pieces encoded once. A list is about 5 KB, mostly question text that only a migration
 * changes; escaping it and encoding it to UTF-8 on every request cost more than the rest of the
 * request's own work (issue 5). Each section is encoded once per language, every question in its
 * three answer states, so a request only picks a piece per question by the member's answer and
 * joins them (issue 35: no question objects, no lookups by id per request).
 */
export class QuestionListJson {
  // Keyed by the bank's own array: a bank read again (a new array) is encoded again, and the old
  // pieces go with the old array.
  private readonly sections = new WeakMap<
    readonly QuestionRow[],
    Partial<Record<BankLanguage, SectionJson>>
  >();

  serialize(parts: QuestionListParts, language: BankLanguage = 'ko'): Buffer {
    const encoded = this.section(parts.rows, language);
    const tail = Buffer.from(
      `],"section":${JSON.stringify(parts.section)},"completed":${JSON.stringify(parts.completed)},"resultId":${JSON.stringify(parts.resultId)},"name":${JSON.stringify(parts.name)}}`,
    );
    const { saved } = parts;
    if (saved.size === 0) {
      return Buffer.concat(
        [OPEN, encoded.unanswered, tail],
        OPEN.length + encoded.unanswered.length + tail.length,
      );
    }
    const pieces: Buffer[] = [OPEN];
    let length = OPEN.length + tail.length;
    encoded.questions.forEach((question, i) => {
      const answer = saved.get(question.id);
      const piece =
        answer === 'yes' ? question.yes : answer === 'no' ? question.no : question.unanswered;
      if (i > 0) {
        pieces.push(COMMA);
        length += 1;
      }
      pieces.push(piece);
      length += piece.length;
    });
    pieces.push(tail);
    return Buffer.concat(pieces, length);
  }

  private section(rows: readonly QuestionRow[], language: BankLanguage): SectionJson {
    let languages = this.sections.get(rows);
    if (!languages) {
      languages = {};
      this.sections.set(rows, languages);
    }
    let encoded = languages[language];
    if (!encoded) {
      const questions = rows.map((row) => {
        const base = `{"_id":${JSON.stringify(row.id)},"question":${JSON.stringify(questionTextIn(row.id, row.text, language))}`;
        return {
          id: row.id,
          unanswered: Buffer.from(`${base}}`),
          yes: Buffer.from(`${base},"answer":"yes"}`),
          no: Buffer.from(`${base},"answer":"no"}`),
        };
      });
      const joined: Buffer[] = [];
      questions.forEach((question, i) => {
        if (i > 0) joined.push(COMMA);
        joined.push(question.unanswered);
      });
      encoded = { questions, unanswered: Buffer.concat(joined) };
      languages[language] = encoded;
    }
    return encoded;
  }
}
