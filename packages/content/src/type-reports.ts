// The Korean texts of the type reports (builders/reports.ts assembles them): section titles, the
// gene traits (gene-traits.ts) and the sentence patterns, with Korean particles (korean.ts).
import type { TypeReport, TypeReportSectionId } from './types.js';
import { reportBuilder } from './builders/reports.js';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from './gene-traits.js';
import { withTopic } from './korean.js';
import { koreanSummaries } from './type-summaries.js';

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

/** The full Korean report of `entry`, around the text written for it. */
export const buildTypeReport = reportBuilder({
  sections: TYPE_REPORT_SECTIONS,
  traits: { ace: ACE_TRAITS, drd2: DRD2_TRAITS, drd4: DRD4_TRAITS, htt: HTT_TRAITS },
  summaries: koreanSummaries,
  geneMix: (traits) => traits.map((trait) => trait.name).join('·'),
  learning: (summary, group, mix) =>
    `${withTopic(summary.name)} ${group.name} 그룹(${group.code})에 속하는 ${mix} 유형이에요.`,
  strategies: (mix) =>
    `${mix}의 조합에 맞춘 공부법이에요. 한꺼번에 바꾸기보다 하나씩 2주 정도 시도해 보고 잘 맞는 것을 남기세요.`,
  compatibility: (summary, partners) =>
    `${withTopic(summary.name)} 자신과 다른 힘을 가진 친구와 함께할 때 더 크게 자라요. 특히 ${partners
      .map((type) => `${type.id}번 ${type.name}`)
      .join(', ')} 유형과 좋은 짝이 됩니다.`,
  partner: (type) => `${type.id}번 ${type.name} (${type.code}): ${type.reason}`,
  reasons: {
    pace: (entry, pace) =>
      `${ACE_TRAITS[entry.ace].name}인 나와 ${ACE_TRAITS[pace.ace].name}인 친구는 공부의 호흡이 달라요. ${
        entry.ace === 'ID'
          ? '함께 계획을 세우면 긴 과제는 친구의 끈기에, 일정 조율은 나의 속도 조절 감각에 맡길 수 있어요.'
          : '함께 계획을 세우면 긴 과제는 끈기로, 급한 과제는 순발력으로 나누어 맡을 수 있어요.'
      }`,
    attachment: (partner) =>
      `${DRD2_TRAITS[partner.drd2].name}이면서 ${HTT_TRAITS[partner.htt].name}인 이 유형은 내가 놓치기 쉬운 부분을 채워 줘요. 한 주제에 머무는 힘과 새로 옮겨 가는 힘, 감정을 다루는 방식이 서로에게 좋은 거울이 됩니다.`,
    idea: (entry, idea) =>
      `${DRD4_TRAITS[entry.drd4].name}인 나와 ${DRD4_TRAITS[idea.drd4].name}인 친구가 만나면 ${
        idea.drd4 === '44'
          ? '떠오른 아이디어를 차근차근 현실로 옮길 수 있어요'
          : '익숙한 틀 밖의 새로운 아이디어를 얻을 수 있어요'
      }. 모둠 활동이나 프로젝트에서 특히 잘 맞아요.`,
  },
});

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
