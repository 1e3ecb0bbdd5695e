// The one builder of the type reports: the text written for the type (type-writing/NN.ts) inside
// the parts its genes and group share with other types — the endurance gene's rhythm, the group's
// character and the partners that complement it. Each language gives its texts as data
// (type-reports.ts, en/type-reports.ts): section titles, gene traits and its sentence patterns.
// The written text carries most of every report (a content test keeps at least 40 % of each
// report's sentences its own).
import { TYPE_CATALOGUE, typeIdOf } from '@genetype/domain';
import type { GeneCombination, GeneTypeEntry } from '@genetype/domain';
import type { AceType, Drd2Type, Drd4Type, HttType } from '@genetype/domain';
import type { VariantTraits } from '../gene-traits.js';
import type { GroupDefinition } from '../groups.js';
import type { TypeWriting } from '../type-writing/writing.js';
import type {
  CompatibleType,
  TypeReport,
  TypeReportSection,
  TypeReportSectionId,
  TypeReportSummary,
} from '../types.js';
import type { SummaryBuilder } from './summaries.js';

/** A language's texts of the reports; sentence patterns are functions for its grammar. */
export interface ReportTexts {
  sections: readonly { id: TypeReportSectionId; title: string }[];
  traits: {
    ace: Record<AceType, VariantTraits>;
    drd2: Record<Drd2Type, VariantTraits>;
    drd4: Record<Drd4Type, VariantTraits>;
    htt: Record<HttType, VariantTraits>;
  };
  summaries: SummaryBuilder;
  /** The four genes' trait names as one phrase ('끈기형·…', 'endurance, … and …'). */
  geneMix(traits: readonly VariantTraits[]): string;
  /** The report's first sentence, before the type's own. */
  learning(summary: TypeReportSummary, group: GroupDefinition, mix: string): string;
  strategies(mix: string): string;
  compatibility(summary: TypeReportSummary, partners: readonly CompatibleType[]): string;
  partner(type: CompatibleType): string;
  /** Why each partner fits: the pace (ACE), attachment (DRD2 and 5-HTT) and ideas (DRD4) one. */
  reasons: {
    pace(entry: GeneTypeEntry, partner: GeneTypeEntry): string;
    attachment(partner: GeneTypeEntry): string;
    idea(entry: GeneTypeEntry, partner: GeneTypeEntry): string;
  };
}

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

/** The report builder of one language: `buildTypeReport(entry, writing)`. */
export function reportBuilder(
  texts: ReportTexts,
): (entry: GeneTypeEntry, writing: TypeWriting) => TypeReport {
  const { traits, summaries, reasons } = texts;

  function compatibleTypesOf(entry: GeneTypeEntry): CompatibleType[] {
    const pace = partner(entry, { ace: PACE_PARTNER[entry.ace] });
    const attachment = partner(entry, {
      drd2: ATTACHMENT_PARTNER[entry.drd2],
      htt: entry.htt === 'SS' ? 'SL' : 'SS',
    });
    const idea = partner(entry, { drd4: IDEA_PARTNER[entry.drd4] });
    const of = (type: GeneTypeEntry, reason: string): CompatibleType => ({
      id: type.id,
      code: type.code,
      name: summaries.nameOf(type),
      reason,
    });
    return [
      of(pace, reasons.pace(entry, pace)),
      of(attachment, reasons.attachment(attachment)),
      of(idea, reasons.idea(entry, idea)),
    ];
  }

  function section(
    id: TypeReportSectionId,
    paragraphs: string[],
    bullets: string[] = [],
  ): TypeReportSection {
    const title = texts.sections.find((s) => s.id === id)?.title ?? id;
    return { id, title, paragraphs, bullets };
  }

  /** The full report of `entry`, around the text written for it. */
  return function buildTypeReport(entry: GeneTypeEntry, writing: TypeWriting): TypeReport {
    const group = summaries.groupOf(entry);
    const ace = traits.ace[entry.ace];
    const summary = summaries.summaryOf(entry);
    const mix = texts.geneMix([
      ace,
      traits.drd2[entry.drd2],
      traits.drd4[entry.drd4],
      traits.htt[entry.htt],
    ]);
    const compatibleTypes = compatibleTypesOf(entry);

    return {
      ...summary,
      compatibleTypes,
      sections: [
        section('learning', [
          `${texts.learning(summary, group, mix)} ${writing.learning[0]}`,
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
          [texts.strategies(mix)],
          [ace.strategies[0] as string, ...writing.strategies],
        ),
        section('support', [group.writing.support], [...writing.support]),
        section(
          'compatibility',
          [texts.compatibility(summary, compatibleTypes)],
          compatibleTypes.map(texts.partner),
        ),
      ],
    };
  };
}

/** All 54 reports in id order, from a language's builder and its 54 writings. */
export function reportCatalogue(
  build: (entry: GeneTypeEntry, writing: TypeWriting) => TypeReport,
  writings: readonly TypeWriting[],
): readonly TypeReport[] {
  return Object.freeze(
    TYPE_CATALOGUE.map((entry) => build(entry, writings[entry.id - 1] as TypeWriting)),
  );
}
