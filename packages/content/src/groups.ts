// The nine groups (ACE × DRD2, DESIGN §5): group 1 = II-A (ids 1–6) … group 9 = DD-C (ids 49–54).
// Ids, codes and colours are group-faces.ts (every language's).
import { TYPE_GROUP_NAMES } from '@genetype/domain';
import { GROUP_FACES } from './group-faces.js';
import type { TypeGroupContent } from './types.js';

/** Per-group text the type reports are composed from; not exported from the package. */
export interface GroupWriting {
  /** The noun of every type name in the group ('탐구자'). */
  noun: string;
  /** First sentence of each type's description. */
  summary: string;
  strength: string;
  pitfall: string;
  support: string;
}

export interface GroupDefinition extends TypeGroupContent {
  writing: GroupWriting;
}

type GroupText = Omit<GroupDefinition, 'id' | 'code' | 'name' | 'color'>;

const TEXTS: readonly GroupText[] = [
  {
    characterName: '거북이',
    character: '느리지만 멈추지 않는 거북이처럼, 한번 정한 길을 끝까지 걸어가는 뚝심이 있어요.',
    description:
      '오래 버티는 지구력과 한 가지에 깊이 빠져드는 몰입이 만난 그룹이에요. 좋아하는 주제가 생기면 몇 시간이고 파고들어 누구보다 깊이 이해합니다.',
    keywords: ['긴 호흡', '깊은 몰입', '완주'],
    writing: {
      noun: '탐구자',
      summary: '긴 호흡으로 한 주제를 끝까지 파고드는 뚝심형이에요.',
      strength: '오래 앉아 있는 힘과 깊이 파고드는 힘을 함께 가진 드문 조합이에요.',
      pitfall:
        '몰입이 깊은 만큼 관심 없는 과목은 뒤로 미루기 쉽고, 한 문제에 시간을 너무 오래 쓰기도 해요.',
      support:
        '스스로 깊이 들어가는 힘이 있으니 “얼마나 오래 했니”보다 “무엇을 알아냈니”를 물어 주세요. 관심 없는 과목은 좋아하는 주제와 이어 주면 훨씬 수월하게 시작합니다.',
    },
  },
  {
    characterName: '코끼리',
    character: '무리를 이끄는 코끼리처럼 듬직하고, 한번 익힌 길은 잊지 않는 기억력을 가졌어요.',
    description:
      '지구력에 균형 잡힌 애착이 더해져, 계획을 세우고 그대로 실천하는 데 강한 그룹이에요. 여러 과목을 고르게 챙기며 성적을 차곡차곡 쌓아 올립니다.',
    keywords: ['계획', '꾸준함', '고른 성취'],
    writing: {
      noun: '설계자',
      summary: '계획을 세우고 한 칸씩 채워 가며 실력을 쌓는 꾸준형이에요.',
      strength: '계획과 실천 사이의 간격이 좁아, 시간이 지날수록 실력이 확실하게 쌓여요.',
      pitfall:
        '계획이 어그러지면 의욕이 크게 꺾이고, 계획표를 지키는 것 자체가 목표가 되기도 해요.',
      support:
        '계획을 함께 세우고 일주일에 한 번 돌아보는 시간을 가져 주세요. 계획이 틀어진 날에는 “다시 세우면 된다”는 말이 가장 큰 힘이 됩니다.',
    },
  },
  {
    characterName: '고래',
    character: '넓은 바다를 유유히 건너는 고래처럼, 서두르지 않고 멀리까지 가는 힘이 있어요.',
    description:
      '오래 가는 지구력과 한곳에 얽매이지 않는 가벼운 애착이 만난 그룹이에요. 여러 분야를 넓게 오가며 긴 시간에 걸쳐 자기만의 지도를 그려 갑니다.',
    keywords: ['넓은 관심', '여유', '긴 항해'],
    writing: {
      noun: '항해자',
      summary: '여러 분야를 넓게 오가며 긴 시간에 걸쳐 실력을 키우는 여유형이에요.',
      strength: '지치지 않는 체력과 넓은 관심 덕분에 배경지식이 넓고 단단해요.',
      pitfall:
        '여유가 지나치면 마감이 가까워질 때까지 속도를 내지 않고, 끝맺음이 흐려질 수 있어요.',
      support:
        '넓은 관심을 칭찬하되, 무엇을 언제까지 끝낼지는 분명히 정해 주세요. 큰 목표를 주 단위 항구로 나누어 주면 긴 항해에도 방향을 잃지 않아요.',
    },
  },
  {
    characterName: '비버',
    character:
      '댐을 완성할 때까지 나뭇가지를 나르는 비버처럼, 손에 잡은 일은 제대로 끝내야 직성이 풀려요.',
    description:
      '상황에 맞게 속도를 조절하는 균형 잡힌 지구력에 강한 몰입이 더해진 그룹이에요. 완성도에 대한 기준이 높아, 한번 붙잡은 과제는 끝까지 다듬습니다.',
    keywords: ['완성도', '집념', '속도 조절'],
    writing: {
      noun: '장인',
      summary: '손에 잡은 과제를 끝까지 다듬어 완성도를 높이는 집념형이에요.',
      strength: '완성도를 끝까지 끌어올리는 집념과 상황에 맞춘 속도 조절이 함께 있어요.',
      pitfall:
        '기준이 높아 스스로에게 엄격하고, 완벽하지 않으면 시작을 미루거나 제출을 망설이기도 해요.',
      support:
        '결과물의 완성도보다 끝까지 해낸 과정을 먼저 알아봐 주세요. “여기까지면 충분해”라는 기준을 함께 정해 주면 완벽주의의 부담이 줄어듭니다.',
    },
  },
  {
    characterName: '부엉이',
    character: '숲 전체를 내려다보는 부엉이처럼, 상황을 넓게 살피고 알맞은 때에 움직여요.',
    description:
      '지구력도 애착도 한쪽으로 치우치지 않은, 가장 균형 잡힌 그룹이에요. 과목과 상황에 따라 공부 방식을 바꿀 줄 알아 어떤 환경에서도 제 몫을 해냅니다.',
    keywords: ['균형', '적응력', '조율'],
    writing: {
      noun: '조율자',
      summary: '상황에 맞게 속도와 방식을 조율하는 균형형이에요.',
      strength: '어느 한쪽으로 치우치지 않아 새로운 환경과 과목에 빠르게 적응해요.',
      pitfall:
        '무엇이든 적당히 해낼 수 있다 보니 뚜렷한 목표가 없으면 힘을 다 쓰지 않고 머무르기도 해요.',
      support:
        '무난하게 해내는 모습에 안심하기보다, 아이가 정말 좋아하는 분야를 함께 찾아 주세요. 뚜렷한 목표가 생기면 균형 잡힌 힘이 한 방향으로 모입니다.',
    },
  },
  {
    characterName: '여우',
    character: '새로운 길을 먼저 찾아내는 여우처럼, 재빠르게 둘러보고 길을 바꿀 줄 알아요.',
    description:
      '균형 잡힌 지구력에 가벼운 애착이 더해져, 새로운 것에 빠르게 적응하는 그룹이에요. 여러 방법을 시도해 보며 자기에게 맞는 공부법을 스스로 찾아냅니다.',
    keywords: ['적응', '시도', '다양성'],
    writing: {
      noun: '탐험가',
      summary: '여러 방법을 시도하며 자기에게 맞는 길을 찾아내는 적응형이에요.',
      strength: '변화에 유연하고, 막히면 다른 길을 찾아내는 순발력이 있어요.',
      pitfall: '관심이 쉽게 옮겨 가서, 시작한 문제집이나 계획을 끝까지 마치지 못하는 일이 생겨요.',
      support:
        '다양한 시도를 막기보다, 시작한 것 하나는 끝까지 마치는 경험을 함께 만들어 주세요. 완료한 목록을 눈에 보이게 쌓아 두면 끝맺는 즐거움을 배웁니다.',
    },
  },
  {
    characterName: '호랑이',
    character: '목표를 향해 단숨에 뛰어드는 호랑이처럼, 집중할 때의 힘이 폭발적이에요.',
    description:
      '짧고 강하게 힘을 쓰는 순발력에 강한 몰입이 만난 그룹이에요. 목표가 분명해지면 누구보다 빠르게 불이 붙고, 짧은 시간에 놀라운 성과를 냅니다.',
    keywords: ['폭발적 집중', '도전', '승부욕'],
    writing: {
      noun: '도전자',
      summary: '목표가 보이면 단숨에 불이 붙는 폭발적인 집중형이에요.',
      strength: '짧은 시간에 끌어올리는 집중의 세기와 목표를 향한 승부욕이 강점이에요.',
      pitfall: '불이 붙었다가 빨리 식기도 해서, 긴 기간의 과제에서는 중간에 힘이 빠지기 쉬워요.',
      support:
        '긴 목표를 짧은 도전 과제로 잘게 나누어 주세요. 한 번의 큰 성과보다 매일의 작은 기록을 함께 축하하면, 뜨거운 집중이 오래 이어집니다.',
    },
  },
  {
    characterName: '치타',
    character: '가장 빠른 순간을 고르는 치타처럼, 힘을 쓸 때와 아낄 때를 재빨리 판단해요.',
    description:
      '순발력에 균형 잡힌 애착이 더해져, 효율을 중시하는 전략형 그룹이에요. 무엇이 중요한지 빠르게 파악하고, 짧은 시간에 핵심을 정리해 냅니다.',
    keywords: ['효율', '핵심 파악', '빠른 판단'],
    writing: {
      noun: '전략가',
      summary: '핵심을 빠르게 파악해 짧은 시간에 효율을 내는 전략형이에요.',
      strength: '우선순위를 빠르게 정하고 짧은 시간에 핵심을 정리하는 능력이 뛰어나요.',
      pitfall:
        '효율을 따지다 보면 기본 개념을 건너뛰거나, 충분히 익히기 전에 다음으로 넘어가기도 해요.',
      support:
        '효율적인 공부법을 인정해 주되, 기본 개념을 다지는 시간은 따로 확보해 주세요. “왜 그렇게 되는지” 설명해 보게 하면 빠른 이해가 깊은 이해로 이어집니다.',
    },
  },
  {
    characterName: '돌고래',
    character: '파도를 타며 노는 돌고래처럼, 즐거움 속에서 가장 빠르게 배워요.',
    description:
      '순발력과 가벼운 애착이 만나 가장 활동적이고 자유로운 그룹이에요. 재미와 새로움이 있는 곳이라면 누구보다 빨리 뛰어들어 몸으로 부딪치며 배웁니다.',
    keywords: ['활동성', '재미', '새로움'],
    writing: {
      noun: '모험가',
      summary: '재미와 새로움 속에서 몸으로 부딪치며 배우는 활동형이에요.',
      strength: '새로운 것에 겁내지 않는 실행력과 밝은 에너지가 주변까지 움직여요.',
      pitfall: '짧은 집중과 옮겨 다니는 관심이 겹쳐, 지루한 반복 학습을 특히 힘들어해요.',
      support:
        '오래 앉혀 두기보다 짧은 활동과 쉬는 시간을 번갈아 주세요. 배운 내용을 가족에게 설명하거나 퀴즈로 내 보게 하면, 놀이처럼 복습이 됩니다.',
    },
  },
];

export const GROUP_DEFINITIONS: readonly GroupDefinition[] = GROUP_FACES.map((face, index) => ({
  id: face.id,
  code: face.code,
  name: TYPE_GROUP_NAMES[index] as string,
  color: face.color,
  ...(TEXTS[index] as GroupText),
}));

/** The nine groups as the pages and the API see them (without the composition text). */
export const typeGroups: readonly TypeGroupContent[] = GROUP_DEFINITIONS.map(
  ({ writing: _writing, ...group }) => group,
);

export function groupContentById(id: number): TypeGroupContent | undefined {
  return typeGroups.find((group) => group.id === id);
}
