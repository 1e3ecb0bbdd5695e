// The four sections of /learningGene. The figures (85 %, 95 %, 99.9 %, age 11, 8 minutes, half
// from each parent) are the product's claims from the spec (§1); keep them in step with it.
import type { LearningGeneSection } from './types.js';

export const TEST_FACTS = {
  questionnaireAccuracy: 85,
  familyAccuracy: 95,
  sampleTestAccuracy: 99.9,
  minimumAge: 11,
  minutesPerType: 8,
  typeCount: 54,
  groupCount: 9,
} as const;

export const learningGeneSections: readonly LearningGeneSection[] = [
  {
    id: 'introduction',
    title: '소개와 이해',
    heading: '학습 유전자란 무엇일까요?',
    lead: '같은 교실에서 같은 수업을 들어도 배우는 방식은 저마다 달라요. 학습 유전자는 그 차이가 어디에서 오는지 이해하는 하나의 열쇠입니다.',
    blocks: [
      {
        heading: '타고난 공부 성향',
        paragraphs: [
          '학습 유전자는 공부하는 방식에 영향을 주는 타고난 성향을 네 가지 유전자로 살펴본 것이에요. 얼마나 오래 집중하는지, 무엇에 빠져드는지, 새로운 것을 어떻게 받아들이는지, 긴장과 스트레스를 어떻게 다루는지가 사람마다 다른 이유를 설명해 줍니다.',
          '성향은 능력의 높고 낮음이 아니에요. 나에게 맞는 방법을 찾으면 누구나 자기 속도로 성장할 수 있다는 것이 진타입이 전하고 싶은 이야기입니다.',
        ],
        bullets: [],
      },
      {
        heading: '네 가지 유전자',
        paragraphs: ['진타입이 살펴보는 유전자와 그 유형은 다음과 같아요.'],
        bullets: [
          '지구력 유전자(ACE): II형, ID형, DD형 — 얼마나 오래, 얼마나 강하게 집중하는지',
          '애착 유전자(DRD2): A형, B형, C형 — 무엇에 얼마나 깊이 빠져드는지',
          '창의성 유전자(DRD4): 44형, 43형, 45형 — 새로움을 얼마나 찾고 어떻게 응용하는지',
          '감정 유전자(5-HTT): SS형, SL형 — 긴장과 스트레스를 얼마나 민감하게 느끼는지',
        ],
      },
      {
        heading: '54가지 유형',
        paragraphs: [
          `네 유전자의 유형을 조합하면 3 × 3 × 3 × 2 = ${TEST_FACTS.typeCount}가지 학습 유형이 만들어져요. 지구력과 애착의 조합으로 ${TEST_FACTS.groupCount}개의 큰 그룹이 나뉘고, 각 그룹은 창의성과 감정에 따라 6개의 세부 유형을 가집니다.`,
        ],
        bullets: [],
      },
    ],
  },
  {
    id: 'research',
    title: '탄생과 연구',
    heading: '진타입은 이렇게 탄생했어요',
    lead: '진타입은 “아이마다 맞는 공부법이 다르다”는 교실의 오랜 경험을 유전학과 교육학의 언어로 정리하려는 시도에서 출발했어요.',
    blocks: [
      {
        heading: '연구의 출발점',
        paragraphs: [
          '운동 능력과 관련해 널리 연구된 ACE 유전자, 보상과 동기에 관여하는 도파민 수용체 유전자 DRD2와 DRD4, 감정 조절에 관여하는 세로토닌 운반체 유전자 5-HTT는 각각 지구력, 몰입, 새로움 추구, 스트레스 반응과의 관련성이 보고되어 왔어요.',
          '진타입은 이 연구들을 바탕으로 네 유전자를 학습 장면에 맞게 해석하고, 교육 현장의 관찰과 상담 경험을 더해 유형별 학습 특성을 정리했습니다.',
        ],
        bullets: [],
      },
      {
        heading: '유전은 절반씩',
        paragraphs: [
          '우리는 각 유전자를 부모님에게서 하나씩, 즉 절반씩 물려받아요. 그래서 가족끼리 비슷한 공부 습관을 보이기도 하고, 같은 부모에게서 태어난 형제자매라도 전혀 다른 유형이 나오기도 합니다.',
        ],
        bullets: [],
      },
      {
        heading: '성향과 환경',
        paragraphs: [
          '유전자는 출발점일 뿐 결말이 아니에요. 같은 유형이라도 어떤 환경에서 어떤 도움을 받느냐에 따라 강점은 더 커지고 약점은 충분히 보완됩니다.',
        ],
        bullets: [],
      },
    ],
  },
  {
    id: 'principle',
    title: '학문적 원리와 기능',
    heading: '유전자는 공부에 어떻게 작용할까요?',
    lead: '네 유전자는 각각 뇌와 몸의 서로 다른 체계에 관여해요. 그 차이가 공부하는 모습으로 어떻게 나타나는지 살펴봅니다.',
    blocks: [
      {
        heading: '지구력 — ACE',
        paragraphs: [
          'ACE 유전자는 혈관과 근육이 에너지를 쓰는 방식과 관련이 있어요. I형이 많을수록 오래 달리는 지구력에, D형이 많을수록 짧고 강한 순발력에 가까운 경향을 보여 공부의 호흡에도 차이를 만듭니다.',
        ],
        bullets: [],
      },
      {
        heading: '애착 — DRD2',
        paragraphs: [
          'DRD2 유전자는 도파민 D2 수용체와 관련이 있어요. 보상에 대한 반응이 달라, 어떤 사람은 하나에 깊이 몰입하고 어떤 사람은 새로운 자극으로 빠르게 옮겨 갑니다.',
        ],
        bullets: [],
      },
      {
        heading: '창의성 — DRD4',
        paragraphs: [
          'DRD4 유전자는 특정 구간이 반복되는 횟수가 사람마다 달라요. 반복 횟수가 많을수록 새로움을 찾는 성향이 강해지는 것으로 알려져 있으며, 진타입은 5~7회 반복을 변이형으로 봅니다.',
        ],
        bullets: [],
      },
      {
        heading: '감정 — 5-HTT',
        paragraphs: [
          '5-HTT 유전자는 세로토닌을 다시 거두어들이는 운반체와 관련이 있어요. 짧은 형(S)은 감정 자극에 섬세하게 반응하고, 긴 형(L)은 회복이 빠른 경향을 보입니다. 진타입은 LL형을 SL형에 포함해 봅니다.',
        ],
        bullets: [],
      },
    ],
  },
  {
    id: 'test-method',
    title: '검사 방법과 의미',
    heading: '두 가지 검사 방법',
    lead: '진타입은 설문 검사만으로도 유형을 알 수 있고, 샘플 검사를 더하면 훨씬 정확하게 확인할 수 있어요.',
    blocks: [
      {
        heading: '설문 검사',
        paragraphs: [
          `네 유전자마다 준비된 예/아니요 질문에 답하는 방식이에요. 유전자 하나당 약 ${TEST_FACTS.minutesPerType}분이면 충분하고, 만 ${TEST_FACTS.minimumAge}세 이상이면 누구나 참여할 수 있어요.`,
        ],
        bullets: [
          `설문만으로 검사했을 때 정확도: 약 ${TEST_FACTS.questionnaireAccuracy}%`,
          `가족이 함께 검사했을 때 정확도: 약 ${TEST_FACTS.familyAccuracy}%`,
        ],
      },
      {
        heading: '샘플 검사',
        paragraphs: [
          '설문에 더해 유전자 샘플 검사를 받으면 네 유전자의 유형을 직접 확인할 수 있어요.',
        ],
        bullets: [`샘플 검사를 함께했을 때 정확도: ${TEST_FACTS.sampleTestAccuracy}%`],
      },
      {
        heading: '가족과 함께하면 좋은 이유',
        paragraphs: [
          '유전자는 부모님에게서 절반씩 물려받기 때문에, 가족의 결과를 함께 보면 서로의 유형을 더 정확하게 짐작할 수 있어요. 무엇보다 가족이 서로의 공부 방식과 마음을 이해하는 계기가 됩니다.',
        ],
        bullets: [],
      },
      {
        heading: '검사 결과의 의미',
        paragraphs: [
          '결과는 정답이나 등급이 아니라 나를 이해하는 지도예요. 유형 리포트의 강점과 전략을 참고해 지금의 공부 습관을 하나씩 바꾸어 보세요.',
        ],
        bullets: [],
      },
    ],
  },
];

/** Every text of a section, for full-text search. */
export function learningGeneSectionText(section: LearningGeneSection): string {
  return [
    section.title,
    section.heading,
    section.lead,
    ...section.blocks.flatMap((block) => [block.heading, ...block.paragraphs, ...block.bullets]),
  ].join('\n');
}
