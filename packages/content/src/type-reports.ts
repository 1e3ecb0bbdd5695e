// A type report: the text written for the type (type-writing/NN.ts) inside the parts its genes
// and group share with other types — the endurance gene's rhythm, the group's character and the
// partners that complement it. The written text carries most of every report (a content test keeps
// at least 40 % of each report's sentences its own).
import { TYPE_CATALOGUE, typeIdOf } from '@genetype/domain';
import type { GeneCombination, GeneTypeEntry } from '@genetype/domain';
import type { AceType, Drd2Type, Drd4Type } from '@genetype/domain';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from './gene-traits.js';
import { withTopic } from './korean.js';
import type { TypeWriting } from './type-writing/writing.js';
import { groupOf, nameOf, summaryOf } from './type-summaries.js';
import type {
  CompatibleType,
  TypeReport,
  TypeReportSection,
  TypeReportSectionId,
} from './types.js';

/** Section order and titles of every report. */
export const TYPE_REPORT_SECTIONS: readonly { id: TypeReportSectionId; title: string }[] = [
  { id: 'learning', title: '이렇게 배워요' },
  { id: 'concentration', title: '이렇게 집중해요' },
  { id: 'persistence', title: '꾸준함을 이어 가는 힘' },
  { id: 'strengths', title: '강점' },
  { id: 'pitfalls', title: '조심할 점' },
  { id: 'strategies', title: '추천 공부 전략' },
  { id: 'support', title: '부모님과 선생님이 도와주는 방법' },
  { id: 'compatibility', title: '함께하면 좋은 유형' },
];

// Partners are chosen by the gene that complements this type the most (see docs/decisions.md).
const PACE_PARTNER: Record<AceType, AceType> = { II: 'DD', ID: 'II', DD: 'II' };
const ATTACHMENT_PARTNER: Record<Drd2Type, Drd2Type> = { A: 'C', B: 'A', C: 'A' };
const IDEA_PARTNER: Record<Drd4Type, Drd4Type> = { '44': '45', '43': '45', '45': '44' };

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
  const mine = ACE_TRAITS[entry.ace].name;
  return [
    {
      id: pace.id,
      code: pace.code,
      name: nameOf(pace),
      reason: `${mine}인 나와 ${ACE_TRAITS[pace.ace].name}인 친구는 공부의 호흡이 달라요. ${
        entry.ace === 'ID'
          ? '함께 계획을 세우면 긴 과제는 친구의 끈기에, 일정 조율은 나의 속도 조절 감각에 맡길 수 있어요.'
          : '함께 계획을 세우면 긴 과제는 끈기로, 급한 과제는 순발력으로 나누어 맡을 수 있어요.'
      }`,
    },
    {
      id: attachment.id,
      code: attachment.code,
      name: nameOf(attachment),
      reason: `${DRD2_TRAITS[attachment.drd2].name}이면서 ${HTT_TRAITS[attachment.htt].name}인 이 유형은 내가 놓치기 쉬운 부분을 채워 줘요. 한 주제에 머무는 힘과 새로 옮겨 가는 힘, 감정을 다루는 방식이 서로에게 좋은 거울이 됩니다.`,
    },
    {
      id: idea.id,
      code: idea.code,
      name: nameOf(idea),
      reason: `${DRD4_TRAITS[entry.drd4].name}인 나와 ${DRD4_TRAITS[idea.drd4].name}인 친구가 만나면 ${
        idea.drd4 === '44'
          ? '떠오른 아이디어를 차근차근 현실로 옮길 수 있어요'
          : '익숙한 틀 밖의 새로운 아이디어를 얻을 수 있어요'
      }. 모둠 활동이나 프로젝트에서 특히 잘 맞아요.`,
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

/** The full report of `entry`, around the text written for it. */
export function buildTypeReport(entry: GeneTypeEntry, writing: TypeWriting): TypeReport {
  const group = groupOf(entry);
  const ace = ACE_TRAITS[entry.ace];
  const summary = summaryOf(entry);
  const geneLine = `${ace.name}·${DRD2_TRAITS[entry.drd2].name}·${DRD4_TRAITS[entry.drd4].name}·${HTT_TRAITS[entry.htt].name}`;
  const compatibleTypes = compatibleTypesOf(entry);

  return {
    ...summary,
    compatibleTypes,
    sections: [
      section('learning', [
        `${withTopic(summary.name)} ${group.name} 그룹(${group.code})에 속하는 ${geneLine} 유형이에요. ${writing.learning[0]}`,
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
          `${geneLine}의 조합에 맞춘 공부법이에요. 한꺼번에 바꾸기보다 하나씩 2주 정도 시도해 보고 잘 맞는 것을 남기세요.`,
        ],
        [ace.strategies[0] as string, ...writing.strategies],
      ),
      section('support', [group.writing.support], [...writing.support]),
      section(
        'compatibility',
        [
          `${withTopic(summary.name)} 자신과 다른 힘을 가진 친구와 함께할 때 더 크게 자라요. 특히 ${compatibleTypes
            .map((type) => `${type.id}번 ${type.name}`)
            .join(', ')} 유형과 좋은 짝이 됩니다.`,
        ],
        compatibleTypes.map((type) => `${type.id}번 ${type.name} (${type.code}): ${type.reason}`),
      ),
    ],
  };
}

/** Every text of a report in reading order, for full-text search. */
export function typeReportText(report: TypeReport): string {
  return [
    report.heading,
    report.code,
    report.character,
    report.description,
    ...report.sections.flatMap((s) => [s.title, ...s.paragraphs, ...s.bullets]),
  ].join('\n');
}
