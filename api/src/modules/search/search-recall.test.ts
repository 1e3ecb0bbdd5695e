// Recall: what members type finds the report that says it (issue 17). Each query is written from a
// report's own sentences the way a member would type it: a phrase with its particles, a whole
// sentence, initial consonants, or a related word in place of the report's. A query counts as found
// when its page is on the first page of results (SEARCH_RESULTS_PER_PAGE). The test asserts the
// rate and lists every miss, so a change that loses recall says which queries it lost.
import { SEARCH_RESULTS_PER_PAGE } from '@genetype/domain';
import { contentSearchIndex } from './index.js';

type Kind = 'phrase' | 'sentence' | 'choseong' | 'related' | 'partners';

/** [query, expected page id, how it is typed, the sentence it comes from (abridged)]. */
const QUERIES: readonly [string, string, Kind, string][] = [
  // Phrases with their particles.
  ['두꺼운 문제집을 끝까지', 'type-1', 'phrase', '두꺼운 문제집 한 권을 끝까지 푸는 일'],
  ['두 칸 노트를', 'type-3', 'phrase', '두 칸 노트를 만들어'],
  ['심화 문제에 시간을 쏟다가', 'type-4', 'phrase', '심화 문제에 시간을 쏟다가'],
  ['채점 기준표를 붙여', 'type-5', 'phrase', '채점 기준표를 맨 위에 붙여 두고'],
  ['계획표의 칸을 지우는', 'type-7', 'phrase', '계획표의 칸을 지우는 데 집중하다가'],
  ['칭찬받은 과목과 지적받은 과목', 'type-9', 'phrase', '칭찬받은 과목과 지적받은 과목의'],
  ['4주 단위의 중간 목표', 'type-12', 'phrase', '4주 단위의 중간 목표로 나누고'],
  ['나만의 마감', 'type-13', 'phrase', '‘나만의 마감’으로 달력에 적어'],
  ['관심이 덜한 과목은', 'type-15', 'phrase', '관심이 덜한 과목은 좋아하는 과목 바로 뒤에'],
  ['방법 옮기기 놀이', 'type-16', 'phrase', '‘방법 옮기기’ 놀이를 해 보세요'],
  ['오늘의 과목 후보', 'type-17', 'phrase', '‘오늘의 과목 후보’를 세 개만'],
  ['항구의 날', 'type-18', 'phrase', '‘항구의 날’을 정해'],
  ['막힌 문제는 별표만', 'type-19', 'phrase', '막힌 문제는 별표만 하고'],
  ['최고 등급 설명과 비교해', 'type-20', 'phrase', '최고 등급 설명과 비교해'],
  ['원래 풀이와 나란히', 'type-22', 'phrase', '원래 풀이와 나란히 적고'],
  ['아이디어 스케치', 'type-23', 'phrase', '‘아이디어 스케치 – 초안 – 다듬기’'],
  ['짧은 호흡법을', 'type-25', 'phrase', '짧은 호흡법을 정해 두세요'],
  ['틀린 문제 하나씩을 함께', 'type-26', 'phrase', '각자 틀린 문제 하나씩을 함께 풀어'],
  ['내 말로 한 줄', 'type-27', 'phrase', '‘내 말로 한 줄’로 바꿔 적으세요'],
  ['마인드맵으로', 'type-29', 'phrase', '그림이나 마인드맵으로 먼저 그려'],
  ['핵심 세 줄 메모', 'type-30', 'phrase', '‘핵심 세 줄 메모’를 미리 만들어'],
  ['공부법 조합을 한 장에', 'type-32', 'phrase', '공부법 조합을 한 장에 정리해'],
  ['서로 가르치기', 'type-33', 'phrase', '‘서로 가르치기’ 시간을 정해'],
  ['노래의 가락에 가사로', 'type-35', 'phrase', '좋아하는 노래의 가락에 가사로 붙여'],
  ['완료 목록에', 'type-36', 'phrase', '완료 목록에 지난 과제의 완료 날짜부터'],
  ['시험 전날 밤에는', 'type-37', 'phrase', '시험 전날 밤에는 새 문제 대신'],
  ['어제보다 한 문제 더', 'type-38', 'phrase', '‘어제보다 한 문제 더’ 같은 작은 기록 목표'],
  ['읽기 쓰기 그리기', 'type-41', 'phrase', '‘읽기 – 쓰기 – 그리기’처럼'],
  ['핵심만 30분 비상 계획', 'type-43', 'phrase', '‘핵심만 30분’ 비상 계획'],
  ['요령 금지 주간', 'type-46', 'phrase', '‘요령 금지 주간’으로 정해'],
  ['10분짜리 가벼운 공부 목록', 'type-47', 'phrase', '‘10분짜리 가벼운 공부 목록’'],
  ['검증된 것만 실전에', 'type-48', 'phrase', '검증된 것만 실전에 쓰세요'],
  ['그림 필기를 하며', 'type-50', 'phrase', '손으로 그림 필기를 하며'],
  ['짝을 지어 퀴즈를', 'type-51', 'phrase', '친구와 짝을 지어 퀴즈를 만들어'],
  ['형광펜으로 칠하고', 'type-52', 'phrase', '조건을 형광펜으로 칠하고'],
  ['끝내고 시작하기 규칙', 'type-54', 'phrase', '‘끝내고 시작하기’ 규칙을 만드세요'],
  // Whole sentences, as a parent would describe their child.
  ['뒤쪽의 쉬운 문제를 놓쳐요', 'type-1', 'sentence', '뒤쪽의 쉬운 문제를 놓치기 쉬워요'],
  ['더 나은 공부법이 있어도 바꾸지 않아요', 'type-2', 'sentence', '더 나은 공부법이 있어도'],
  ['단어 암기를 지루해해요', 'type-6', 'sentence', '단어 암기를 지루해하며'],
  ['계획을 빽빽하게 세웠다가 밀려요', 'type-10', 'sentence', '계획을 빽빽하게 세웠다가'],
  ['과제를 마감 직전까지 미뤄요', 'type-14', 'sentence', '과제를 마감 직전까지 미뤄 두기'],
  ['지적을 비판처럼 받아들여요', 'type-21', 'sentence', '지적을 자신에 대한 비판처럼'],
  ['평범한 숙제를 끝까지 미뤄요', 'type-24', 'sentence', '평범한 숙제를 끝까지 미루기'],
  ['시험지를 받으면 쉬운 문제부터 풀어요', 'type-31', 'sentence', '쉬운 문제부터 풀어'],
  ['차가운 말을 들으면 집중이 꺼져요', 'type-39', 'sentence', '차가운 말이나 비교를 들으면'],
  ['처음 보는 유형의 문제를 풀어요', 'type-44', 'sentence', '처음 보는 유형의 문제를 모아'],
  ['가족 앞에서 먼저 연습해요', 'type-49', 'sentence', '가족 앞에서 먼저 두 번 연습'],
  ['계획한 순서가 틀어지면 불안해져요', 'type-43', 'sentence', '계획한 순서가 틀어지면 불안해져'],
  ['혼자 조용히 공부할 때 이해가 깊어요', 'type-1', 'sentence', '혼자 조용히 공부할 때'],
  // Initial consonants (ㅊㅇㅅ for 창의성), as every Korean portal allows.
  ['ㅊㅇㅅ', 'gene-creative-behaviour', 'choseong', '창의성'],
  ['ㅈㄱㄹ', 'gene-earth-power', 'choseong', '지구력'],
  ['ㅁㅇㄷㅁ', 'type-29', 'choseong', '마인드맵'],
  ['ㅎㄱㅍ', 'type-52', 'choseong', '형광펜'],
  ['ㄴㄹ ㄱㄹ', 'type-35', 'choseong', '노래의 가락'],
  ['ㅅㅎㅎ', 'type-7', 'choseong', '심호흡'],
  // A related word in place of the report's, both ways.
  ['이야기 장면 암기', 'type-11', 'related', '이야기 속 장면을 떠올리며 외우세요 (암기 → 외우)'],
  ['가족 앞에서 말하기 연습', 'type-49', 'related', '발표는 가족 앞에서 (말하기 → 발표)'],
  ['노력을 알아봐 주고 발표 전에', 'type-27', 'related', '고칠 점을 말하기 전에 (발표 → 말하기)'],
  ['시험 불안할 때 심호흡', 'type-7', 'related', '긴장되는 순간에 쓸 심호흡 (불안 → 긴장)'],
  ['순서가 틀어지면 긴장해요', 'type-43', 'related', '순서가 틀어지면 불안해져 (긴장 → 불안)'],
  ['인정과 응원에 힘을 얻어요', 'type-25', 'related', '인정과 격려에 힘을 얻는 (응원 → 격려)'],
  ['실수 노트 세 칸', 'type-19', 'related', '오답 노트는 … 세 칸으로 (실수 → 오답)'],
  ['스터디 오답', 'type-26', 'related', '틀린 문제 … 스터디 (오답 → 실수, 틀린)'],
  ['지구력 끈기 인내심', 'gene-earth-power', 'related', '지구력 (끈기 → 지구력)'],
  ['끈기', 'gene-earth-power', 'related', '지구력 (끈기 → 지구력)'],
  ['모둠 과제 혼자 작업', 'type-19', 'related', '혼자 조용히 작업할 때 … 모둠 과제'],
  ['팀 과제 자기 몫', 'type-19', 'related', '모둠 과제에서는 자기 몫을 (팀 → 모둠)'],
  // "함께하면 좋은 유형", read on every report.
  ['치밀한 도전자와 좋은 짝', 'type-1', 'partners', '37번 치밀한 도전자 … 유형과 좋은 짝이 됩니다'],
  [
    '수완 좋은 전략가와 함께하면',
    'type-10',
    'partners',
    '46번 수완 좋은 전략가 (함께하면 좋은 유형)',
  ],
  ['주의 깊은 탐험가랑 짝', 'type-20', 'partners', '31번 주의 깊은 탐험가 … 좋은 짝이 됩니다'],
];

