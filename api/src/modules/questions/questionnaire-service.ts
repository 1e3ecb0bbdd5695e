import type {
  CalculateResultResponse,
  DemoQuestionsResponse,
  Question,
} from '@genetype/domain/contracts';
import type { SectionLetter } from '@genetype/domain';
import { SECTION_DONE, SECTION_LETTERS } from '@genetype/domain';
import type { QuestionRow, ResultRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest, unauthorized } from '../../lib/http-error.js';
import type { Member, ResultRepository } from '../results/result-repository.js';
import { resultNotFound } from '../results/results-service.js';
import { ANSWER_MESSAGES, parseAnswerItems, parseDraftItems } from './answers.js';
import type { BankLanguage } from './bank/index.js';
import { DEMO_QUESTION_COUNT, questionTextIn } from './bank/index.js';
import type { QuestionRepository } from './question-repository.js';
import type { QuestionListParts } from './question-list-json.js';
import { finalTypeOf, scoreSection } from './scoring.js';
import ko from './messages.ko.js';

export const QUESTIONNAIRE_MESSAGES = {
  verificationNeeded: ko.verificationNeeded,
  emailMismatch: ko.emailMismatch,
  allDone: ko.allDone,
} as const;

const toQuestion = (row: QuestionRow, language: BankLanguage, answer?: string): Question => ({
  _id: row.id,
  question: questionTextIn(row.id, row.text, language),
  ...(answer === 'yes' || answer === 'no' ? { answer } : {}),
});

