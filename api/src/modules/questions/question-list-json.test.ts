import type { Question, QuestionListResponse } from '@genetype/domain/contracts';
import { QuestionListJson } from './question-list-json.js';

const questions: Question[] = [
  { _id: 'A-01', question: '1. 나는 한 가지 일에 오래 집중하는 편이다.' },
  { _id: 'A-02', question: '2. "끝까지" 해내는 것이 중요하다 \\ 때로는', answer: 'yes' },
  { _id: 'A-03', question: '3. 줄바꿈\n과 탭\t, 제어 문자\u0001와 이모지 🙂', answer: 'no' },
];

const list = (overrides: Partial<QuestionListResponse> = {}): QuestionListResponse => ({
  questions,
  section: 'A',
  completed: 0,
  resultId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  name: null,
  ...overrides,
});

describe('QuestionListJson', () => {
  it('gives exactly the bytes JSON.stringify would', () => {
    const json = new QuestionListJson();
    for (const value of [
      list(),
      list({ name: '우리 "아이" \\ 🙂', completed: 3, section: 'D' }),
      list({ questions: [] }),
      list({ questions: [...questions].reverse() }),
    ]) {
      expect(json.serialize(value).toString('utf8')).toBe(JSON.stringify(value));
      // Again, now from the cached pieces.
      expect(json.serialize(value).toString('utf8')).toBe(JSON.stringify(value));
    }
  });

  it('follows each answer as it changes', () => {
    const json = new QuestionListJson();
    for (const answer of [undefined, 'yes', 'no', undefined] as const) {
      const value = list({
        questions: [{ _id: 'A-01', question: '질문', ...(answer ? { answer } : {}) }],
      });
      expect(JSON.parse(json.serialize(value).toString('utf8'))).toEqual(value);
    }
  });

  it('encodes a question again when its text is not the one it cached', () => {
    const json = new QuestionListJson();
    json.serialize(list());
    const changed = list({ questions: [{ _id: 'A-01', question: '바뀐 문항', answer: 'yes' }] });
    expect(json.serialize(changed).toString('utf8')).toBe(JSON.stringify(changed));
  });

  it('encodes an answer outside the cached shapes as it is', () => {
    const json = new QuestionListJson();
    const cleared = list({ questions: [{ _id: 'A-01', question: '질문', answer: null }] });
    expect(json.serialize(cleared).toString('utf8')).toBe(JSON.stringify(cleared));
  });
});