const index = contentSearchIndex();

function firstPage(query: string): string[] {
  return index
    .search(query)
    .slice(0, SEARCH_RESULTS_PER_PAGE)
    .map((result) => result._id);
}

describe('search recall over what members type', () => {
  it('has at least 60 queries, of every kind', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(QUERIES.map(([, , kind]) => kind));
    expect([...kinds].sort()).toEqual(['choseong', 'partners', 'phrase', 'related', 'sentence']);
  });

  it('finds the expected page on the first page of results for at least 95 % of them', () => {
    const misses = QUERIES.filter(([query, expected]) => !firstPage(query).includes(expected)).map(
      ([query, expected, kind]) =>
        `${kind}: "${query}" → expected ${expected}, got [${firstPage(query).join(', ')}]`,
    );
    const rate = (QUERIES.length - misses.length) / QUERIES.length;
    // Printed on every run, so the rate is visible, not only a failure.
    console.info(
      `search recall: ${(rate * 100).toFixed(1)} % (${QUERIES.length - misses.length}/${QUERIES.length})` +
        (misses.length > 0 ? `\nmisses:\n${misses.join('\n')}` : ''),
    );
    expect({ rate: rate >= 0.95, misses }).toEqual({ rate: true, misses: expect.any(Array) });
  });
});