export class QuestionnaireService {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly results: ResultRepository,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return new Date(this.clock()).toISOString();
  }

  /** The demo in `language` (the request's; Korean by default). */
  async demo(language: BankLanguage = 'ko'): Promise<DemoQuestionsResponse> {
    const rows = await this.questions.section('A');
    return {
      questions: rows.slice(0, DEMO_QUESTION_COUNT).map((row) => toQuestion(row, language)),
    };
  }

  /**
   * The member, with the result a request names (or their own test) read in the same query: every
   * questionnaire call needs both. Unauthorized when the member is gone.
   */
  private async member(
    userId: string,
    resultId: string | undefined,
  ): Promise<{ user: Member; found: ResultRow | undefined }> {
    const found = await this.results.findWithOwner(userId, resultId);
    if (!found) throw unauthorized();
    return { user: found.owner, found: found.result };
  }

  /** The result a request works on: a named one the member owns, or their own test. */
  private async resultFor(
    user: Member,
    resultId: string | undefined,
    found: ResultRow | undefined,
  ): Promise<ResultRow> {
    if (found) return found;
    // Someone else's result looks exactly like a missing one.
    if (resultId !== undefined) throw resultNotFound();
    return this.results.ensureSelf(user.id, this.now());
  }

  private currentSection(result: ResultRow): SectionLetter {
    const letter = SECTION_LETTERS[result.completed];
    if (result.completed >= SECTION_DONE || !letter)
      throw new HttpError(409, QUESTIONNAIRE_MESSAGES.allDone);
    return letter;
  }

  /**
   * The current section's questions with the answers saved so far: the bank's rows as they are
   * and the member's part beside them, so the route encodes the rows once (QuestionListJson).
   */
  async listParts(userId: string, resultId?: string): Promise<QuestionListParts> {
    // One query: the member, the result and the answers saved in its current section.
    let found = await this.results.findWithOwnerAndAnswers(userId, resultId);
    if (!found) throw unauthorized();
    if (!found.result) {
      // The first visit creates the member's own test (or finds the one a second tab created).
      await this.resultFor(found.owner, resultId, undefined);
      found = await this.results.findWithOwnerAndAnswers(userId, resultId);
      if (!found) throw unauthorized();
    }
    // Gone again only if a retake deleted it meanwhile.
    const result = found.result;
    if (!result) throw resultNotFound();
    const section = this.currentSection(result);
    return {
      rows: await this.questions.section(section),
      saved: found.answers,
      section,
      completed: result.completed,
      resultId: result.id,
      name: result.subject_name,
    };
  }

  /** Answering needs a nickname and a verified phone number (spec §6). */
  private requireVerified(user: Member): void {
    if (!user.nickname || !user.phone_number)
      throw new HttpError(403, QUESTIONNAIRE_MESSAGES.verificationNeeded);
  }

  /** Saves answers of the current section as the member goes; null clears an answer. */
  async saveAnswers(userId: string, raw: unknown, resultId?: string): Promise<{ saved: number }> {
    const items = parseDraftItems(raw);
    const { user, found } = await this.member(userId, resultId);
    this.requireVerified(user);
    const result = await this.resultFor(user, resultId, found);
    const section = this.currentSection(result);
    const ids = new Set((await this.questions.section(section)).map((row) => row.id));
    if (items.some((item) => !ids.has(item._id))) throw badRequest(ANSWER_MESSAGES.foreign);
    const answered = items.flatMap((item) =>
      item.answer === null ? [] : [{ _id: item._id, answer: item.answer }],
    );
    const cleared = items.filter((item) => item.answer === null).map((item) => item._id);
    await this.results.saveAnswers(result.id, answered, this.now());
    await this.results.clearAnswers(result.id, cleared);
    return { saved: answered.length };
  }

  async calculate(
    userId: string,
    body: { email?: unknown; questions?: unknown },
    resultId?: string,
  ): Promise<CalculateResultResponse> {
    const items = parseAnswerItems(body.questions);
    const { user, found } = await this.member(userId, resultId);
    if (typeof body.email !== 'string' || body.email.trim().toLowerCase() !== user.email)
      throw badRequest(QUESTIONNAIRE_MESSAGES.emailMismatch);
    this.requireVerified(user);
    const result = await this.resultFor(user, resultId, found);

    // A replay of a section already scored (double submit, a second tab) gets the same answer.
    const replay = await this.replayedSection(result, items);
    if (replay) return replay;

    const section = this.currentSection(result);
    const keys = await this.questions.section(section);
    const ids = new Set(keys.map((key) => key.id));
    const foreign = items.filter((item) => !ids.has(item._id));
    if (foreign.length > 0) {
      const foreignSection = await this.questions.sectionOf((foreign[0] as { _id: string })._id);
      if (foreignSection && SECTION_LETTERS.indexOf(foreignSection) > result.completed)
        throw badRequest(ANSWER_MESSAGES.outOfOrder(section));
      throw badRequest(ANSWER_MESSAGES.foreign);
    }
    if (items.length < keys.length)
      throw badRequest(ANSWER_MESSAGES.missing(keys.length - items.length));

    const answers = new Map(items.map((item) => [item._id, item.answer]));
    const outcome = scoreSection(
      section,
      keys.map((key) => ({
        id: key.id,
        number: key.number,
        pole: key.pole,
        weight: key.weight,
        repeatOf: key.repeat_of,
      })),
      answers,
    );
    const final = section === 'D' ? await this.finalType(result, outcome.geneType) : null;

    const stored = await this.results.completeSection({
      result,
      outcome,
      answers: items,
      final,
      now: this.now(),
    });
    if (!stored) {
      const again = await this.results.findById(result.id);
      const winner = again && (await this.replayedSection(again, items));
      if (winner) return winner;
      throw new HttpError(409, ANSWER_MESSAGES.outOfOrder(section));
    }
    return { resultId: result.id, outcome, completed: result.completed + 1, final };
  }

  /** The four-gene type, once the last section's gene type joins the three stored before it. */
  private async finalType(result: ResultRow, lastGeneType: string) {
    const types: Partial<Record<SectionLetter, string>> = { D: lastGeneType };
    const earlier = await this.results.sections([result.id]);
    for (const stored of earlier.get(result.id) ?? [])
      types[stored.section as SectionLetter] = stored.outcome.geneType;
    return finalTypeOf(types);
  }

  private async replayedSection(
    result: ResultRow,
    items: readonly { _id: string }[],
  ): Promise<CalculateResultResponse | null> {
    const first = items[0];
    if (!first) return null;
    const section = await this.questions.sectionOf(first._id);
    if (!section || SECTION_LETTERS.indexOf(section) >= result.completed) return null;
    const keys = await this.questions.section(section);
    const ids = new Set(keys.map((key) => key.id));
    if (items.length !== keys.length || items.some((item) => !ids.has(item._id))) return null;
    const outcome = await this.results.sectionOutcome(result.id, section);
    if (!outcome) return null;
    const final =
      result.code && result.type_id ? { code: result.code, typeId: result.type_id } : null;
    return { resultId: result.id, outcome, completed: result.completed, final };
  }
}
