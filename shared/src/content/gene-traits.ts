// What each gene variant contributes to a type report. A report is composed from its four
// variants plus its group and its DRD4 × 5-HTT subtype, so every sentence traces back to a gene.
import type { AceType, Drd2Type, Drd4Type, HttType } from '../domain/genes.js';

export interface VariantTraits {
  /** Short Korean name of the variant ('지구력형'). */
  name: string;
  /** One-line description, used on gene cards. */
  summary: string;
  concentration: string;
  persistence: string;
  strengths: string[];
  pitfalls: string[];
  strategies: string[];
  support: string;
}

export const ACE_TRAITS: Record<AceType, VariantTraits> = {
  II: {
    name: '지구력형',
    summary: '마라토너처럼 긴 시간 일정한 속도로 공부를 이어 가는 힘이 강해요.',
    concentration:
      '처음 집중에 들어가기까지 예열 시간이 조금 필요하지만, 한번 궤도에 오르면 한두 시간도 흐트러지지 않고 이어 갑니다.',
    persistence:
      '하루하루의 작은 공부가 쌓여 큰 실력이 되는 과정을 잘 견뎌요. 성과가 늦게 보여도 쉽게 포기하지 않는 것이 가장 큰 무기예요.',
    strengths: [
      '긴 시간 자리를 지키는 체력과 인내심',
      '반복 연습이 쌓일수록 실력이 단단해지는 누적형 성장',
    ],
    pitfalls: [
      '시작이 느려 예열 없이 바로 시험을 치르면 실력을 다 보여 주지 못해요',
      '쉬는 시간을 건너뛰고 오래만 앉아 있어 효율이 떨어지기도 해요',
    ],
    strategies: [
      '50분 공부 + 10분 휴식처럼 긴 블록으로 하루를 짜고, 휴식도 계획에 넣어 두세요.',
      '공부를 시작할 때 쉬운 복습 문제로 10분 정도 예열하세요.',
    ],
    support: '긴 공부 시간을 칭찬하기보다 쉬는 리듬을 함께 지켜 주세요.',
  },
  ID: {
    name: '균형형',
    summary: '중거리 선수처럼 상황에 따라 속도를 올리고 내리며 힘을 배분해요.',
    concentration:
      '30~40분 정도 집중한 뒤 짧게 쉬면 다시 힘이 차오르는 리듬이에요. 과목이나 과제에 맞춰 집중 시간을 스스로 늘리고 줄일 줄 압니다.',
    persistence:
      '무리하지 않고 꾸준히 가는 법을 알아요. 다만 목표가 흐릿하면 속도를 늦춘 채 머무르기 쉬우니, 중간 점검이 꾸준함을 지켜 줍니다.',
    strengths: [
      '과제의 성격에 맞춰 속도를 조절하는 감각',
      '지치지도, 서두르지도 않는 안정적인 학습 리듬',
    ],
    pitfalls: ['목표가 분명하지 않으면 적당한 선에서 멈추기 쉬워요'],
    strategies: [
      '40분 집중 + 10분 휴식을 기본으로 하고, 어려운 과목은 앞쪽 시간에 배치하세요.',
      '한 주에 한 번 목표 대비 진도를 점검해 속도를 다시 맞추세요.',
    ],
    support: '스스로 속도를 고르는 힘을 믿어 주고, 주간 목표만 함께 확인해 주세요.',
  },
  DD: {
    name: '순발력형',
    summary: '단거리 선수처럼 짧은 시간에 강하게 힘을 쏟아 내는 데 강해요.',
    concentration:
      '20~25분 정도의 짧은 시간에 매우 높은 집중력을 보여요. 마감이나 시험처럼 긴장감이 생기면 집중의 세기가 더 올라갑니다.',
    persistence:
      '긴 레이스를 한 번에 달리기보다 짧은 구간을 여러 번 달릴 때 끝까지 갑니다. 작은 목표를 자주 달성하는 경험이 꾸준함의 연료가 돼요.',
    strengths: [
      '짧은 시간에 많은 양을 소화하는 폭발적인 집중력',
      '시험이나 발표처럼 중요한 순간에 강한 승부 근성',
    ],
    pitfalls: [
      '긴 과제를 한 번에 하려다 중간에 지치기 쉬워요',
      '마감 직전에 몰아서 하는 벼락치기 습관이 생기기 쉬워요',
    ],
    strategies: [
      '25분 집중 + 5분 휴식(뽀모도로)을 기본 단위로 삼고, 타이머를 눈에 보이게 두세요.',
      '큰 과제는 하루 단위의 작은 목표로 쪼개고, 끝낼 때마다 표시하세요.',
    ],
    support: '오래 앉아 있기를 요구하기보다 짧고 굵게 끝내는 약속을 여러 번 만들어 주세요.',
  },
};

