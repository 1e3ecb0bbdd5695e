// Reading the `questions` field of a submission: a JSON string of [{ _id, answer }] (spec §7).
import type { AnswerItem } from '@genetype/domain/contracts';
import { badRequest } from '../../lib/http-error.js';
import ko from './messages.ko.js';

export const ANSWER_MESSAGES = {
  malformed: ko.malformed,
  answerValue: ko.answerValue,
  duplicate: ko.duplicate,
  foreign: ko.foreign,
  missing: (count: number) => ko.missing.replace('{{count}}', String(count)),
  outOfOrder: (letter: string) => ko.outOfOrder.replace('{{letter}}', letter),
  tooMany: ko.tooMany,
} as const;

export const MAX_ANSWER_ITEMS = 200;

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
  if (value.length > MAX_ANSWER_ITEMS) throw badRequest(ANSWER_MESSAGES.tooMany);
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
