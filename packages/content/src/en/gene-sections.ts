// The English of gene-sections.ts: the five sections of /geneType, same ids and order.
import { ACE_TYPES, DRD2_TYPES, DRD4_TYPES, HTT_TYPES } from '@genetype/domain';
import type { VariantTraits } from '../gene-traits.js';
import type { GeneSection, GeneTypeCard } from '../types.js';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from './gene-traits.js';
import { typeGroups } from './groups.js';

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
    title: 'The types',
    heading: 'The 54 learning gene types',
    symbol: '',
    intro:
      'GeneType sorts learning styles into 54 types from the combination of four genes: endurance (ACE), attachment (DRD2), creativity (DRD4) and emotion (5-HTT). Endurance and attachment together form 9 main groups, and each group divides again into 6 types by creativity and emotion.',
    typeCards: typeGroups.map((group) => ({
      code: group.code,
      name: group.name,
      description: group.description,
    })),
    paragraphs: [
      'A type code is written in the order {endurance}-{attachment}-{creativity}-{emotion}. II-A-44-SS, for example, means endurance II, attachment A, creativity 44 and emotion SS.',
      'No type is better or worse than another. Faced with the same exam syllabus, one person studies by sitting for long stretches, another in short, intense bursts, and another by finding new ways in. Knowing your type means being able to choose the way that works for you.',
      'Use the four buttons below to read about each gene in detail: how its types show up in study habits, and how best to work with them.',
    ],
    bulletLists: [
      {
        title: 'Making the most of your type',
        items: [
          'Start by reading the strengths and the things to watch out for in your type report.',
          'Pick one of the recommended study strategies and try it for two weeks.',
          "Comparing your type with your family's helps you understand how each of you studies.",
        ],
      },
    ],
  },
  {
    id: 'earth-power',
    title: 'Endurance gene',
    heading: 'The endurance gene (ACE)',
    symbol: 'ACE',
    intro:
      'The ACE gene is linked to how long and how intensely the body uses its energy. In studying, it shows in how long focus can be sustained in one go, and how intensely someone can concentrate in a short time.',
    typeCards: cards(ACE_TYPES, ACE_TRAITS),
    paragraphs: [
      'Type II is strong at holding a steady pace for a long time, like a marathon runner; type DD is strong at gathering all its energy into a short burst, like a sprinter. Type ID has a bit of both and adjusts its speed to the situation.',
      'Endurance types show that the answer to "How long should I study?" differs from person to person. Ask a sprint type to study for three hours straight and efficiency drops; make an endurance type switch subjects every 10 minutes and the flow keeps breaking.',
    ],
    bulletLists: [
      { title: 'Try this if you are type II (endurance)', items: ACE_TRAITS.II.strategies },
      { title: 'Try this if you are type ID (pacing)', items: ACE_TRAITS.ID.strategies },
      { title: 'Try this if you are type DD (sprint)', items: ACE_TRAITS.DD.strategies },
    ],
  },
  {
    id: 'attachment',
    title: 'Attachment gene',
    heading: 'The attachment gene (DRD2)',
    symbol: 'DRD2',
    intro:
      "The DRD2 gene is linked to the receptor that takes up dopamine in the brain's reward system. In studying, it shows in how deeply someone gets absorbed in something, and how long they hold on to it.",
    typeCards: cards(DRD2_TYPES, DRD2_TRAITS),
    paragraphs: [
      'Type A gets deeply absorbed in what it loves and does not let go easily. Type C is not tied to any one thing and moves lightly on to new interests, while type B keeps a balance between the two.',
      'Attachment types are also linked to where motivation comes from. Deep-dive types do their best work when they study because they love it, balanced types when there is recognition and reward, and switching types when there is change and novelty.',
    ],
    bulletLists: [
      {
        title: 'Tips for type A (deep-dive)',
        items: [...DRD2_TRAITS.A.strategies, DRD2_TRAITS.A.support],
      },
      {
        title: 'Tips for type B (balanced)',
        items: [...DRD2_TRAITS.B.strategies, DRD2_TRAITS.B.support],
      },
      {
        title: 'Tips for type C (switching)',
        items: [...DRD2_TRAITS.C.strategies, DRD2_TRAITS.C.support],
      },
    ],
  },
  {
    id: 'creative-behaviour',
    title: 'Creativity gene',
    heading: 'The creativity gene (DRD4)',
    symbol: 'DRD4',
    intro:
      'The DRD4 gene is linked to novelty seeking through the number of times a particular DNA sequence repeats. GeneType divides it into types 44, 43 and 45 by the number of repeats, and treats 5 to 7 repeats as the variant type (45).',
    typeCards: cards(DRD4_TYPES, DRD4_TRAITS),
    paragraphs: [
      'Type 44 is at home building things up step by step within a set order and rules, while type 45 goes looking for novelty and stimulation and comes up with original ideas. Type 43 builds on the familiar, changing it bit by bit to apply it in new ways.',
      'Creativity comes in more than one shape. The strength to lay solid foundations, the strength to connect what you have learned and the strength to imagine something completely new are all needed for creative results.',
    ],
    bulletLists: [
      {
        title: 'Tips for type 44 (systematic)',
        items: [...DRD4_TRAITS['44'].strategies, DRD4_TRAITS['44'].support],
      },
      {
        title: 'Tips for type 43 (adaptive)',
        items: [...DRD4_TRAITS['43'].strategies, DRD4_TRAITS['43'].support],
      },
      {
        title: 'Tips for type 45 (exploring)',
        items: [...DRD4_TRAITS['45'].strategies, DRD4_TRAITS['45'].support],
      },
    ],
  },
  {
    id: 'emotion',
    title: 'Emotion gene',
    heading: 'The emotion gene (5-HTT)',
    symbol: '5-HTT',
    intro:
      'The 5-HTT gene is linked to the protein that transports serotonin, which helps regulate mood. In studying, it shows in how sensitively someone feels tension and stress, and how quickly they recover.',
    typeCards: cards(HTT_TYPES, HTT_TRAITS),
    paragraphs: [
      'Type SS is emotionally finely tuned and reacts strongly to atmosphere and evaluation, while type SL recovers quickly and tends to stay composed under stress. Type LL is treated as the same type as SL.',
      'Sensitivity is not a weakness: it is also the ability to read how others feel and to spot mistakes before they happen. Steady types, for their part, recover so quickly that it matters to keep a healthy tension so they do not skip checking their work.',
    ],
    bulletLists: [
      {
        title: 'Looking after your feelings: type SS (sensitive)',
        items: [
          ...HTT_TRAITS.SS.strategies,
          HTT_TRAITS.SS.support,
          'The day before an exam, lightly go over what you already know rather than learning something new.',
        ],
      },
      {
        title: 'Looking after your feelings: type SL (steady)',
        items: [...HTT_TRAITS.SL.strategies, HTT_TRAITS.SL.support],
      },
    ],
  },
];