export const DRD2_TRAITS: Record<Drd2Type, VariantTraits> = {
  A: {
    name: '몰입형',
    summary: '좋아하는 것에 깊이 빠져들고, 한번 붙잡은 것은 쉽게 놓지 않아요.',
    concentration:
      '관심 있는 주제를 만나면 주변 소리가 들리지 않을 만큼 깊이 빠져들어요. 반대로 흥미가 없는 과목에서는 집중의 문을 여는 데 시간이 걸립니다.',
    persistence:
      '좋아하는 일에 대한 애착이 꾸준함을 만들어요. “내가 좋아서 하는 공부”가 되는 순간 누가 시키지 않아도 이어 갑니다.',
    strengths: ['관심 분야를 전문가처럼 깊이 파고드는 몰입력'],
    pitfalls: ['좋아하는 과목과 싫어하는 과목의 성적 차이가 크게 벌어지기 쉬워요'],
    strategies: [
      '관심 없는 과목은 좋아하는 주제와 연결해 보세요(예: 좋아하는 게임 속 확률로 수학 공부하기).',
    ],
    support: '몰입을 중간에 끊기보다, 끝낼 시간을 미리 정해 두고 스스로 마무리하게 해 주세요.',
  },
  B: {
    name: '조율형',
    summary: '애착과 유연함 사이에서 균형을 잡으며, 칭찬과 보상에 고르게 반응해요.',
    concentration:
      '흥미와 의무 사이에서 균형을 잡으며 집중해요. 해야 할 일의 목록과 끝났을 때의 보상이 분명하면 집중이 한결 쉬워집니다.',
    persistence:
      '주변의 격려와 작은 보상에 힘을 얻어 꾸준히 이어 가요. 함께 공부하는 친구나 응원해 주는 어른이 있을 때 특히 오래 갑니다.',
    strengths: ['여러 과목을 고르게 챙기는 안정적인 동기'],
    pitfalls: ['칭찬이나 보상이 사라지면 의욕도 함께 줄어들 수 있어요'],
    strategies: ['오늘 할 일을 체크리스트로 적고, 다 끝내면 스스로에게 작은 보상을 주세요.'],
    support: '결과에 대한 보상보다 약속을 지킨 과정에 대한 인정을 자주 표현해 주세요.',
  },
  C: {
    name: '전환형',
    summary: '한곳에 얽매이지 않고 새로운 관심사로 가볍게 옮겨 가요.',
    concentration:
      '새로운 자극에 빠르게 반응하는 만큼 주의가 쉽게 옮겨 가요. 한 과목을 오래 붙잡기보다 과목이나 활동을 바꿔 가며 공부할 때 집중이 유지됩니다.',
    persistence:
      '집착이 적어 실패나 실수에서 빨리 벗어나는 것이 장점이에요. 대신 변화를 주며 이어 가는 구조가 있어야 꾸준함이 생겨요.',
    strengths: ['실수에 오래 매이지 않고 금세 다시 시작하는 가벼움'],
    pitfalls: ['시작한 일을 마무리하기 전에 다른 일로 옮겨 가기 쉬워요'],
    strategies: [
      '한 번에 두세 과목을 30분씩 돌려 가며 공부하고, 끝낸 과제는 눈에 보이게 지워 나가세요.',
    ],
    support:
      '관심이 바뀌는 것을 나무라기보다, 한 가지를 끝낸 뒤에 옮겨 가는 규칙을 함께 만들어 주세요.',
  },
};

