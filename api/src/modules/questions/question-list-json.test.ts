import type { AnswerValue } from '@genetype/domain/contracts';
import type { QuestionRow } from '../../db/schema.js';
import type { QuestionListParts } from './question-list-json.js';
import { QuestionListJson, questionList } from './question-list-json.js';

const row = (id: string, text: string, number: number): QuestionRow => ({
  id,
  section: 'A',
  number,
  text,
  pole: 'A1',
  weight: 1,
  repeat_of: null,
});

// Quotes, backslashes, control characters and characters outside the BMP, as JSON escapes them.
const rows: readonly QuestionRow[] = [
  row('A-01', '1. 나는 한 가지 일에 오래 집중하는 편이다.', 1),
  row('A-02', '2. "끝까지" 해내는 것이 중요하다 \\ 때로는', 2),
  row('A-03', '3. 줄바꿈\n과 탭\t, 제어 문자\u0001와 이모지 🙂', 3),
];

const parts = (overrides: Partial<QuestionListParts> = {}): QuestionListParts => ({
  rows,
  saved: new Map(),
  section: 'A',
  completed: 0,
  resultId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  name: null,
  ...overrides,
});

const saved = (entries: [string, AnswerValue][]) => new Map(entries);
const expected = (value: QuestionListParts, language: 'ko' | 'en' = 'ko') =>
  JSON.stringify(questionList(value, language));

describe('QuestionListJson', () => {
  it('gives exactly the bytes JSON.stringify gives the list', () => {
    const json = new QuestionListJson();
    for (const value of [
      parts(),
      parts({ saved: saved([['A-02', 'yes']]) }),
      parts({
        saved: saved([
          ['A-01', 'no'],
          ['A-02', 'yes'],
          ['A-03', 'no'],
        ]),
        name: '우리 "아이" \\ 🙂',
        completed: 3,
        section: 'D',
      }),
      parts({ rows: [] }),
      parts({ rows: [...rows].reverse(), saved: saved([['A-03', 'yes']]) }),
    ]) {
      expect(json.serialize(value).toString('utf8')).toBe(expected(value));
      // Again, now from the cached pieces.
      expect(json.serialize(value).toString('utf8')).toBe(expected(value));
    }
  });

  it('follows each answer as it changes', () => {
    const json = new QuestionListJson();
    for (const answer of [undefined, 'yes', 'no', undefined] as const) {
      const value = parts({ saved: saved(answer ? [['A-01', answer]] : []) });
      const sent = JSON.parse(json.serialize(value).toString('utf8')) as unknown;
      expect(sent).toEqual(questionList(value));
      expect((sent as { questions: { answer?: string }[] }).questions[0]?.answer).toBe(answer);
    }
  });

  it('ignores saved answers to questions outside the section', () => {
    const json = new QuestionListJson();
    const value = parts({ saved: saved([['B-01', 'yes']]) });
    expect(json.serialize(value).toString('utf8')).toBe(expected(value));
  });

  it('keeps each language apart, and the bank’s English where it has it', () => {
    const json = new QuestionListJson();
    const bank = [row('A-01', '저장된 문항', 1), row('Z-99', '영어 없는 문항', 2)];
    const value = parts({ rows: bank, saved: saved([['A-01', 'yes']]) });
    const korean = json.serialize(value, 'ko').toString('utf8');
    const english = json.serialize(value, 'en').toString('utf8');
    expect(korean).toBe(expected(value, 'ko'));
    expect(english).toBe(expected(value, 'en'));
    expect(english).not.toBe(korean);
    expect(json.serialize(value, 'ko').toString('utf8')).toBe(korean);
  });

  it('encodes a bank read again (a new array) anew', () => {
    const json = new QuestionListJson();
    json.serialize(parts());
    const changed = parts({ rows: [row('A-01', '바뀐 문항', 1)] });
    expect(json.serialize(changed).toString('utf8')).toBe(expected(changed));
  });
});
