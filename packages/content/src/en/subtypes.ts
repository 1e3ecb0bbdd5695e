// The English of subtypes.ts: the DRD4 × 5-HTT subtypes. `description` follows the group's
// sentence in a type's description.
import type { SubtypeWriting } from '../subtypes.js';
import type { Drd4Type, HttType } from '@genetype/domain';

export const SUBTYPE_WRITING: Record<`${Drd4Type}-${HttType}`, SubtypeWriting> = {
  '44-SS': {
    characterAdjective: 'Meticulous',
    description:
      'On top of that comes a careful streak: they check every step as they go and try not to let even a small mistake slip by.',
  },
  '44-SL': {
    characterAdjective: 'Dependable',
    description:
      'They trust the method they have chosen, press on quietly at their own pace and stay calm whatever happens.',
  },
  '43-SS': {
    characterAdjective: 'Warmhearted',
    description:
      'They combine a knack for gradually reworking the familiar with a sensitivity that picks up on how people feel.',
  },
  '43-SL': {
    characterAdjective: 'Witty',
    description:
      'They have the wit to put what they learn to use in all sorts of ways, and the spirit to shake off a mistake and get straight back up.',
  },
  '45-SS': {
    characterAdjective: 'Dreamy',
    description:
      'A creative imagination meets a rich sensitivity, giving them a wide inner world of their own.',
  },
  '45-SL': {
    characterAdjective: 'Plucky',
    description:
      'Curiosity about anything new goes hand in hand with a boldness that is not afraid to fail.',
  },
};