export const DRD4_TRAITS: Record<Drd4Type, VariantTraits> = {
  '44': {
    name: '체계형',
    summary: '정해진 순서와 규칙 안에서 차근차근 쌓아 가는 것을 편안해해요.',
    concentration:
      '순서가 분명한 공부에서 집중이 깊어지고, 갑작스러운 변경이 생기면 흐름이 끊기기 쉬워요.',
    persistence:
      '익숙한 루틴이 꾸준함의 바탕이에요. 같은 시간, 같은 장소에서 공부하는 습관이 힘이 됩니다.',
    strengths: ['기본 개념을 빠짐없이 다지는 꼼꼼함'],
    pitfalls: ['정답이 없는 서술형이나 새로운 유형의 문제 앞에서 당황하기 쉬워요'],
    strategies: [
      '개념 → 예제 → 연습 문제 순서로 단계를 정해 두고, 새로운 유형은 따로 모아 연습하세요.',
    ],
    support: '계획이 바뀔 때는 미리 알려 주고, 새로운 방식을 시도한 것 자체를 칭찬해 주세요.',
  },
  '43': {
    name: '응용형',
    summary: '익숙한 것을 바탕으로 조금씩 바꾸고 이어 붙이며 새로운 답을 만들어요.',
    concentration:
      '배운 내용을 다른 상황에 적용해 볼 때 집중이 살아나요. 단순 암기만 이어지면 금세 지루해합니다.',
    persistence:
      '같은 내용도 조금씩 다르게 접근하며 흥미를 유지해요. 적당한 변화가 꾸준함을 지켜 줍니다.',
    strengths: ['배운 개념을 새로운 문제에 연결하는 응용력'],
    pitfalls: ['응용에 마음이 앞서 기본 개념을 충분히 익히기 전에 넘어가기도 해요'],
    strategies: [
      '단원을 마칠 때마다 개념끼리의 관계를 마인드맵으로 그리고, 누군가에게 설명해 보세요.',
    ],
    support:
      '“다른 방법은 없을까?”라는 질문으로 응용력을 키워 주되, 기본 문제 확인도 잊지 않게 도와주세요.',
  },
  '45': {
    name: '탐험형',
    summary: '새로움과 자극을 찾아 나서며, 엉뚱한 질문에서 독창적인 생각을 꺼내요.',
    concentration:
      '새롭고 흥미로운 과제 앞에서 집중이 폭발적으로 올라가지만, 같은 방식의 반복에는 쉽게 흥미를 잃어요.',
    persistence:
      '호기심이 꾸준함의 원동력이에요. 공부에 탐구 질문과 작은 프로젝트를 섞으면 오래 이어 갑니다.',
    strengths: ['남들이 떠올리지 못한 아이디어와 질문을 던지는 창의력'],
    pitfalls: ['반복 학습을 지루해하고, 충동적으로 계획을 바꾸기 쉬워요'],
    strategies: [
      '궁금한 점을 질문 노트에 모아 두었다가, 한 단원이 끝나면 하나를 골라 직접 조사해 보세요.',
    ],
    support:
      '엉뚱한 질문도 끝까지 들어 주고, 반복 학습에는 게임이나 기록 경쟁 같은 새로움을 더해 주세요.',
  },
};

export const HTT_TRAITS: Record<HttType, VariantTraits> = {
  SS: {
    name: '섬세형',
    summary: '감정의 결이 섬세해 주변 분위기와 평가에 민감하게 반응해요.',
    concentration:
      '조용하고 예측 가능한 환경에서 집중이 가장 잘 돼요. 시험이나 평가를 앞두면 긴장이 집중을 흩뜨리기도 합니다.',
    persistence:
      '작은 성공을 자주 확인할 때 자신감이 붙어 오래 이어 가요. 큰 실패 한 번이 오래 남을 수 있어 마음 회복의 시간이 필요해요.',
    strengths: ['실수를 미리 살피는 신중함과 다른 사람의 마음을 읽는 공감력'],
    pitfalls: ['시험 불안이나 비판에 쉽게 위축되어 실력보다 낮은 결과가 나오기도 해요'],
    strategies: [
      '시험 전에는 모의 환경에서 미리 연습하고, 심호흡처럼 긴장을 푸는 나만의 루틴을 만드세요.',
    ],
    support:
      '결과보다 노력한 과정을 먼저 말해 주고, 실수한 날에는 꾸중보다 다음 방법을 함께 찾아 주세요.',
  },
  SL: {
    name: '안정형',
    summary: '감정의 회복이 빨라 스트레스 속에서도 비교적 평정을 지켜요.',
    concentration:
      '주변이 조금 소란스러워도 크게 흔들리지 않고 집중을 이어 가요. 다만 긴장이 너무 없으면 실수를 놓치기도 합니다.',
    persistence:
      '실패해도 금세 털고 일어나 다시 도전해요. 회복이 빠른 마음이 긴 학습을 든든하게 받쳐 줍니다.',
    strengths: ['실패에서 빨리 회복하는 마음의 탄력'],
    pitfalls: ['자신감이 넘쳐 검토를 건너뛰고 아는 문제에서 실수하기 쉬워요'],
    strategies: [
      '문제를 다 푼 뒤 5분 검토 시간을 꼭 남기고, 틀린 이유를 오답 노트에 한 줄로 적으세요.',
    ],
    support: '도전적인 목표를 함께 세워 적당한 긴장감을 주고, 검토 습관을 칭찬해 주세요.',
  },
};

