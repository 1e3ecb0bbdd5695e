import type { AnswerValue, SectionOutcome } from '@genetype/shared/contracts';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/database.js';
import type { ResultRow } from '../../db/schema.js';
import { newId } from '../../lib/crypto.js';

export interface StoredSection {
  section: string;
  outcome: SectionOutcome;
}

/** Results, their scored sections and their saved answers. */
export class ResultRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<ResultRow | undefined> {
    return this.db.selectFrom('results').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findSelf(ownerId: string): Promise<ResultRow | undefined> {
    return this.db
      .selectFrom('results')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('is_self', '=', 1)
      .executeTakeFirst();
  }

  /** The member's own result, created on first need; two tabs creating it at once get the same row. */
  async ensureSelf(ownerId: string, now: string): Promise<ResultRow> {
    const existing = await this.findSelf(ownerId);
    if (existing) return existing;
    try {
      return await this.db
        .insertInto('results')
        .values({
          id: newId(),
          owner_id: ownerId,
          is_self: 1,
          subject_name: null,
          completed: 0,
          code: null,
          type_id: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await this.findSelf(ownerId)) as ResultRow;
    }
  }

  createOther(ownerId: string, name: string, now: string): Promise<ResultRow> {
    return this.db
      .insertInto('results')
      .values({
        id: newId(),
        owner_id: ownerId,
        is_self: 0,
        subject_name: name,
        completed: 0,
        code: null,
        type_id: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  listOthers(ownerId: string): Promise<ResultRow[]> {
    return this.db
      .selectFrom('results')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('is_self', '=', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async sections(resultIds: readonly string[]): Promise<Map<string, StoredSection[]>> {
    const bySection = new Map<string, StoredSection[]>();
    if (resultIds.length === 0) return bySection;
    const rows = await this.db
      .selectFrom('section_results')
      .select(['result_id', 'section', 'outcome'])
      .where('result_id', 'in', resultIds)
      .orderBy('section')
      .execute();
    for (const row of rows) {
      const list = bySection.get(row.result_id) ?? [];
      list.push({ section: row.section, outcome: JSON.parse(row.outcome) as SectionOutcome });
      bySection.set(row.result_id, list);
    }
    return bySection;
  }

  async sectionOutcome(resultId: string, section: string): Promise<SectionOutcome | undefined> {
    const row = await this.db
      .selectFrom('section_results')
      .select('outcome')
      .where('result_id', '=', resultId)
      .where('section', '=', section)
      .executeTakeFirst();
    return row ? (JSON.parse(row.outcome) as SectionOutcome) : undefined;
  }

  async answers(resultId: string, section: string): Promise<Map<string, AnswerValue>> {
    const rows = await this.db
      .selectFrom('answers')
      .select(['question_id', 'answer'])
      .where('result_id', '=', resultId)
      // Question ids start with their section letter ('A-01').
      .where('question_id', 'like', `${section}-%`)
      .execute();
    return new Map(rows.map((row) => [row.question_id, row.answer as AnswerValue]));
  }

  async saveAnswers(
    resultId: string,
    items: readonly { _id: string; answer: AnswerValue }[],
    now: string,
    db: Db = this.db,
  ): Promise<void> {
    if (items.length === 0) return;
    await db
      .insertInto('answers')
      .values(
        items.map((item) => ({
          result_id: resultId,
          question_id: item._id,
          answer: item.answer,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['result_id', 'question_id']).doUpdateSet((eb) => ({
          answer: eb.ref('excluded.answer'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  /** Removes answers to questions that were cleared (pressing the chosen answer again). */
  async clearAnswers(resultId: string, questionIds: readonly string[]): Promise<void> {
    if (questionIds.length === 0) return;
    await this.db
      .deleteFrom('answers')
      .where('result_id', '=', resultId)
      .where('question_id', 'in', questionIds)
      .execute();
  }

  /**
   * Stores a scored section and moves the result on, in one transaction. Returns false when
   * another request (a double submit, a second tab) already scored this section.
   */
  async completeSection(args: {
    result: ResultRow;
    outcome: SectionOutcome;
    answers: readonly { _id: string; answer: AnswerValue }[];
    final: { code: string; typeId: number } | null;
    now: string;
  }): Promise<boolean> {
    const { result, outcome, answers, final, now } = args;
    const completed = result.completed + 1;
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('section_results')
          .values({
            result_id: result.id,
            section: outcome.section,
            gene_type: outcome.geneType,
            outcome: JSON.stringify(outcome),
            created_at: now,
          })
          .execute();
        const moved = await trx
          .updateTable('results')
          .set({
            completed,
            code: final?.code ?? null,
            type_id: final?.typeId ?? null,
            updated_at: now,
          })
          .where('id', '=', result.id)
          .where('completed', '=', result.completed)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new SectionAlreadyScored();
        await this.saveAnswers(result.id, answers, now, trx);
        if (result.is_self === 1) {
          await trx
            .updateTable('users')
            .set({ section: completed, finish_test: final ? 1 : 0, updated_at: now })
            .where('id', '=', result.owner_id)
            .execute();
        }
      });
      return true;
    } catch (error) {
      if (error instanceof SectionAlreadyScored || isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Retake: the member's own result goes (its sections and answers cascade) and the test restarts. */
  async deleteSelf(ownerId: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('results')
        .where('owner_id', '=', ownerId)
        .where('is_self', '=', 1)
        .execute();
      await trx
        .updateTable('users')
        .set({ section: 0, finish_test: 0, updated_at: now })
        .where('id', '=', ownerId)
        .execute();
    });
  }
}

class SectionAlreadyScored extends Error {}
