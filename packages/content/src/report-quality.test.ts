/**
 * @jest-environment node
 */
// Issue 15: the 54 reports must read as written for each type. Two checks over the composed
// reports: how much of each report is its own text, and that no report says both sides of a
// pair of opposing traits.
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS, typeReports } from './index.js';
import { OPPOSING_TRAITS, findContradictions, saysAny } from './opposing-traits.js';
import { ownSentenceShares, reportSentences, sentencesOf } from './report-sentences.js';

/** A report needs at least this share of sentences that appear in no other report. */
const MIN_OWN_SHARE = 0.4;

const variantNames = [ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS].flatMap((traits) =>
  Object.values(traits).map((variant) => variant.name),
);

describe('sentences of a report', () => {
  it('splits at sentence ends and line breaks, not inside a sentence', () => {
    expect(sentencesOf('30~40분 집중해요. 다시 힘이 나요!\n목록 한 줄')).toEqual([
      '30~40분 집중해요.',
      '다시 힘이 나요!',
      '목록 한 줄',
    ]);
  });

  it('counts a sentence filled with other names as the same sentence', () => {
    const [first, second] = typeReports;
    const shares = ownSentenceShares([first!, second!, first!], variantNames);
    // A report listed twice has no sentence of its own.
    expect(shares[0]?.own).toBe(0);
    expect(shares[1]?.own).toBeGreaterThan(0);
  });
});

describe('own text of every report', () => {
  const shares = ownSentenceShares(typeReports, variantNames);

  it(`gives every report at least ${MIN_OWN_SHARE * 100} % sentences no other report has`, () => {
    const rows = shares.map(
      ({ id, sentences, own, share }) =>
        `${String(id).padStart(2)} ${typeReports[id - 1]?.code.padEnd(10)} ${String(own).padStart(3)}/${String(sentences).padEnd(3)} ${(share * 100).toFixed(0).padStart(3)} %`,
    );
    const columns = 3;
    const height = Math.ceil(rows.length / columns);
    const table = Array.from({ length: height }, (_, line) =>
      [0, 1, 2]
        .map((column) => rows[column * height + line] ?? '')
        .join('   ')
        .trimEnd(),
    );
    console.log(`Own sentences per report (own/all, share):\n${table.join('\n')}`);
    expect(shares.filter((row) => row.share < MIN_OWN_SHARE).map((row) => row.id)).toEqual([]);
  });
});

describe('opposing traits', () => {
  it('recognises the contradictions issue 15 found in report 32', () => {
    const found = findContradictions([
      '같은 방식을 오래 반복하기보다 문제집, 영상, 토론처럼 방법을 바꿔 가며 배울 때 흥미가 살아나요.',
      '새로운 단원이나 낯선 환경에도 금세 익숙해집니다.',
      '정해 둔 방법을 꾸준히 반복하며 실력을 굳혀 가요.',
      '순서가 분명한 공부에서 집중이 깊어지고, 갑작스러운 변경이 생기면 흐름이 끊기기 쉬워요.',
    ]).map((contradiction) => contradiction.pair.id);
    expect(found).toEqual(['variety-or-repetition', 'change']);
  });

  it('finds nothing in sentences that keep to one side of every pair', () => {
    expect(
      findContradictions([
        '같은 방식을 오래 반복하기보다 방법을 바꿔 가며 배울 때 흥미가 살아나요.',
        '낯선 환경에도 금세 익숙해집니다.',
      ]),
    ).toEqual([]);
  });

  const sides = OPPOSING_TRAITS.flatMap((pair) =>
    pair.sides.map((side) => ({ pair: pair.id, label: side.label, side })),
  );
  it.each(sides)('$pair: the side "$label" is still said by some report', ({ side }) => {
    // A side no report says any more has patterns that can no longer catch anything.
    expect(saysAny(typeReports.flatMap(reportSentences), side)).toBe(true);
  });

  it('finds no report that says both sides of a pair', () => {
    const contradictions = typeReports.flatMap((report) =>
      findContradictions(reportSentences(report)).map(
        ({ pair, first, second }) =>
          `${report.id} (${report.code}) ${pair.gene} ${pair.id}: “${first}” ↔ “${second}”`,
      ),
    );
    expect(contradictions).toEqual([]);
  });
});
