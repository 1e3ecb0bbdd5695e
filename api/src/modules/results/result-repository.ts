import type { AnswerValue, SectionOutcome } from '@genetype/domain/contracts';
import { SECTION_LETTERS } from '@genetype/domain';
import { PostgresAdapter, sql } from 'kysely';
import type { Compilable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/database.js';
import { PreparedQuery } from '../../db/prepared-query.js';
import type { ResultRow, UserRow } from '../../db/schema.js';
import { newId } from '../../lib/crypto.js';

export interface StoredSection {
  section: string;
  outcome: SectionOutcome;
}

/** What the questionnaire needs of a member (a narrow row: every call reads it). */
export type Member = Pick<UserRow, 'id' | 'email' | 'nickname' | 'phone_number'>;

/** A member, and the result a questionnaire call works on if it exists and is theirs. */
export interface OwnerAndResult {
  owner: Member;
  result: ResultRow | undefined;
}

/** The same, with the answers saved so far in the result's current section. */
export interface OwnerResultAndAnswers extends OwnerAndResult {
  answers: Map<string, AnswerValue>;
}

// The result's columns beside the member's, renamed where both tables have one.
const RESULT_COLUMNS = [
  'results.id as r_id',
  'results.is_self as r_is_self',
  'results.subject_name as r_subject_name',
  'results.completed as r_completed',
  'results.code as r_code',
  'results.type_id as r_type_id',
  'results.relation as r_relation',
  'results.created_at as r_created_at',
  'results.updated_at as r_updated_at',
] as const;

type OwnerAndResultRow = Member & {
  r_id: string | null;
  r_is_self: number | null;
  r_subject_name: string | null;
  r_completed: number | null;
  r_code: string | null;
  r_type_id: number | null;
  r_relation: string | null;
  r_created_at: string | null;
  r_updated_at: string | null;
  /** `question_id:answer` pairs joined by commas (see `packedAnswers`), or null. */
  r_answers?: string | null;
};

// The current section's saved answers as one string: a row per answer costs SQLite's driver about
// a microsecond each, more than the query (a list request reads up to 44). string_agg exists in
// PostgreSQL and in SQLite (3.44+). Question ids ('A-01') and answers ('yes'/'no') hold neither
// separator. The section is the letter at `completed` (0 = A), as SECTION_LETTERS has it.
const packedAnswers = sql<
  string | null
>`(select string_agg("answers"."question_id" || ':' || "answers"."answer", ',') from "answers" where "answers"."result_id" = "results"."id" and "answers"."question_id" like substr(${sql.lit(SECTION_LETTERS.join(''))}, "results"."completed" + 1, 1) || '-%')`;

function unpackAnswers(packed: string | null | undefined): Map<string, AnswerValue> {
  const answers = new Map<string, AnswerValue>();
  if (!packed) return answers;
  for (const pair of packed.split(',')) {
    const colon = pair.lastIndexOf(':');
    answers.set(pair.slice(0, colon), pair.slice(colon + 1) as AnswerValue);
  }
  return answers;
}

function splitOwnerAndResult(row: OwnerAndResultRow): OwnerAndResult {
  const result: ResultRow | undefined =
    row.r_id === null
      ? undefined
      : {
          id: row.r_id,
          owner_id: row.id,
          is_self: row.r_is_self as number,
          subject_name: row.r_subject_name,
          completed: row.r_completed as number,
          code: row.r_code,
          type_id: row.r_type_id,
          relation: row.r_relation,
          created_at: row.r_created_at as string,
          updated_at: row.r_updated_at as string,
        };
  const owner: Member = {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    phone_number: row.phone_number,
  };
  return { owner, result };
}

/**
 * Answers per statement. The parsers accept no more than this many items; a longer list would be
 * split into several statements.
 */
const MAX_ANSWER_ROWS = 200;
/** The upsert's parameter names, made once rather than two strings per answer per call. */
const QUESTION_PARAMS = Array.from({ length: MAX_ANSWER_ROWS }, (_, i) => `question_${i}`);
const ANSWER_PARAMS = Array.from({ length: MAX_ANSWER_ROWS }, (_, i) => `answer_${i}`);

/** The statements every questionnaire call sends, compiled once (PreparedQuery, issue 35). */
function hotQueries(db: Db) {
  const ownerAndResult = (resultId: 'self' | 'named', withAnswers: boolean) =>
    new PreparedQuery<'ownerId' | 'resultId', OwnerAndResultRow>((param) => {
      const query = db
        .selectFrom('users')
        .leftJoin('results', (join) =>
          join
            .onRef('results.owner_id', '=', 'users.id')
            // A literal, not a parameter: SQLite matches it to the partial index
            // results_one_self_per_owner once, where a bound value makes it re-plan every run.
            .on((eb) =>
              resultId === 'self'
                ? eb('results.is_self', '=', sql.lit(1))
                : eb('results.id', '=', param('resultId')),
            ),
        )
        .select(['users.id', 'users.email', 'users.nickname', 'users.phone_number'])
        .select(RESULT_COLUMNS)
        .where('users.id', '=', param('ownerId'));
      return (
        withAnswers ? query.select(packedAnswers.as('r_answers')) : query
      ) as Compilable<OwnerAndResultRow>;
    });
  return {
    ownerAndSelf: ownerAndResult('self', false),
    ownerAndNamed: ownerAndResult('named', false),
    ownerSelfAndAnswers: ownerAndResult('self', true),
    ownerNamedAndAnswers: ownerAndResult('named', true),
    insertSection: new PreparedQuery<'resultId' | 'section' | 'geneType' | 'outcome' | 'now'>(
      (param) =>
        db.insertInto('section_results').values({
          result_id: param('resultId'),
          section: param('section'),
          gene_type: param('geneType'),
          outcome: param('outcome'),
          created_at: param('now'),
        }),
    ),
    // Moves the result on only from the section it was read at: 0 rows when another request won.
    moveResult: new PreparedQuery<'completed' | 'code' | 'typeId' | 'now' | 'id' | 'from'>(
      (param) =>
        db
          .updateTable('results')
          .set({
            completed: param<number>('completed'),
            code: param('code'),
            type_id: param<number>('typeId'),
            updated_at: param('now'),
          })
          .where('id', '=', param('id'))
          .where('completed', '=', param<number>('from')),
    ),
    moveMember: new PreparedQuery<'section' | 'finished' | 'now' | 'id'>((param) =>
      db
        .updateTable('users')
        .set({
          section: param<number>('section'),
          finish_test: param<number>('finished'),
          updated_at: param('now'),
        })
        .where('id', '=', param('id')),
    ),
  };
}

/**
 * Saves `count` answers in one statement: `question_N` and `answer_N` for N below `count`.
 * An answer saved again unchanged (the scoring resends every answer the member saved as they
 * went) is left as it is: no new row version, so no index entries either. updated_at is the time
 * the answer last changed.
 */
function answersUpsert(db: Db, count: number) {
  return new PreparedQuery<string>((param) =>
    db
      .insertInto('answers')
      .values(
        Array.from({ length: count }, (_, i) => ({
          result_id: param('resultId'),
          question_id: param(QUESTION_PARAMS[i] as string),
          answer: param(ANSWER_PARAMS[i] as string),
          updated_at: param('now'),
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['result_id', 'question_id'])
          .doUpdateSet((eb) => ({
            answer: eb.ref('excluded.answer'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .whereRef('answers.answer', '<>', 'excluded.answer'),
      ),
  );
}

type SectionWriteParams =
  | 'completed'
  | 'code'
  | 'typeId'
  | 'now'
  | 'id'
  | 'from'
  | 'section'
  | 'geneType'
  | 'outcome'
  | 'questionIds'
  | 'answers'
  | 'finished';

/**
 * completeSection's transaction as one PostgreSQL statement (issue 35): the same four writes,
 * each conditioned on the result having moved on from the section it was read at, so a lost race
 * writes nothing and reports 0, as the transaction's rollback did. A scoring was six round trips
 * (the read, BEGIN, three writes, COMMIT), and each costs the API more CPU than the statement
 * costs PostgreSQL (pool checkout, the protocol, a socket write and read: docs/benchmarks.md);
 * this makes it two. One statement is a transaction of its own. The answers go as two arrays
 * (unnest) instead of four parameters per answer. SQLite has no data-modifying CTEs, and its
 * round trips cost nothing (in process), so it keeps the transaction below; the results and
 * questionnaire suites run both.
 */
function sectionWrite(db: Db) {
  return new PreparedQuery<SectionWriteParams, { moved: string | number }>((param) => ({
    compile: () =>
      sql<{ moved: string | number }>`with "moved" as (
  update "results" set "completed" = ${param('completed')}, "code" = ${param('code')}, "type_id" = ${param('typeId')}, "updated_at" = ${param('now')}
  where "id" = ${param('id')} and "completed" = ${param('from')}
  returning "id", "owner_id", "is_self"
), "stored_section" as (
  insert into "section_results" ("result_id", "section", "gene_type", "outcome", "created_at")
  select "moved"."id", ${param('section')}, ${param('geneType')}, ${param('outcome')}, ${param('now')} from "moved"
), "stored_answers" as (
  insert into "answers" ("result_id", "question_id", "answer", "updated_at")
  select "moved"."id", "given"."question_id", "given"."answer", ${param('now')}
  from "moved" cross join unnest(${param('questionIds')}::text[], ${param('answers')}::text[]) as "given"("question_id", "answer")
  on conflict ("result_id", "question_id") do update set "answer" = "excluded"."answer", "updated_at" = "excluded"."updated_at"
  where "answers"."answer" <> "excluded"."answer"
), "moved_member" as (
  update "users" set "section" = ${param('completed')}, "finish_test" = ${param('finished')}, "updated_at" = ${param('now')}
  from "moved" where "users"."id" = "moved"."owner_id" and "moved"."is_self" = 1
)
select count(*) as "moved" from "moved"`.compile(db),
  }));
}

/** Results, their scored sections and their saved answers. */
export class ResultRepository {
  private readonly hot: ReturnType<typeof hotQueries>;
  /** The answer upserts by row count (a section's 44 answers, or a few saved as the member goes). */
  private readonly upserts = new Map<number, PreparedQuery<string>>();
  /** completeSection as one statement, on PostgreSQL only (sectionWrite). */
  private readonly sectionWrite: PreparedQuery<
    SectionWriteParams,
    { moved: string | number }
  > | null;

  constructor(private readonly db: Db) {
    this.hot = hotQueries(db);
    this.sectionWrite =
      db.getExecutor().adapter instanceof PostgresAdapter ? sectionWrite(db) : null;
  }

  findById(id: string): Promise<ResultRow | undefined> {
    return this.db.selectFrom('results').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The member and, in the same round trip, the result a call works on: their own test when
   * `resultId` is absent, otherwise that result if they own it. Undefined when the member is gone.
   */
  async findWithOwner(ownerId: string, resultId?: string): Promise<OwnerAndResult | undefined> {
    const row = await this.ownerAndResultRow(ownerId, resultId, false);
    return row && splitOwnerAndResult(row);
  }

  /** As findWithOwner, with the answers saved in the result's current section: one query. */
  async findWithOwnerAndAnswers(
    ownerId: string,
    resultId?: string,
  ): Promise<OwnerResultAndAnswers | undefined> {
    const row = await this.ownerAndResultRow(ownerId, resultId, true);
    return row && { ...splitOwnerAndResult(row), answers: unpackAnswers(row.r_answers) };
  }

  private async ownerAndResultRow(
    ownerId: string,
    resultId: string | undefined,
    withAnswers: boolean,
  ): Promise<OwnerAndResultRow | undefined> {
    const { ownerAndSelf, ownerAndNamed, ownerSelfAndAnswers, ownerNamedAndAnswers } = this.hot;
    const query =
      resultId === undefined
        ? withAnswers
          ? ownerSelfAndAnswers
          : ownerAndSelf
        : withAnswers
          ? ownerNamedAndAnswers
          : ownerAndNamed;
    const { rows } = await query.execute(this.db, { ownerId, resultId });
    return rows[0];
  }

  findSelf(ownerId: string): Promise<ResultRow | undefined> {
    return (
      this.db
        .selectFrom('results')
        .selectAll()
        .where('owner_id', '=', ownerId)
        // A literal, not a parameter: SQLite matches it to the partial index results_one_self_per_owner
        // once, where a bound value makes it re-plan the statement on every run.
        .where('is_self', '=', sql.lit(1))
        .executeTakeFirst()
    );
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

  createOther(
    ownerId: string,
    name: string,
    relation: string | null,
    now: string,
  ): Promise<ResultRow> {
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
        relation,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Sets the relation of a person the member answered for; false when no such result is theirs. */
  async setRelation(
    ownerId: string,
    resultId: string,
    relation: string,
    now: string,
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('results')
      .set({ relation, updated_at: now })
      .where('id', '=', resultId)
      .where('owner_id', '=', ownerId)
      .where('is_self', '=', sql.lit(0))
      .executeTakeFirst();
    return updated.numUpdatedRows === 1n;
  }

  /**
   * Up to `limit` of the people a member answered for, newest first, after `after` (the last row of
   * the previous page): a keyset page, one range of results_others_by_owner_idx however deep.
   */
  listOthers(
    ownerId: string,
    { limit, after }: { limit: number; after?: { createdAt: string; id: string } },
  ): Promise<ResultRow[]> {
    let query = this.db
      .selectFrom('results')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('is_self', '=', sql.lit(0));
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
        ]),
      );
    return query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
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

  async saveAnswers(
    resultId: string,
    items: readonly { _id: string; answer: AnswerValue }[],
    now: string,
    db: Db = this.db,
  ): Promise<void> {
    for (let start = 0; start < items.length; start += MAX_ANSWER_ROWS) {
      const chunk = items.slice(start, start + MAX_ANSWER_ROWS);
      const values: Record<string, unknown> = { resultId, now };
      chunk.forEach((item, i) => {
        values[QUESTION_PARAMS[i] as string] = item._id;
        values[ANSWER_PARAMS[i] as string] = item.answer;
      });
      await this.upsertOf(chunk.length).execute(db, values);
    }
  }

  private upsertOf(count: number): PreparedQuery<string> {
    let upsert = this.upserts.get(count);
    if (!upsert) {
      upsert = answersUpsert(this.db, count);
      this.upserts.set(count, upsert);
    }
    return upsert;
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
      if (this.sectionWrite) {
        const { rows } = await this.sectionWrite.execute(this.db, {
          completed,
          code: final?.code ?? null,
          typeId: final?.typeId ?? null,
          now,
          id: result.id,
          from: result.completed,
          section: outcome.section,
          geneType: outcome.geneType,
          outcome: JSON.stringify(outcome),
          questionIds: answers.map((answer) => answer._id),
          answers: answers.map((answer) => answer.answer),
          finished: final ? 1 : 0,
        });
        return Number(rows[0]?.moved) === 1;
      }
      await this.db.transaction().execute(async (trx) => {
        const { insertSection, moveResult, moveMember } = this.hot;
        await insertSection.execute(trx, {
          resultId: result.id,
          section: outcome.section,
          geneType: outcome.geneType,
          outcome: JSON.stringify(outcome),
          now,
        });
        const moved = await moveResult.execute(trx, {
          completed,
          code: final?.code ?? null,
          typeId: final?.typeId ?? null,
          now,
          id: result.id,
          from: result.completed,
        });
        if (moved.numAffectedRows !== 1n) throw new SectionAlreadyScored();
        await this.saveAnswers(result.id, answers, now, trx);
        if (result.is_self === 1)
          await moveMember.execute(trx, {
            section: completed,
            finished: final ? 1 : 0,
            now,
            id: result.owner_id,
          });
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
        .where('is_self', '=', sql.lit(1))
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
