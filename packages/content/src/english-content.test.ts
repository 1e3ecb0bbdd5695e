/**
 * @jest-environment node
 */
// Issue 18: the reading content exists in English. Every Korean part has an English counterpart
// of the same shape (ids, codes, list lengths), no English text contains Hangul, and the English
// reports are assembled in English around each type's English text.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  TYPE_CATALOGUE,
  TYPE_NAME_ADJECTIVES_EN,
  TYPE_NAME_NOUNS_EN,
  typeNameAdjective,
} from '@genetype/domain';
import type { GeneTypeEntry } from '@genetype/domain';
import { GENES } from '@genetype/domain';
import englishContent from './en/index.js';
import { TYPE_GROUP_NAMES_EN } from './en/groups.js';
import { loadEnglishWriting } from './en/writing-loader.js';
import { article, listOf } from './en/type-reports.js';
import {
  findGeneSection,
  loadContentParts,
  loadReadingContent,
  loadTypeReport,
  loadTypeReportByGroup,
  loadedContentParts,
  loadedReadingContent,
  loadedTypeReport,
  typeReports,
} from './index.js';
import koreanContent from './korean-content.js';
import { OPPOSING_TRAITS as ENGLISH_OPPOSING_TRAITS } from './en/opposing-traits.js';
import { OPPOSING_TRAITS, findContradictions, saysAny } from './opposing-traits.js';
import { ownSentenceShares, reportSentences } from './report-sentences.js';
import type { ReadingContent } from './reading-content.js';
import type { TypeWriting } from './type-writing/writing.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/** The data of a content (its functions left out). */
function dataOf(content: ReadingContent): Omit<ReadingContent, 'buildTypeReport'> {
  const { buildTypeReport: _build, ...data } = content;
  return data;
}

