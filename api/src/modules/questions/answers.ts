// Reading the `questions` field of a submission: a JSON string of [{ _id, answer }] (spec §7).
import type { AnswerItem } from '@genetype/shared/contracts';
import { badRequest } from '../../lib/http-error.js';

export const ANSWER_MESSAGES = {
  malformed: '답변 형식이 올바르지 않아요. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  answerValue: '답변은 "예" 또는 "아니요"로만 할 수 있어요.',
  duplicate: '같은 문항에 두 번 답한 내용이 있어요. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  foreign: '이 검사에 없는 문항이 포함되어 있어요. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  missing: (count: number) =>
    `아직 답하지 않은 문항이 ${count}개 있어요. 모든 문항에 답한 뒤 결과를 확인해 주세요.`,
  outOfOrder: (letter: string) => `지금은 ${letter} 유형 검사 차례예요. 순서대로 답해 주세요.`,
  tooMany: '한 번에 보낼 수 있는 답변 수를 넘었어요.',
} as const;

const MAX_ITEMS = 200;

/** A saved-as-you-go item: null means the member cleared the answer. */
export interface DraftItem {
  _id: string;
  answer: AnswerItem['answer'] | null;
}

/** Parses and checks the shape of every item; duplicates are refused here, membership later. */
export function parseAnswerItems(raw: unknown): AnswerItem[] {
  return parseItems(raw, false) as AnswerItem[];
}

export function parseDraftItems(raw: unknown): DraftItem[] {
  return parseItems(raw, true);
}

function parseItems(raw: unknown, allowCleared: boolean): DraftItem[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(ANSWER_MESSAGES.malformed);
    }
  }
  if (!Array.isArray(value)) throw badRequest(ANSWER_MESSAGES.malformed);
  if (value.length > MAX_ITEMS) throw badRequest(ANSWER_MESSAGES.tooMany);
  const seen = new Set<string>();
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) throw badRequest(ANSWER_MESSAGES.malformed);
    const { _id: id, answer } = item as { _id?: unknown; answer?: unknown };
    if (typeof id !== 'string' || id.length === 0 || id.length > 64)
      throw badRequest(ANSWER_MESSAGES.malformed);
    if (answer !== 'yes' && answer !== 'no' && !(allowCleared && answer === null))
      throw badRequest(ANSWER_MESSAGES.answerValue);
    if (seen.has(id)) throw badRequest(ANSWER_MESSAGES.duplicate);
    seen.add(id);
    return { _id: id, answer };
  });
}
