// The five sections of /geneType: the overview of the 54 types, then one section per gene.
// Section ids are the values the home page sends as router state `section` (spec §2).
import { ACE_TYPES, DRD2_TYPES, DRD4_TYPES, HTT_TYPES } from '@genetype/domain';
import type { VariantTraits } from './gene-traits.js';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from './gene-traits.js';
import { typeGroups } from './groups.js';
import type { GeneSection, GeneSectionId, GeneTypeCard } from './types.js';

function cards<T extends string>(
  variants: readonly T[],
  traits: Record<T, VariantTraits>,
): GeneTypeCard[] {
  return variants.map((code) => ({
    code,
    name: traits[code].name,
    description: traits[code].summary,
  }));
}

export const geneSections: readonly GeneSection[] = [
  {
    id: 'types',
    title: '유형 종류',
    heading: '54가지 학습 유전자 유형',
    symbol: '',
    intro:
      '진타입은 지구력(ACE), 애착(DRD2), 창의성(DRD4), 감정(5-HTT) 네 가지 유전자의 조합으로 학습 성향을 54가지 유형으로 나눠요. 지구력과 애착의 조합이 9개의 큰 그룹을 만들고, 각 그룹은 창의성과 감정의 조합에 따라 다시 6개의 세부 유형으로 나뉩니다.',
    typeCards: typeGroups.map((group) => ({
      code: group.code,
      name: group.name,
      description: group.description,
    })),
    paragraphs: [
      '유형 코드는 {지구력}-{애착}-{창의성}-{감정} 순서로 적어요. 예를 들어 II-A-44-SS는 지구력 II형, 애착 A형, 창의성 44형, 감정 SS형을 뜻합니다.',
      '유형에는 좋고 나쁨이 없어요. 같은 시험 범위를 두고도 어떤 사람은 오래 앉아서, 어떤 사람은 짧고 굵게, 또 어떤 사람은 새로운 방법을 찾아 가며 공부할 뿐입니다. 내 유형을 안다는 것은 나에게 맞는 방식을 고를 수 있다는 뜻이에요.',
      '아래 네 개의 버튼으로 유전자별 자세한 설명을 볼 수 있어요. 각 유전자의 유형이 공부 습관에 어떻게 나타나는지, 어떻게 다루면 좋은지 정리해 두었습니다.',
    ],
    bulletLists: [
      {
        title: '내 유형을 활용하는 방법',
        items: [
          '유형 리포트에서 강점과 조심할 점을 먼저 읽어 보세요.',
          '추천 공부 전략 가운데 하나를 골라 2주 동안 시도해 보세요.',
          '가족의 유형과 비교해 보면 서로의 공부 방식을 이해하는 데 도움이 돼요.',
        ],
      },
    ],
  },
  {
    id: 'earth-power',
    title: '지구력 유전자',
    heading: '지구력 유전자 (ACE)',
    symbol: 'ACE',
    intro:
      'ACE 유전자는 몸이 에너지를 얼마나 오래, 얼마나 강하게 쓰는지와 관련이 있어요. 공부에서는 한 번에 얼마나 오래 집중을 이어 가는지, 짧은 시간에 얼마나 강하게 몰입하는지로 나타납니다.',
    typeCards: cards(ACE_TYPES, ACE_TRAITS),
    paragraphs: [
      'II형은 마라톤 선수처럼 긴 시간 일정한 속도를 유지하는 데 강하고, DD형은 단거리 선수처럼 짧은 시간에 힘을 모아 쓰는 데 강해요. ID형은 두 성향을 함께 지녀 상황에 따라 속도를 조절합니다.',
      '지구력 유형은 “얼마나 오래 공부해야 하는가”에 대한 답이 사람마다 다르다는 것을 알려 줘요. 순발력형에게 세 시간 연속 공부를 요구하면 효율이 떨어지고, 지구력형에게 10분 단위로 과목을 바꾸게 하면 오히려 흐름이 끊깁니다.',
    ],
    bulletLists: [
      { title: 'II형(지구력형)은 이렇게 해 보세요', items: ACE_TRAITS.II.strategies },
      { title: 'ID형(균형형)은 이렇게 해 보세요', items: ACE_TRAITS.ID.strategies },
      { title: 'DD형(순발력형)은 이렇게 해 보세요', items: ACE_TRAITS.DD.strategies },
    ],
  },
  {
    id: 'attachment',
    title: '애착 유전자',
    heading: '애착 유전자 (DRD2)',
    symbol: 'DRD2',
    intro:
      'DRD2 유전자는 뇌의 보상 체계에서 도파민을 받아들이는 수용체와 관련이 있어요. 공부에서는 무언가에 얼마나 깊이 빠져들고, 얼마나 오래 붙잡는지로 나타납니다.',
    typeCards: cards(DRD2_TYPES, DRD2_TRAITS),
    paragraphs: [
      'A형은 좋아하는 대상에 깊이 몰입하고 쉽게 놓지 않아요. C형은 한곳에 얽매이지 않고 새로운 관심사로 가볍게 옮겨 가며, B형은 그 사이에서 균형을 잡습니다.',
      '애착 유형은 동기를 어디에서 얻는지와도 이어져요. 몰입형은 “좋아서” 할 때, 조율형은 인정과 보상이 있을 때, 전환형은 변화와 새로움이 있을 때 가장 힘을 냅니다.',
    ],
    bulletLists: [
      {
        title: 'A형(몰입형)을 위한 도움말',
        items: [...DRD2_TRAITS.A.strategies, DRD2_TRAITS.A.support],
      },
      {
        title: 'B형(조율형)을 위한 도움말',
        items: [...DRD2_TRAITS.B.strategies, DRD2_TRAITS.B.support],
      },
      {
        title: 'C형(전환형)을 위한 도움말',
        items: [...DRD2_TRAITS.C.strategies, DRD2_TRAITS.C.support],
      },
    ],
  },
  {
    id: 'creative-behaviour',
    title: '창의성 유전자',
    heading: '창의성 유전자 (DRD4)',
    symbol: 'DRD4',
    intro:
      'DRD4 유전자는 특정 염기서열이 반복되는 횟수에 따라 새로움을 찾는 성향과 관련이 있어요. 진타입은 반복 횟수에 따라 44형, 43형, 45형으로 나누며, 5~7회 반복되는 경우는 변이형(45형)으로 봅니다.',
    typeCards: cards(DRD4_TYPES, DRD4_TRAITS),
    paragraphs: [
      '44형은 정해진 순서와 규칙 안에서 차근차근 쌓아 가는 것을 편안해하고, 45형은 새로움과 자극을 찾아 나서며 독창적인 생각을 꺼내요. 43형은 익숙한 것을 바탕으로 조금씩 바꾸어 응용합니다.',
      '창의성은 한 가지 모양이 아니에요. 기본을 단단히 다지는 힘, 배운 것을 이어 붙이는 힘, 전혀 새로운 것을 떠올리는 힘 모두가 창의적인 결과를 만드는 데 필요합니다.',
    ],
    bulletLists: [
      {
        title: '44형(체계형)을 위한 도움말',
        items: [...DRD4_TRAITS['44'].strategies, DRD4_TRAITS['44'].support],
      },
      {
        title: '43형(응용형)을 위한 도움말',
        items: [...DRD4_TRAITS['43'].strategies, DRD4_TRAITS['43'].support],
      },
      {
        title: '45형(탐험형)을 위한 도움말',
        items: [...DRD4_TRAITS['45'].strategies, DRD4_TRAITS['45'].support],
      },
    ],
  },
  {
    id: 'emotion',
    title: '감정 유전자',
    heading: '감정 유전자 (5-HTT)',
    symbol: '5-HTT',
    intro:
      '5-HTT 유전자는 기분을 조절하는 세로토닌을 운반하는 단백질과 관련이 있어요. 공부에서는 긴장과 스트레스를 얼마나 민감하게 느끼고, 얼마나 빨리 회복하는지로 나타납니다.',
    typeCards: cards(HTT_TYPES, HTT_TRAITS),
    paragraphs: [
      'SS형은 감정의 결이 섬세해 분위기와 평가에 민감하게 반응하고, SL형은 감정의 회복이 빨라 스트레스 속에서도 평정을 지키는 편이에요. LL형은 SL형과 같은 유형으로 봅니다.',
      '섬세함은 약점이 아니라 다른 사람의 마음을 읽고 실수를 미리 살피는 힘이기도 해요. 안정형 역시 회복이 빠른 만큼 검토를 건너뛰지 않도록 적당한 긴장을 유지하는 것이 중요합니다.',
    ],
    bulletLists: [
      {
        title: 'SS형(섬세형)의 마음 돌보기',
        items: [
          ...HTT_TRAITS.SS.strategies,
          HTT_TRAITS.SS.support,
          '시험 전날에는 새로운 내용보다 이미 아는 내용을 가볍게 확인하세요.',
        ],
      },
      {
        title: 'SL형(안정형)의 마음 돌보기',
        items: [...HTT_TRAITS.SL.strategies, HTT_TRAITS.SL.support],
      },
    ],
  },
];

export const GENE_SECTION_IDS: readonly GeneSectionId[] = geneSections.map((s) => s.id);

/** Every text of a section, for full-text search and the page's search-word selection. */
export function geneSectionText(section: GeneSection): string {
  return [
    section.title,
    section.heading,
    section.symbol,
    section.intro,
    ...section.typeCards.flatMap((card) => [card.code, card.name, card.description]),
    ...section.paragraphs,
    ...section.bulletLists.flatMap((list) => [list.title, ...list.items]),
  ].join('\n');
}

/**
 * The first of `sections` whose text contains `word` (case-insensitive, trimmed); undefined for
 * an empty word or no match. Any language's sections (the English ones come from en/).
 */
export function findGeneSection(
  sections: readonly GeneSection[],
  word: string,
): GeneSection | undefined {
  const needle = typeof word === 'string' ? word.trim().toLowerCase() : '';
  if (!needle) return undefined;
  return sections.find((section) => geneSectionText(section).toLowerCase().includes(needle));
}

/**
 * The first Korean section whose text contains `word` (case-insensitive, trimmed); undefined for
 * an empty word or no match.
 */
export function geneSectionForSearchWord(word: string): GeneSection | undefined {
  return findGeneSection(geneSections, word);
}
