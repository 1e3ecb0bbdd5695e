import type { OtherResultsPage, ResultView, UserResultSummary } from '@genetype/domain/contracts';
import { OTHER_NAME_MAX, OTHER_RESULTS_PAGE_MAX } from '@genetype/domain/contracts';
import type { FamilyRelation, SectionLetter } from '@genetype/domain';
import { SECTION_LETTERS, isFamilyRelation } from '@genetype/domain';
import type { ResultRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import type { ResultRepository, StoredSection } from './result-repository.js';
import { t } from '../../i18n/i18n.js';
import ko from './messages.ko.js';

/** The Korean texts (messages.ko.ts), for tests; the answers go out in the request's language. */
export const RESULT_MESSAGES = {
  ...ko,
  sectionNotReady: (letter: string) => t('results:sectionNotReady', { letter, lng: 'ko' }),
  nameTooLong: (max: number) => t('results:nameTooLong', { max, lng: 'ko' }),
} as const;

export const resultNotFound = (): HttpError => new HttpError(404, t('results:notFound'));

// A page cursor: the creation time and id of the last row sent, opaque to the client.
const writeCursor = (row: ResultRow): string =>
  Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');

function readCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    )
      return { createdAt: value[0], id: value[1] };
  } catch {
    // not JSON: the same refusal
  }
  throw badRequest(t('results:pageCursor'));
}

function toView(row: ResultRow, sections: readonly StoredSection[]): ResultView {
  const ordered = [...sections].sort(
    (a, b) =>
      SECTION_LETTERS.indexOf(a.section as SectionLetter) -
      SECTION_LETTERS.indexOf(b.section as SectionLetter),
  );
  return {
    resultId: row.id,
    name: row.subject_name,
    completed: row.completed,
    sections: ordered.map((section) => section.outcome),
    final: row.code && row.type_id ? { code: row.code, typeId: row.type_id } : null,
    relation: isFamilyRelation(row.relation) ? row.relation : null,
    createdAt: row.created_at,
  };
}

export class ResultsService {
  constructor(
    private readonly results: ResultRepository,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return new Date(this.clock()).toISOString();
  }

  private async view(row: ResultRow): Promise<ResultView> {
    const sections = await this.results.sections([row.id]);
    return toView(row, sections.get(row.id) ?? []);
  }

  private static requireSection(view: ResultView, type: unknown): ResultView {
    if (type === undefined) return view;
    if (typeof type !== 'string' || !SECTION_LETTERS.includes(type as SectionLetter))
      throw badRequest(t('results:type'));
    if (!view.sections.some((section) => section.section === type))
      throw new HttpError(404, t('results:sectionNotReady', { letter: type }));
    return view;
  }

  /** The member's own result; with `type`, a 404 until that section is scored. */
  async mine(ownerId: string, type?: unknown): Promise<ResultView> {
    const row = await this.results.findSelf(ownerId);
    const view: ResultView = row
      ? await this.view(row)
      : {
          resultId: '',
          name: null,
          completed: 0,
          sections: [],
          final: null,
          relation: null,
          createdAt: '',
        };
    return ResultsService.requireSection(view, type);
  }

  /** A result by id, for its owner only: anyone else gets the same 404 as for a missing one. */
  async byId(ownerId: string, resultId: string, type?: unknown): Promise<ResultView> {
    const row = await this.results.findById(resultId);
    if (!row || row.owner_id !== ownerId) throw resultNotFound();
    return ResultsService.requireSection(await this.view(row), type);
  }

  /** A new person to answer for; `relation` may be left out (older clients), it is then unset. */
  async createOther(ownerId: string, rawName: unknown, rawRelation?: unknown): Promise<ResultView> {
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name) throw badRequest(t('results:nameRequired'));
    if ([...name].length > OTHER_NAME_MAX)
      throw badRequest(t('results:nameTooLong', { max: OTHER_NAME_MAX }));
    const relation = rawRelation === undefined ? null : ResultsService.relation(rawRelation);
    return this.view(await this.results.createOther(ownerId, name, relation, this.now()));
  }

  private static relation(raw: unknown): FamilyRelation {
    if (!isFamilyRelation(raw)) throw badRequest(t('results:relation'));
    return raw;
  }

  /** Changes a person's relation; a result that is not theirs (or their own test) is a 404. */
  async setRelation(ownerId: string, resultId: string, rawRelation: unknown): Promise<ResultView> {
    const relation = ResultsService.relation(rawRelation);
    if (!(await this.results.setRelation(ownerId, resultId, relation, this.now())))
      throw resultNotFound();
    return this.byId(ownerId, resultId);
  }

  /**
   * One page of the people a member answered for (issue 36: one call used to return all of them,
   * 2,733 for one member). The cursor names the last row sent; one more row is read to know
   * whether another page follows.
   */
  async others(
    ownerId: string,
    { limit = OTHER_RESULTS_PAGE_MAX, cursor }: { limit?: number; cursor?: string } = {},
  ): Promise<OtherResultsPage> {
    const after = cursor === undefined ? undefined : readCursor(cursor);
    const rows = await this.results.listOthers(ownerId, { limit: limit + 1, after });
    const page = rows.slice(0, limit);
    const sections = await this.results.sections(page.map((row) => row.id));
    const last = page.at(-1);
    return {
      results: page.map((row) => toView(row, sections.get(row.id) ?? [])),
      nextCursor: rows.length > limit && last ? writeCursor(last) : null,
    };
  }

  async retake(ownerId: string): Promise<{ message: string }> {
    await this.results.deleteSelf(ownerId, this.now());
    return { message: t('results:retaken') };
  }

  /** The `results` of GET /user/getUser: one entry per scored section of the own test. */
  async summary(ownerId: string): Promise<UserResultSummary[]> {
    const row = await this.results.findSelf(ownerId);
    if (!row) return [];
    const view = await this.view(row);
    return view.sections.map((section) => ({
      section: section.section,
      geneType: section.geneType,
      ...(section.section === 'D' && view.final
        ? { code: view.final.code, typeId: view.final.typeId }
        : {}),
    }));
  }
}