/** The DRD4 × 5-HTT subtype: the adjective of the type name and its inner voice. */
export interface SubtypeWriting {
  /** Adjective of the type name ('신중한'). */
  adjective: string;
  /** Adjective of the character ('꼼꼼한' 거북이). */
  characterAdjective: string;
  /** Second sentence of the description. */
  description: string;
  learning: string;
}

export const SUBTYPE_WRITING: Record<`${Drd4Type}-${HttType}`, SubtypeWriting> = {
  '44-SS': {
    adjective: '신중한',
    characterAdjective: '꼼꼼한',
    description: '정해진 순서를 차근차근 밟고, 작은 실수도 놓치지 않으려는 신중함이 더해졌어요.',
    learning:
      '새로운 내용은 예시와 순서가 분명할 때 가장 잘 받아들여요. 이해했는지 스스로 확인하고 나서야 안심하는 편이라, 확인 문제를 곁들이면 공부가 한층 편안해집니다.',
  },
  '44-SL': {
    adjective: '차분한',
    characterAdjective: '듬직한',
    description: '익숙한 방식을 묵묵히 지키며, 어떤 상황에서도 흔들림이 적은 차분함을 지녔어요.',
    learning:
      '정해 둔 방법을 꾸준히 반복하며 실력을 굳혀 가요. 감정의 기복이 적어 시험 기간에도 평소의 리듬을 그대로 유지할 수 있는 것이 큰 장점입니다.',
  },
  '43-SS': {
    adjective: '섬세한',
    characterAdjective: '다정한',
    description: '익숙한 것을 조금씩 바꿔 보는 응용력과, 마음의 결을 읽는 섬세함을 함께 가졌어요.',
    learning:
      '배운 내용을 자기 언어로 바꿔 정리할 때 가장 잘 기억해요. 분위기에 민감하니, 편안한 사람과 함께 이야기하듯 공부하면 이해가 깊어집니다.',
  },
  '43-SL': {
    adjective: '야무진',
    characterAdjective: '재치 있는',
    description:
      '배운 것을 이리저리 응용하는 재치와, 실수에도 금세 털고 일어나는 야무진 마음을 지녔어요.',
    learning:
      '개념을 익히면 곧바로 응용 문제에 도전해 보며 실력을 넓혀 가요. 틀려도 크게 위축되지 않아, 시행착오를 통해 빠르게 배우는 편입니다.',
  },
  '45-SS': {
    adjective: '감성 풍부한',
    characterAdjective: '꿈꾸는',
    description: '새로운 것을 상상하는 창의력과 풍부한 감수성이 만나, 자기만의 세계가 넓어요.',
    learning:
      '이야기, 그림, 음악처럼 감각과 감정이 움직이는 자료로 배울 때 오래 기억해요. 마음이 편안할 때 상상력이 가장 크게 펼쳐지므로, 안정된 분위기가 배움의 전제가 됩니다.',
  },
  '45-SL': {
    adjective: '대담한',
    characterAdjective: '씩씩한',
    description: '새로움을 향한 호기심과 실패를 두려워하지 않는 대담함이 함께 있어요.',
    learning:
      '낯선 문제일수록 오히려 흥미를 느끼고 먼저 부딪쳐 보며 배워요. 실험하고 만들어 보는 활동에서 가장 빛나며, 실패도 다음 시도의 재료로 삼습니다.',
  },
};
