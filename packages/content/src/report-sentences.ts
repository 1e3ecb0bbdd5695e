// The sentences of the type reports, for the content checks: how much of each report is its own
// text, and which statements it makes (opposing-traits.ts). Not part of the package's entry.
import { TYPE_GROUP_NAMES } from '@genetype/domain';
import type { TypeReport } from './types.js';

/** A text split into sentences: at a full stop, question or exclamation mark, or a line break. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Every sentence a reader reads in the body of a report: description, paragraphs and lists. */
export function reportSentences(report: TypeReport): string[] {
  return [
    report.description,
    ...report.sections.flatMap((section) => [...section.paragraphs, ...section.bullets]),
  ].flatMap(sentencesOf);
}

export interface OwnShare {
  id: number;
  sentences: number;
  /** Sentences found in no other report. */
  own: number;
  share: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sentence that differs from another report's only by the names filled into it (type names,
 * codes, numbers, group and variant names) is the same sentence: the template is shared.
 */
function templateOf(names: RegExp, typeNumber: RegExp): (sentence: string) => string {
  return (sentence) =>
    sentence
      .replace(names, '{이름}')
      .replace(/[A-Z]{2}-[A-C]-4[345]-S[SL]/g, '{코드}')
      .replace(typeNumber, '{번호}');
}

/** What names a type in a language's reports, besides the report names themselves. */
export interface ReportNaming {
  groupNames: readonly string[];
  /** How a type's number is written ('23번', 'Type 23'). */
  typeNumber: RegExp;
}

const KOREAN_NAMING: ReportNaming = { groupNames: TYPE_GROUP_NAMES, typeNumber: /\d+번/g };

/** For each report, the share of its sentences (as templates) that no other report has. */
export function ownSentenceShares(
  reports: readonly TypeReport[],
  variantNames: readonly string[],
  naming: ReportNaming = KOREAN_NAMING,
): OwnShare[] {
  const names = [
    ...reports.map((report) => report.name),
    ...naming.groupNames,
    ...variantNames,
  ].sort((a, b) => b.length - a.length);
  const template = templateOf(new RegExp(names.map(escape).join('|'), 'g'), naming.typeNumber);
  const perReport = reports.map((report) => new Set(reportSentences(report).map(template)));
  const reportsWith = new Map<string, number>();
  for (const sentences of perReport) {
    for (const sentence of sentences)
      reportsWith.set(sentence, (reportsWith.get(sentence) ?? 0) + 1);
  }
  return reports.map((report, index) => {
    const sentences = [...(perReport[index] as Set<string>)];
    const own = sentences.filter((sentence) => reportsWith.get(sentence) === 1).length;
    return { id: report.id, sentences: sentences.length, own, share: own / sentences.length };
  });
}
