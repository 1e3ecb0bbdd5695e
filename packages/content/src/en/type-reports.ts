// The English of type-reports.ts: a report around the English text written for the type
// (en/type-writing/NN.ts). The partners are the same as in Korean (compatibleTypesOf's rules);
// only the sentences differ. English sentence assembly: articles and lists, no Korean particles.
import { TYPE_CATALOGUE, typeIdOf } from '@genetype/domain';
import type { GeneCombination, GeneTypeEntry } from '@genetype/domain';
import type { AceType, Drd2Type, Drd4Type } from '@genetype/domain';
import type { TypeWriting } from '../type-writing/writing.js';
import type {
  CompatibleType,
  TypeReport,
  TypeReportSection,
  TypeReportSectionId,
} from '../types.js';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from './gene-traits.js';
import { groupOf, headingOf, nameOf, summaryOf } from './type-summaries.js';

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

// The same partner rules as the Korean reports (docs/decisions.md).
const PACE_PARTNER: Record<AceType, AceType> = { II: 'DD', ID: 'II', DD: 'II' };
const ATTACHMENT_PARTNER: Record<Drd2Type, Drd2Type> = { A: 'C', B: 'A', C: 'A' };
const IDEA_PARTNER: Record<Drd4Type, Drd4Type> = { '44': '45', '43': '45', '45': '44' };

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

function partner(entry: GeneTypeEntry, change: Partial<GeneCombination>): GeneTypeEntry {
  const id = typeIdOf({
    ace: entry.ace,
    drd2: entry.drd2,
    drd4: entry.drd4,
    htt: entry.htt,
    ...change,
  });
  return TYPE_CATALOGUE[id - 1] as GeneTypeEntry;
}

function compatibleTypesOf(entry: GeneTypeEntry): CompatibleType[] {
  const pace = partner(entry, { ace: PACE_PARTNER[entry.ace] });
  const attachment = partner(entry, {
    drd2: ATTACHMENT_PARTNER[entry.drd2],
    htt: entry.htt === 'SS' ? 'SL' : 'SS',
  });
  const idea = partner(entry, { drd4: IDEA_PARTNER[entry.drd4] });
  const mine = `${trait(ACE_TRAITS[entry.ace].name)}-type`;
  const theirs = `${trait(ACE_TRAITS[pace.ace].name)}-type`;
  const myIdeas = `${trait(DRD4_TRAITS[entry.drd4].name)}-type`;
  const theirIdeas = `${trait(DRD4_TRAITS[idea.drd4].name)}-type`;
  return [
    {
      id: pace.id,
      code: pace.code,
      name: nameOf(pace),
      reason: `${article(mine) === 'an' ? 'An' : 'A'} ${mine} learner like you and ${article(theirs)} ${theirs} friend study to different rhythms. ${
        entry.ace === 'ID'
          ? "Plan together, and the long assignments can rest on your friend's staying power while the scheduling rests on your sense of pace."
          : 'Plan together, and you can split the work: long assignments go to staying power, urgent ones to speed.'
      }`,
    },
    {
      id: attachment.id,
      code: attachment.code,
      name: nameOf(attachment),
      reason: `Being ${trait(DRD2_TRAITS[attachment.drd2].name)} and ${trait(HTT_TRAITS[attachment.htt].name)}, this type fills in what you tend to miss. The way each of you stays with a topic or moves on, and handles feelings, holds up a useful mirror to the other.`,
    },
    {
      id: idea.id,
      code: idea.code,
      name: nameOf(idea),
      reason: `When ${article(myIdeas)} ${myIdeas} learner like you teams up with ${article(theirIdeas)} ${theirIdeas} friend, ${
        idea.drd4 === '44'
          ? 'the ideas you come up with get turned into reality, step by step'
          : 'you find fresh ideas outside the usual frame'
      }. You fit together especially well in group work and projects.`,
    },
  ];
}

function section(
  id: TypeReportSectionId,
  paragraphs: string[],
  bullets: string[] = [],
): TypeReportSection {
  const title = TYPE_REPORT_SECTIONS.find((s) => s.id === id)?.title ?? id;
  return { id, title, paragraphs, bullets };
}

/** The full English report of `entry`, around the text written for it. */
export function buildTypeReport(entry: GeneTypeEntry, writing: TypeWriting): TypeReport {
  const group = groupOf(entry);
  const ace = ACE_TRAITS[entry.ace];
  const summary = summaryOf(entry);
  const mix = `${listOf(
    [ace, DRD2_TRAITS[entry.drd2], DRD4_TRAITS[entry.drd4], HTT_TRAITS[entry.htt]].map((t) =>
      t.name.replace(/ type$/, ''),
    ),
  )}`;
  const compatibleTypes = compatibleTypesOf(entry);

  return {
    ...summary,
    compatibleTypes,
    sections: [
      section('learning', [
        `The ${summary.name} belongs to the ${group.name} group (${group.code}): ${article(mix)} ${mix} mix. ${writing.learning[0]}`,
        writing.learning[1],
      ]),
      section('concentration', [ace.concentration, writing.concentration]),
      section('persistence', [ace.persistence, writing.persistence]),
      section(
        'strengths',
        [group.writing.strength],
        [ace.strengths[0] as string, ...writing.strengths],
      ),
      section(
        'pitfalls',
        [group.writing.pitfall],
        [ace.pitfalls[0] as string, ...writing.pitfalls],
      ),
      section(
        'strategies',
        [
          `These ways of studying suit the ${mix} mix. Rather than changing everything at once, try one at a time for about two weeks and keep what works.`,
        ],
        [ace.strategies[0] as string, ...writing.strategies],
      ),
      section('support', [group.writing.support], [...writing.support]),
      section(
        'compatibility',
        [
          `The ${summary.name} grows the most alongside friends whose strengths differ from their own. They make an especially good match with ${listOf(
            compatibleTypes.map((type) => headingOf(type.id, type.name)),
          )}.`,
        ],
        compatibleTypes.map(
          (type) => `${headingOf(type.id, type.name)} (${type.code}): ${type.reason}`,
        ),
      ),
    ],
  };
}
