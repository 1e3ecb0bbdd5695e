import { DEMO_WORDING } from '@genetype/content/demo-questions';
import type { BankItem } from './types.js';

// Section A — endurance (ACE). Pole I: steady, long-haul effort (II); pole D: short, intense
// bursts and quick switching (DD). Twenty of each, weights 1–3.

/** Scoring of the first page: the visitors' demo, whose wording the site ships (DEMO_WORDING). */
const DEMO_SCORING: readonly Omit<BankItem, 'text'>[] = [
  { pole: 'I', weight: 2 },
  { pole: 'D', weight: 2 },
  { pole: 'I', weight: 1 },
  { pole: 'D', weight: 1 },
  { pole: 'I', weight: 3 },
  { pole: 'D', weight: 3 },
  { pole: 'I', weight: 2 },
  { pole: 'D', weight: 2 },
  { pole: 'I', weight: 1 },
  { pole: 'D', weight: 1 },
  { pole: 'I', weight: 2 },
];

export const SECTION_A: readonly BankItem[] = [
  ...DEMO_SCORING.map((item, index) => ({ ...item, text: DEMO_WORDING.ko[index] as string })),
  { pole: 'D', weight: 2, text: '과목을 자주 바꿔 가며 공부해야 능률이 오른다.' },
  { pole: 'I', weight: 3, text: '결과가 늦게 나오는 일도 참을성 있게 기다릴 수 있다.' },
  { pole: 'D', weight: 3, text: '결과가 바로 보이지 않으면 의욕이 빠르게 떨어진다.' },
  { pole: 'I', weight: 1, text: '쉬는 시간 없이도 한 시간 넘게 앉아 있을 수 있다.' },
  { pole: 'D', weight: 1, text: '20분 정도 집중하면 잠깐이라도 쉬어야 한다.' },
  { pole: 'I', weight: 2, text: '반복 연습이 지루하기보다 실력이 느는 과정이라 느껴진다.' },
  { pole: 'D', weight: 2, text: '똑같은 문제를 여러 번 푸는 것은 시간 낭비 같다.' },
  { pole: 'I', weight: 1, text: '피곤해도 오늘 할 일은 마무리하고 잔다.' },
  { pole: 'D', weight: 1, text: '컨디션이 좋은 날 한꺼번에 많이 해 두는 편이다.' },
  { pole: 'I', weight: 2, text: '몇 달이 걸리는 목표도 차근차근 준비할 수 있다.' },
  { pole: 'D', weight: 2, text: '마감이 가까워져야 비로소 속도가 붙는다.' },
  { pole: 'I', weight: 3, text: '남들이 그만둔 뒤에도 혼자 끝까지 남아 해낸 경험이 있다.' },
  { pole: 'D', weight: 3, text: '처음에는 의욕이 넘치다가 중간에 흐지부지된 일이 많다.' },
  { pole: 'I', weight: 1, text: '방학 내내 같은 습관을 유지한 적이 있다.' },
  { pole: 'D', weight: 1, text: '새 학기에는 의욕이 넘치지만 오래가지 않는다.' },
  { pole: 'I', weight: 2, text: '힘든 과제일수록 끈기 있게 버티는 내가 자랑스럽다.' },
  { pole: 'D', weight: 2, text: '한 번에 여러 가지 일을 번갈아 하는 것이 편하다.' },
  { pole: 'I', weight: 1, text: '하루 공부 시간이 들쭉날쭉하지 않고 일정한 편이다.' },
  { pole: 'D', weight: 1, text: '공부가 잘되는 날과 안 되는 날의 차이가 크다.' },
  { pole: 'I', weight: 2, text: '긴 시험 시간 내내 집중력이 크게 떨어지지 않는다.' },
  { pole: 'D', weight: 2, text: '시험 후반이 되면 집중이 흐트러지기 쉽다.' },
  { pole: 'I', weight: 3, text: '체력이 떨어져도 정신력으로 버티는 편이다.' },
  { pole: 'D', weight: 3, text: '지치면 바로 멈추고 충분히 쉰 다음 다시 시작한다.' },
  { pole: 'I', weight: 1, text: '긴 영상 강의도 끝까지 보는 편이다.' },
  { pole: 'D', weight: 1, text: '강의는 필요한 부분만 골라 빠르게 넘겨 본다.' },
  { pole: 'I', weight: 2, text: '악기나 운동을 몇 년 동안 꾸준히 배운 적이 있다.' },
  { pole: 'D', weight: 2, text: '배우던 취미를 금방 다른 것으로 바꾼 적이 많다.' },
  { pole: 'I', weight: 1, text: '오래 걸리는 퍼즐이나 조립을 끝까지 완성하는 편이다.' },
  { pole: 'D', weight: 1, text: '빨리 끝나는 게임이나 활동을 더 좋아한다.' },
];
