// The texts the product specification quotes word for word (issue #37, item 8). The spec writes
// the product's own Korean between double quotes ("검사시작"); such a text is the product's, not a
// draft for the house style to rewrite. Each entry names the catalogue key that must hold it, so
// `packages/platform/src/i18n/spec-texts.test.ts` fails when one drifts, and the copy-style test
// (packages/platform/src/copy-style.test.ts) lets exactly these texts keep their wording.
// (The spec's single-quoted English phrases describe messages; they are not quoted UI text.)
import fs from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from './catalogue-files';

export interface SpecText {
  /** The text as the spec quotes it. */
  text: string;
  /** Where the spec puts it. */
  where: string;
  /** The folder of the Korean catalogue (`ko.ts`) that holds it, relative to the repository. */
  catalogue: string;
  /** Its key in that catalogue. */
  key: string;
}

export const SPEC_TEXTS: readonly SpecText[] = [
  {
    text: '결과 보기',
    where: '§2 main action button, section 4',
    catalogue: 'packages/platform/src/i18n/ui',
    key: 'mainAction.viewResult',
  },
  {
    text: '검사시작',
    where: '§2 main action button, section 0 and otherwise',
    catalogue: 'packages/platform/src/i18n/ui',
    key: 'mainAction.start',
  },
  {
    text: '중간 검사확인',
    where: '§2 main action button, sections 1 to 3',
    catalogue: 'packages/platform/src/i18n/ui',
    key: 'mainAction.checkInterim',
  },
  {
    text: '검색 결과가 없습니다. 다시 검색해주세요.',
    where: '§2 search page, no results',
    catalogue: 'mf-search/src/i18n',
    key: 'page.noResults',
  },
  {
    text: '다시 검사하면 이전 검사 결과는 삭제됩니다. 계속 하시겠습니까?',
    where: '§8 retake confirmation',
    catalogue: 'mf-questionnaire/src/i18n',
    key: 'retake.confirm',
  },
  {
    text: '다시 검사하기',
    where: '§8 retake confirmation, its button',
    catalogue: 'mf-questionnaire/src/i18n',
    key: 'retake.button',
  },
];

/**
 * The specification, when this checkout can see it: `SPEC_PATH`, else the workspace's
 * `../shared/spec/product-spec.md` beside the repository. Null when neither exists (a worktree
 * elsewhere, CI without the workspace).
 */
export function readSpecification(): string | null {
  const candidates = [
    process.env.SPEC_PATH,
    path.resolve(REPOSITORY_ROOT, '../shared/spec/product-spec.md'),
  ].filter((candidate): candidate is string => Boolean(candidate));
  for (const file of candidates) if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  return null;
}

/** Every Korean text the spec quotes between double quotes, once each, in order. */
export function quotedKoreanTexts(specification: string): string[] {
  const quoted = [...specification.matchAll(/"([^"\n]+)"/g)].map((match) => match[1] as string);
  return [...new Set(quoted.filter((text) => /[가-힣]/.test(text)))];
}