/** Every string of a value with its path ('geneSections.2.intro'). */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}.${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringsOf(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** The shape of a value: keys, list lengths and types, without the texts. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}

/** Values that are codes, not prose: the same in every language. */
const LANGUAGE_FREE = /(^|\.)(id|code|color|group|link|symbol|language|genes\.\w+)$/;

const english = dataOf(englishContent);
const korean = dataOf(koreanContent);

describe('English reading content', () => {
  it('has every part, key and list item the Korean has', () => {
    expect(shapeOf(english)).toEqual({ ...(shapeOf(korean) as object), language: 'string' });
  });

  it('keeps ids, codes, colours and links, and translates every text', () => {
    const ko = new Map(stringsOf(korean));
    for (const [path, text] of stringsOf(english)) {
      if (path === 'language') continue;
      // Empty only where the Korean is (the overview has no gene symbol).
      expect([path, text.trim().length > 0]).toEqual([path, (ko.get(path) ?? '').length > 0]);
      if (LANGUAGE_FREE.test(path)) expect([path, text]).toEqual([path, ko.get(path)]);
      else if (/\d/.test(text) && !/[a-z]{3}/i.test(text)) continue;
      else expect([path, text]).not.toEqual([path, ko.get(path)]);
    }
  });

  it('contains no Hangul', () => {
    const hangul = stringsOf(english).filter(([, text]) => HANGUL.test(text));
    expect(hangul).toEqual([]);
    expect(TYPE_GROUP_NAMES_EN.filter((name) => HANGUL.test(name))).toEqual([]);
    expect(GENES.map((gene) => gene.englishName)).toEqual([
      'Endurance',
      'Attachment',
      'Creativity',
      'Emotion',
    ]);
  });

  it('gives the 54 types distinct English names, headings, characters and descriptions', () => {
    const summaries = english.typeReportSummaries;
    for (const key of ['name', 'heading', 'character', 'description'] as const)
      expect(new Set(summaries.map((summary) => summary[key])).size).toBe(54);
    expect(summaries[0]).toMatchObject({
      id: 1,
      code: 'II-A-44-SS',
      name: 'Careful Seeker',
      heading: 'Type 1 · Careful Seeker',
      character: 'Meticulous Turtle',
    });
    expect(summaries[30]?.name).toBe('Mindful Explorer');
    for (const summary of summaries) {
      expect(summary.description.startsWith(`The ${summary.name} is `)).toBe(true);
      expect(summary.heading).toBe(`Type ${summary.id} · ${summary.name}`);
    }
    expect(english.typeGroups.map((group) => group.name)).toEqual([...TYPE_GROUP_NAMES_EN]);
    // The same names the English titles and the navbar use (the domain's one table).
    for (const summary of summaries) {
      const entry = TYPE_CATALOGUE[summary.id - 1] as GeneTypeEntry;
      expect(summary.name).toBe(
        `${typeNameAdjective(entry.group, `${entry.drd4}-${entry.htt}`, TYPE_NAME_ADJECTIVES_EN)} ${TYPE_NAME_NOUNS_EN[entry.group - 1]}`,
      );
    }
  });

  it('selects a /geneType section by an English search word', () => {
    expect(findGeneSection(english.geneSections, 'serotonin')?.id).toBe('emotion');
    expect(findGeneSection(english.geneSections, ' POMODORO ')?.id).toBe('earth-power');
    expect(findGeneSection(english.geneSections, 'dopamine')?.id).toBe('attachment');
    expect(findGeneSection(english.geneSections, '')).toBeUndefined();
  });

  it('carries the spec figures on /learningGene', () => {
    const all = JSON.stringify(english.learningGeneSections);
    for (const claim of [
      '85%',
      '95%',
      '99.9%',
      'aged 11',
      'About 8 minutes',
      '54 learning types',
      'half from each parent',
    ])
      expect(all).toContain(claim);
  });
});

describe('English sentence assembly', () => {
  it('picks the article and joins lists as English does', () => {
    expect(article('endurance-type')).toBe('an');
    expect(article('sprint-type')).toBe('a');
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b'])).toBe('a and b');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
  });

  // A stand-in for a type's English text: the report's own parts are what is checked here.
  const writing: TypeWriting = {
    learning: ['Learning one.', 'Learning two.'],
    concentration: 'Concentration.',
    persistence: 'Persistence.',
    strengths: ['Strength one', 'Strength two'],
    pitfalls: ['Pitfall one', 'Pitfall two'],
    strategies: ['Strategy one.', 'Strategy two.', 'Strategy three.'],
    support: ['Support one.', 'Support two.'],
  };
  const reports = TYPE_CATALOGUE.map((entry) => englishContent.buildTypeReport(entry, writing));

  it('builds all 54 reports in English, with the Korean reports’ sections and partners', () => {
    reports.forEach((report, index) => {
      const ko = typeReports[index]!;
      expect(report.sections.map((s) => s.id)).toEqual(ko.sections.map((s) => s.id));
      expect(report.sections.map((s) => [s.paragraphs.length, s.bullets.length])).toEqual(
        ko.sections.map((s) => [s.paragraphs.length, s.bullets.length]),
      );
      expect(report.compatibleTypes.map((t) => [t.id, t.code])).toEqual(
        ko.compatibleTypes.map((t) => [t.id, t.code]),
      );
      const hangul = stringsOf(report).filter(([, text]) => HANGUL.test(text));
      expect(hangul).toEqual([]);
    });
  });

  it('writes the introduction, the partners and the gene mix as sentences', () => {
    const first = reports[0]!;
    expect(first.sections[0]?.title).toBe('How they learn');
    expect(first.sections[0]?.paragraphs[0]).toBe(
      'The Careful Seeker belongs to the Steadfast Seeker group (II-A): an Endurance, Deep-dive, Systematic and Sensitive mix. Learning one.',
    );
    const compatibility = first.sections.find((s) => s.id === 'compatibility')!;
    expect(compatibility.paragraphs[0]).toMatch(
      /^The Careful Seeker grows the most alongside friends .* with Type \d+ · [A-Z][a-z]+ [A-Z][a-z]+, Type \d+ · .+ and Type \d+ · .+\.$/,
    );
    expect(compatibility.bullets[0]).toMatch(
      /^Type 37 · Meticulous Challenger \(DD-A-44-SS\): An endurance-type learner like you and a sprint-type friend /,
    );
  });
});

describe('loading English', () => {
  it('builds a report from the report chunk, which also carries the groups and traits', async () => {
    expect(loadedContentParts('ko', ['traits'])).toBeUndefined();
    await expect(loadTypeReport(5)).resolves.toEqual(typeReports[4]);
    expect(loadedContentParts('ko', ['typeGroups', 'traits'])).toMatchObject({
      typeGroups: koreanContent.typeGroups,
      traits: koreanContent.traits,
    });
  });

  it('loads only the chunk carrying the asked-for parts, then the whole once', async () => {
    expect(loadedContentParts('en', ['typeGroups'])).toBeUndefined();
    const first = loadContentParts('en', ['typeGroups']);
    await expect(first).resolves.toMatchObject({ typeGroups: englishContent.typeGroups });
    expect(loadedContentParts('en', ['typeGroups'])?.typeGroups).toBe(englishContent.typeGroups);
    // The groups' chunk carries nothing else.
    expect(loadedContentParts('en', ['geneSections'])).toBeUndefined();
    expect(loadedReadingContent('en')).toBeUndefined();
    const whole = loadReadingContent('en');
    await expect(whole).resolves.toEqual(englishContent);
    expect(loadedReadingContent('en')).toEqual(englishContent);
    await expect(loadReadingContent('ko')).resolves.toEqual(koreanContent);
  });

  it('loads an English report beside the Korean one, which stays as it was', async () => {
    const report = (await loadTypeReport(23, 'en'))!;
    expect(loadedTypeReport(23, 'en')).toBe(report);
    expect(report.heading).toBe(englishContent.typeReportSummaries[22]?.heading);
    expect(report.sections.map((s) => s.title)).toEqual(
      englishContent.typeReportSections.map((s) => s.title),
    );
    await expect(loadTypeReport(23)).resolves.toEqual(typeReports[22]);
    await expect(loadTypeReportByGroup(23, 'en')).resolves.toBe(report);
    await expect(loadTypeReport(55, 'en')).resolves.toBeUndefined();
  });
});

describe('the English text of each type (en/type-writing)', () => {
  const folder = join(__dirname, 'en', 'type-writing');
  const files = existsSync(folder)
    ? readdirSync(folder).filter((file) => /^\d{2}\.ts$/.test(file))
    : [];

  it('is there for none (before the writers’ work is merged) or all 54 types', () => {
    expect([0, 54]).toContain(files.length);
  });

  const written = async () => {
    const reports = [];
    for (const entry of TYPE_CATALOGUE as readonly GeneTypeEntry[]) {
      const writing = await loadEnglishWriting(entry.id);
      expect(writing === undefined).toBe(files.length === 0);
      if (writing) reports.push(englishContent.buildTypeReport(entry, writing));
    }
    return reports;
  };

  it('makes every English report English throughout, once written', async () => {
    for (const report of await written()) {
      const hangul = stringsOf(report).filter(([, text]) => HANGUL.test(text));
      expect([report.id, hangul]).toEqual([report.id, []]);
    }
  });

  it('keeps at least 40 % of every English report its own, as the Korean reports do', async () => {
    const reports = await written();
    if (reports.length === 0) return;
    const variantNames = Object.values(englishContent.traits).flatMap((traits) =>
      Object.values(traits).map((variant) => (variant as { name: string }).name),
    );
    const shares = ownSentenceShares(reports, variantNames, {
      groupNames: TYPE_GROUP_NAMES_EN,
      typeNumber: /Type \d+/g,
    });
    expect(shares.filter((row) => row.share < 0.4).map((row) => row.id)).toEqual([]);
  });

  it('finds no English report that says both sides of a pair of opposing traits', async () => {
    const contradictions = (await written()).flatMap((report) =>
      findContradictions(reportSentences(report), ENGLISH_OPPOSING_TRAITS).map(
        ({ pair, first, second }) =>
          `${report.id} ${pair.gene} ${pair.id}: “${first}” ↔ “${second}”`,
      ),
    );
    expect(contradictions).toEqual([]);
  });
});

describe('English opposing traits', () => {
  it('has the same pairs and sides as the Korean', () => {
    expect(
      ENGLISH_OPPOSING_TRAITS.map((pair) => [pair.gene, pair.id, pair.sides.map((s) => s.label)]),
    ).toEqual(OPPOSING_TRAITS.map((pair) => [pair.gene, pair.id, pair.sides.map((s) => s.label)]));
  });

  it('recognises the contradictions issue 15 found in report 32, in English', () => {
    const found = findContradictions(
      [
        'Rather than repeating the same method for a long time, they find that changing methods keeps their interest alive.',
        'They settle into new surroundings quickly.',
        'They stick to the familiar method and build skill through repetition.',
        'Focus deepens in a clear sequence, and sudden changes easily break the flow.',
      ],
      ENGLISH_OPPOSING_TRAITS,
    ).map((contradiction) => contradiction.pair.id);
    expect(found).toEqual(['variety-or-repetition', 'change']);
  });

  it('finds none in the English reports’ own frame (gene and group texts)', () => {
    const neutral: TypeWriting = {
      learning: ['.', '.'],
      concentration: '.',
      persistence: '.',
      strengths: ['.', '.'],
      pitfalls: ['.', '.'],
      strategies: ['.', '.', '.'],
      support: ['.', '.'],
    };
    const frames = TYPE_CATALOGUE.map((entry) => englishContent.buildTypeReport(entry, neutral));
    const found = frames.flatMap((report) =>
      findContradictions(reportSentences(report), ENGLISH_OPPOSING_TRAITS).map(
        ({ pair }) => `${report.id} ${pair.id}`,
      ),
    );
    expect(found).toEqual([]);
    // The frame itself says some sides (the endurance gene's sentences), so the patterns are live.
    const sentences = frames.flatMap(reportSentences);
    const said = ENGLISH_OPPOSING_TRAITS.flatMap((pair) => pair.sides).filter((side) =>
      saysAny(sentences, side),
    );
    expect(said.map((side) => side.label)).toEqual(
      expect.arrayContaining([
        'warms up slowly',
        'holds long sessions',
        'adapts to change quickly',
      ]),
    );
  });
});
