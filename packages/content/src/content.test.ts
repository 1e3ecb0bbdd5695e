/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SECTIONS, TYPE_CATALOGUE } from '@genetype/domain';
import {
  GENE_SECTION_IDS,
  TYPE_REPORT_SECTIONS,
  geneSectionForSearchWord,
  geneSections,
  learningGeneSections,
  loadTypeReport,
  loadTypeReportByGroup,
  loadedTypeReport,
  typeGroups,
  typeReportById,
  typeReportSummaries,
  typeReportText,
  typeReports,
} from './index.js';
import { withParticle } from '@genetype/domain/korean';
import { withTopic } from './korean.js';

const nonEmpty = (text: string) => text.trim().length > 0;

describe('type reports', () => {
  it('has 54 reports with unique ids and codes in the documented order', () => {
    expect(typeReports).toHaveLength(54);
    expect(typeReports.map((r) => r.id)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
    expect(new Set(typeReports.map((r) => r.code)).size).toBe(54);
    expect(typeReports[0]?.code).toBe('II-A-44-SS');
    expect(typeReports[1]?.code).toBe('II-A-44-SL');
    expect(typeReports[6]?.code).toBe('II-B-44-SS');
    expect(typeReports[53]?.code).toBe('DD-C-45-SL');
    typeReports.forEach((report, index) => {
      const entry = TYPE_CATALOGUE[index];
      expect(report.code).toBe(entry?.code);
      expect(report.group).toBe(entry?.group);
      expect(report.code).toBe(Object.values(report.genes).join('-'));
      expect(report.link).toBe(`/typeReport/${report.id}`);
    });
  });

  it('gives every type its own name, heading, character and description', () => {
    for (const key of ['name', 'heading', 'description'] as const) {
      expect(new Set(typeReports.map((r) => r[key])).size).toBe(54);
    }
    // Six characters per group mascot, one per DRD4 × 5-HTT subtype.
    expect(new Set(typeReports.map((r) => r.character)).size).toBe(54);
    for (const report of typeReports) {
      expect(report.heading).toBe(`${report.id}번 ${report.name}`);
      expect(report.description.startsWith(withTopic(report.name))).toBe(true);
    }
  });

  it('has every section, in order, non-empty', () => {
    for (const report of typeReports) {
      expect(report.sections.map((s) => s.id)).toEqual(TYPE_REPORT_SECTIONS.map((s) => s.id));
      for (const section of report.sections) {
        expect(nonEmpty(section.title)).toBe(true);
        expect(section.paragraphs.length).toBeGreaterThan(0);
        expect(section.paragraphs.every(nonEmpty)).toBe(true);
        expect(section.bullets.every(nonEmpty)).toBe(true);
      }
      for (const id of ['strengths', 'pitfalls', 'strategies', 'support', 'compatibility']) {
        expect(report.sections.find((s) => s.id === id)?.bullets.length).toBeGreaterThan(0);
      }
    }
  });

  it('names three other types it works well with', () => {
    for (const report of typeReports) {
      const ids = report.compatibleTypes.map((t) => t.id);
      expect(new Set(ids).size).toBe(3);
      expect(ids).not.toContain(report.id);
      for (const partner of report.compatibleTypes) {
        expect(partner.code).toBe(typeReportById(partner.id)?.code);
        expect(partner.name).toBe(typeReportById(partner.id)?.name);
      }
    }
  });

  it('writes text that follows the genes: variants of one gene change the report', () => {
    const ss = typeReportText(typeReports[0]!);
    const sl = typeReportText(typeReports[1]!);
    expect(ss).toContain('섬세형');
    expect(sl).toContain('안정형');
    expect(ss).not.toBe(sl);
    expect(typeReportText(typeReports[48]!)).toContain('순발력형');
  });

  it('finds summaries only for 1..54, the same as the reports without their sections', () => {
    expect(typeReportById(1)?.code).toBe('II-A-44-SS');
    expect(typeReportById(54)?.code).toBe('DD-C-45-SL');
    for (const bad of [0, 55, 1.5, -1, Number.NaN]) expect(typeReportById(bad)).toBeUndefined();
    expect(typeReportSummaries).toHaveLength(54);
    typeReports.forEach((report, index) => {
      const { sections: _sections, compatibleTypes: _partners, ...summary } = report;
      expect(typeReportSummaries[index]).toEqual(summary);
    });
  });
});

describe('loading one report', () => {
  it('loads the same report the full list holds, once, and remembers it', async () => {
    expect(loadedTypeReport(23)).toBeUndefined();
    const first = loadTypeReport(23);
    expect(loadTypeReport(23)).toBe(first);
    const report = await first;
    expect(report).toEqual(typeReports[22]);
    expect(loadedTypeReport(23)).toBe(report);
    await expect(loadTypeReport(54)).resolves.toEqual(typeReports[53]);
    // The group loader builds the same reports (every type, from its group's module).
    for (const report of typeReports)
      await expect(loadTypeReportByGroup(report.id)).resolves.toEqual(report);
    await expect(loadTypeReportByGroup(55)).resolves.toBeUndefined();
  });

  it('resolves nothing outside 1..54', async () => {
    for (const bad of [0, 55, 1.5, -1, Number.NaN]) {
      await expect(loadTypeReport(bad)).resolves.toBeUndefined();
      expect(loadedTypeReport(bad)).toBeUndefined();
    }
  });
});

describe('groups', () => {
  it('has 9 complete groups of 6 types, ACE × DRD2 in order', () => {
    expect(typeGroups.map((g) => g.code)).toEqual([
      'II-A',
      'II-B',
      'II-C',
      'ID-A',
      'ID-B',
      'ID-C',
      'DD-A',
      'DD-B',
      'DD-C',
    ]);
    expect(new Set(typeGroups.map((g) => g.name)).size).toBe(9);
    expect(new Set(typeGroups.map((g) => g.characterName)).size).toBe(9);
    for (const group of typeGroups) {
      const members = typeReports.filter((r) => r.group === group.id);
      expect(members.map((r) => r.id)).toEqual(
        Array.from({ length: 6 }, (_, i) => (group.id - 1) * 6 + i + 1),
      );
      expect(members.every((r) => r.code.startsWith(`${group.code}-`))).toBe(true);
      for (const text of [group.name, group.character, group.description, ...group.keywords])
        expect(nonEmpty(text)).toBe(true);
    }
  });

  it('uses the same colours as the design tokens', () => {
    const tokens = readFileSync(join(__dirname, '../../ui/styles/_tokens.scss'), 'utf8');
    for (const group of typeGroups) {
      expect(tokens).toContain(`${group.id}: ${group.color}`);
    }
  });
});

describe('gene sections', () => {
  it('has the overview and the four genes, in the order of the switcher', () => {
    expect(GENE_SECTION_IDS).toEqual([
      'types',
      'earth-power',
      'attachment',
      'creative-behaviour',
      'emotion',
    ]);
    // Each section's address is its id, in this order (the first one is /geneType itself).
    expect(GENE_SECTION_IDS).toEqual(PAGE_SECTIONS['/geneType']);
    for (const section of geneSections) {
      expect(section.typeCards.length).toBeGreaterThan(0);
      expect(section.paragraphs.every(nonEmpty)).toBe(true);
      expect(section.bulletLists.every((list) => list.items.length > 0)).toBe(true);
    }
    expect(geneSections[0]?.typeCards).toHaveLength(9);
  });

  it('selects the first section containing a search word', () => {
    expect(geneSectionForSearchWord('세로토닌')?.id).toBe('emotion');
    expect(geneSectionForSearchWord('  ACE ')?.id).toBe('types');
    expect(geneSectionForSearchWord('뽀모도로')?.id).toBe('earth-power');
    expect(geneSectionForSearchWord('')).toBeUndefined();
    expect(geneSectionForSearchWord('없는단어xyz')).toBeUndefined();
  });
});

describe('learning-gene sections', () => {
  it('has four sections carrying the spec figures', () => {
    expect(learningGeneSections.map((s) => s.id)).toEqual([
      'introduction',
      'research',
      'principle',
      'test-method',
    ]);
    expect(learningGeneSections.map((s) => s.id)).toEqual(PAGE_SECTIONS['/learningGene']);
    const all = JSON.stringify(learningGeneSections);
    for (const claim of ['85%', '95%', '99.9%', '만 11세', '약 8분', '54가지', '절반씩'])
      expect(all).toContain(claim);
  });
});

describe('withTopic', () => {
  it('picks 은 after a final consonant and 는 otherwise', () => {
    expect(withTopic('장인')).toBe('장인은');
    expect(withTopic('탐구자')).toBe('탐구자는');
  });

  // The reports' names are fixed Hangul words: the small rule here is kept (es-hangul in the
  // report chunks cost 2.4 KB gzip of /typeReport/1's first visit), and checked against es-hangul.
  it('agrees with es-hangul on every type name the reports put it after (issue 37)', () => {
    for (const report of typeReports)
      expect(withTopic(report.name)).toBe(withParticle(report.name, '은/는'));
  });
});
