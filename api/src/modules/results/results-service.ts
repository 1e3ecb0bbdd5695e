import type { ResultView, UserResultSummary } from '@genetype/shared/contracts';
import { OTHER_NAME_MAX } from '@genetype/shared/contracts';
import type { SectionLetter } from '@genetype/shared/domain';
import { SECTION_LETTERS } from '@genetype/shared/domain';
import type { ResultRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import type { ResultRepository, StoredSection } from './result-repository.js';

export const RESULT_MESSAGES = {
  notFound: '검사 결과를 찾을 수 없어요.',
  sectionNotReady: (letter: string) =>
    `아직 ${letter} 유형 검사 결과가 없어요. 검사를 먼저 마쳐 주세요.`,
  type: '결과 유형은 A, B, C, D 중 하나여야 해요.',
  nameRequired: '검사할 분의 이름을 입력해 주세요.',
  nameTooLong: (max: number) => `이름은 ${max}자 이내로 입력해 주세요.`,
  retaken: '이전 검사 결과를 삭제했어요. 처음부터 다시 검사해 주세요.',
} as const;

export const resultNotFound = (): HttpError => new HttpError(404, RESULT_MESSAGES.notFound);

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
      throw badRequest(RESULT_MESSAGES.type);
    if (!view.sections.some((section) => section.section === type))
      throw new HttpError(404, RESULT_MESSAGES.sectionNotReady(type));
    return view;
  }

  /** The member's own result; with `type`, a 404 until that section is scored. */
  async mine(ownerId: string, type?: unknown): Promise<ResultView> {
    const row = await this.results.findSelf(ownerId);
    const view: ResultView = row
      ? await this.view(row)
      : { resultId: '', name: null, completed: 0, sections: [], final: null, createdAt: '' };
    return ResultsService.requireSection(view, type);
  }

  /** A result by id, for its owner only: anyone else gets the same 404 as for a missing one. */
  async byId(ownerId: string, resultId: string, type?: unknown): Promise<ResultView> {
    const row = await this.results.findById(resultId);
    if (!row || row.owner_id !== ownerId) throw resultNotFound();
    return ResultsService.requireSection(await this.view(row), type);
  }

  async createOther(ownerId: string, rawName: unknown): Promise<ResultView> {
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name) throw badRequest(RESULT_MESSAGES.nameRequired);
    if ([...name].length > OTHER_NAME_MAX)
      throw badRequest(RESULT_MESSAGES.nameTooLong(OTHER_NAME_MAX));
    return this.view(await this.results.createOther(ownerId, name, this.now()));
  }

  async others(ownerId: string): Promise<ResultView[]> {
    const rows = await this.results.listOthers(ownerId);
    const sections = await this.results.sections(rows.map((row) => row.id));
    return rows.map((row) => toView(row, sections.get(row.id) ?? []));
  }

  async retake(ownerId: string): Promise<{ message: string }> {
    await this.results.deleteSelf(ownerId, this.now());
    return { message: RESULT_MESSAGES.retaken };
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
