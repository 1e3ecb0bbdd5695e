// The visitors' demo (spec §1, §4): the first page of section A, in both languages. Its wording
// lives here, not only in the API's question bank, so that /questions paints whole from its
// prerendered HTML and its code can wait for the visitor's first use (issue 19). The bank builds
// section A's first page from these lines (api/src/modules/questions/bank/section-a*.ts): the
// database (migration 040), GET /questions/getQuestions and the page say the same. What a "yes"
// scores stays in the API. `@genetype/content/demo-questions`: the demo page's chunk alone
// imports it.
import type { Question } from '@genetype/domain/contracts';
import { questionId } from '@genetype/domain';
import type { Language } from '@genetype/domain';

export const DEMO_WORDING = {
  ko: [
    '한 가지 과제를 몇 시간씩 붙잡고 있어도 크게 지치지 않는다.',
    '짧은 시간에 몰아서 공부할 때 가장 집중이 잘 된다.',
    '매일 정해진 분량을 꾸준히 하는 편이다.',
    '같은 공부를 오래 하면 금방 지루해진다.',
    '어려운 문제가 풀릴 때까지 쉽게 포기하지 않는다.',
    '시험 직전에 벼락치기로 공부한 적이 많다.',
    '장거리 달리기처럼 오래 버티는 운동이 나와 잘 맞는다.',
    '단거리 달리기처럼 순간적으로 힘을 쓰는 운동이 더 좋다.',
    '계획표를 세우면 끝까지 지키려고 노력한다.',
    '계획을 세워도 며칠 지나면 새로 짜고 싶어진다.',
    '긴 책을 처음부터 끝까지 읽어 내는 일이 어렵지 않다.',
  ],
  en: [
    'I can stay on one task for hours without getting very tired.',
    'I focus best when I study in short, intense bursts.',
    'I tend to get through a set amount of work every day.',
    'I get bored quickly if I study the same thing for a long time.',
    'When a problem is hard, I keep at it until I solve it.',
    "I've often crammed right before a test.",
    'Endurance sports, like long-distance running, suit me well.',
    'I prefer sports that take quick bursts of power, like sprinting.',
    'Once I make a schedule, I try to stick to it to the end.',
    'A few days after making a plan, I want to redo it.',
    "Reading a long book from cover to cover isn't hard for me.",
  ],
} as const satisfies Record<Language, readonly string[]>;

/** The demo as GET /questions/getQuestions answers it: ids A-01 … A-11, numbered wording. */
export function demoQuestions(language: Language): Question[] {
  return DEMO_WORDING[language].map((text, index) => ({
    _id: questionId('A', index + 1),
    question: `${index + 1}. ${text}`,
  }));
}
