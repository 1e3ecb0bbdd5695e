// The English texts of the type reports (builders/reports.ts assembles them, with the same
// partners as in Korean): section titles, the gene traits and the sentence patterns. English
// sentence assembly: articles and lists, no Korean particles.
import type { TypeReportSectionId } from '../types.js';
import { reportBuilder } from '../builders/reports.js';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from './gene-traits.js';
import { englishSummaries } from './type-summaries.js';

/** Section order and titles of every report. */
export const TYPE_REPORT_SECTIONS: readonly { id: TypeReportSectionId; title: string }[] = [
  { id: 'learning', title: 'How they learn' },
  { id: 'concentration', title: 'How they focus' },
  { id: 'persistence', title: 'What keeps them going' },
  { id: 'strengths', title: 'Strengths' },
  { id: 'pitfalls', title: 'Watch out for' },
  { id: 'strategies', title: 'Recommended study strategies' },
  { id: 'support', title: 'How parents and teachers can help' },
  { id: 'compatibility', title: 'Good study partners' },
];

/** 'Endurance type' → 'endurance'. */
function trait(name: string): string {
  return name.replace(/ type$/, '').toLowerCase();
}

/** 'a' or 'an' before a word (by its first letter: good enough for the words used here). */
export function article(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word.trim()) ? 'an' : 'a';
}

/** ['a'] → 'a'; ['a', 'b'] → 'a and b'; ['a', 'b', 'c'] → 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
}

/** The full English report of `entry`, around the text written for it. */
export const buildTypeReport = reportBuilder({
  sections: TYPE_REPORT_SECTIONS,
  traits: { ace: ACE_TRAITS, drd2: DRD2_TRAITS, drd4: DRD4_TRAITS, htt: HTT_TRAITS },
  summaries: englishSummaries,
  geneMix: (traits) => listOf(traits.map((t) => t.name.replace(/ type$/, ''))),
  learning: (summary, group, mix) =>
    `The ${summary.name} belongs to the ${group.name} group (${group.code}): ${article(mix)} ${mix} mix.`,
  strategies: (mix) =>
    `These ways of studying suit the ${mix} mix. Rather than changing everything at once, try one at a time for about two weeks and keep what works.`,
  compatibility: (summary, partners) =>
    `The ${summary.name} grows the most alongside friends whose strengths differ from their own. They make an especially good match with ${listOf(
      partners.map((type) => englishSummaries.headingOf(type.id, type.name)),
    )}.`,
  partner: (type) =>
    `${englishSummaries.headingOf(type.id, type.name)} (${type.code}): ${type.reason}`,
  reasons: {
    pace: (entry, pace) => {
      const mine = `${trait(ACE_TRAITS[entry.ace].name)}-type`;
      const theirs = `${trait(ACE_TRAITS[pace.ace].name)}-type`;
      return `${article(mine) === 'an' ? 'An' : 'A'} ${mine} learner like you and ${article(theirs)} ${theirs} friend study to different rhythms. ${
        entry.ace === 'ID'
          ? "Plan together, and the long assignments can rest on your friend's staying power while the scheduling rests on your sense of pace."
          : 'Plan together, and you can split the work: long assignments go to staying power, urgent ones to speed.'
      }`;
    },
    attachment: (partner) =>
      `Being ${trait(DRD2_TRAITS[partner.drd2].name)} and ${trait(HTT_TRAITS[partner.htt].name)}, this type fills in what you tend to miss. The way each of you stays with a topic or moves on, and handles feelings, holds up a useful mirror to the other.`,
    idea: (entry, idea) => {
      const myIdeas = `${trait(DRD4_TRAITS[entry.drd4].name)}-type`;
      const theirIdeas = `${trait(DRD4_TRAITS[idea.drd4].name)}-type`;
      return `When ${article(myIdeas)} ${myIdeas} learner like you teams up with ${article(theirIdeas)} ${theirIdeas} friend, ${
        idea.drd4 === '44'
          ? 'the ideas you come up with get turned into reality, step by step'
          : 'you find fresh ideas outside the usual frame'
      }. You fit together especially well in group work and projects.`;
    },
  },
});
