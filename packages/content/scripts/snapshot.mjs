// Serialises every public export of @genetype/content (its built dist, every subpath), both
// languages: the catalogues, all 54 reports through each loader, the text functions applied to
// every section. Prints one sha256 per export so a refactor of the builders can prove it changed
// nothing (`node scripts/snapshot.mjs --check`, against snapshot.sha256.json); `--full <file>`
// writes the whole serialisation to find what differs.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(HERE, 'snapshot.sha256.json');
const IDS = Array.from({ length: 54 }, (_, index) => index + 1);

/** JSON with functions named, Buffers and undefined spelled out, key order as built. */
const serialise = (value) =>
  JSON.stringify(
    value,
    (_key, item) =>
      typeof item === 'function'
        ? `[function ${item.name}/${item.length}]`
        : item === undefined
          ? '[undefined]'
          : item,
    1,
  );

async function snapshot() {
  const root = await import('@genetype/content');
  const en = await import('@genetype/content/en');
  const enReports = await import('@genetype/content/en/reports');
  const demo = await import('@genetype/content/demo-questions');
  const groups = await import('@genetype/content/groups');
  const parts = {};
  for (const [name, module] of Object.entries({ root, en, enReports, demo, groups }))
    for (const key of Object.keys(module).sort()) parts[`${name}.${key}`] = module[key];

  for (const language of root.CONTENT_LANGUAGES) {
    const content = await root.loadReadingContent(language);
    parts[`reading-content.${language}`] = content;
    parts[`reading-content.${language}.loaded`] = root.loadedReadingContent(language) === content;
    parts[`reports.${language}`] = await Promise.all(
      IDS.map((id) => root.loadTypeReport(id, language)),
    );
    parts[`reports-by-group.${language}`] = await Promise.all(
      IDS.map((id) => root.loadTypeReportByGroup(id, language)),
    );
    parts[`report-texts.${language}`] = parts[`reports.${language}`].map(root.typeReportText);
    parts[`gene-section-texts.${language}`] = content.geneSections.map(root.geneSectionText);
    parts[`learning-gene-section-texts.${language}`] = content.learningGeneSections.map(
      root.learningGeneSectionText,
    );
    parts[`demo-questions.${language}`] = demo.demoQuestions(language);
    parts[`find-gene-section.${language}`] = ['ACE', 'DRD4', '도파민', 'dopamine', ' ', 'x'].map(
      (word) => root.findGeneSection(content.geneSections, word),
    );
  }
  parts['report-texts.catalogue'] = root.typeReports.map(root.typeReportText);
  parts['report-texts.en-catalogue'] = enReports.typeReports.map(root.typeReportText);
  parts['edges'] = {
    unknownReport: await root.loadTypeReport(55),
    byId: IDS.map(root.typeReportById),
    groupById: [0, 1, 9, 10].map(root.groupContentById),
    searchWords: ['ACE', 'DRD2', 'DRD4', 'HTT', '도파민', 'dopamine', 'x'].map(
      root.geneSectionForSearchWord,
    ),
    languages: ['ko', 'en', 'fr', 1].map(root.isContentLanguage),
  };
  return parts;
}

const parts = await snapshot();
const text = Object.fromEntries(
  Object.entries(parts).map(([key, value]) => [key, serialise(value)]),
);
const digests = Object.fromEntries(
  Object.entries(text).map(([key, value]) => [
    key,
    createHash('sha256').update(value).digest('hex'),
  ]),
);
const args = process.argv.slice(2);
if (args[0] === '--full') writeFileSync(args[1], `${JSON.stringify(text, null, 1)}\n`);
if (args[0] === '--check') {
  const expected = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  const changed = [...new Set([...Object.keys(expected), ...Object.keys(digests)])].filter(
    (key) => expected[key] !== digests[key],
  );
  if (changed.length > 0) {
    console.error(`Changed exports: ${changed.join(', ')}`);
    process.exit(1);
  }
  console.log(`${Object.keys(digests).length} exports unchanged`);
} else if (args[0] !== '--full') {
  writeFileSync(FIXTURE, `${JSON.stringify(digests, null, 2)}\n`);
  console.log(`${Object.keys(digests).length} exports written to ${FIXTURE}`);
}
