// The DRD4 × 5-HTT subtypes: the adjective of a type's character and the second sentence of its
// description (a type name's adjective is its group's own: @genetype/domain's type-names.ts). Kept apart from gene-traits.ts so that pages naming types (the
// list, the home card) do not ship the gene texts.
import type { Drd4Type, HttType } from '@genetype/domain';

/** The DRD4 × 5-HTT subtype: its character's adjective and its inner voice. */
export interface SubtypeWriting {
  /** Adjective of the character ('꼼꼼한' 거북이). */
  characterAdjective: string;
  /** Second sentence of the description. */
  description: string;
}

export const SUBTYPE_WRITING: Record<`${Drd4Type}-${HttType}`, SubtypeWriting> = {
  '44-SS': {
    characterAdjective: '꼼꼼한',
    description: '한 걸음씩 확인하며 나아가고, 작은 실수도 놓치지 않으려는 신중함이 더해졌어요.',
  },
  '44-SL': {
    characterAdjective: '듬직한',
    description:
      '한번 고른 방식을 믿고 자기 속도로 묵묵히 나아가며, 어떤 상황에서도 흔들림이 적은 차분함을 지녔어요.',
  },
  '43-SS': {
    characterAdjective: '다정한',
    description: '익숙한 것을 조금씩 바꿔 보는 응용력과, 마음의 결을 읽는 섬세함을 함께 가졌어요.',
  },
  '43-SL': {
    characterAdjective: '재치 있는',
    description:
      '배운 것을 이리저리 응용하는 재치와, 실수에도 금세 털고 일어나는 야무진 마음을 지녔어요.',
  },
  '45-SS': {
    characterAdjective: '꿈꾸는',
    description: '새로운 것을 상상하는 창의력과 풍부한 감수성이 만나, 자기만의 세계가 넓어요.',
  },
  '45-SL': {
    characterAdjective: '씩씩한',
    description: '새로움을 향한 호기심과 실패를 두려워하지 않는 대담함이 함께 있어요.',
  },
};
