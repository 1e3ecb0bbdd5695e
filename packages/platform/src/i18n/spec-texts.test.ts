/**
 * @jest-environment node
 */
// The texts the specification quotes are the product's (issue #37, item 8): each one is, word for
// word, the Korean text of the catalogue key that shows it where the spec puts it. A style rule
// that rewrites one fails here (and copy-style.test.ts exempts exactly these texts).
import path from 'node:path';
import { REPOSITORY_ROOT } from '@genetype/tooling/test-utils/catalogue-files';
import {
  SPEC_TEXTS,
  quotedKoreanTexts,
  readSpecification,
} from '@genetype/tooling/test-utils/spec-texts';

type Tree = { [key: string]: string | Tree };

function get(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

describe('the texts the specification quotes (issue #37)', () => {
  it.each(SPEC_TEXTS.map((entry) => [entry.where, entry] as const))(
    '%s: the catalogue holds the quoted text',
    async (_where, { text, catalogue, key }) => {
      const module = (await import(path.join(REPOSITORY_ROOT, catalogue, 'ko.ts'))) as {
        default: Tree;
      };
      expect(`${catalogue} ${key}: ${String(get(module.default, key))}`).toBe(
        `${catalogue} ${key}: ${text}`,
      );
    },
  );

  it('lists every Korean text the specification quotes, when the specification is at hand', () => {
    const specification = readSpecification();
    // Outside the workspace (a worktree elsewhere, CI) the list above is the record.
    if (specification === null) return;
    const listed = new Set(SPEC_TEXTS.map((entry) => entry.text));
    expect(quotedKoreanTexts(specification).filter((text) => !listed.has(text))).toEqual([]);
  });

  it('finds the double-quoted Korean texts of a specification', () => {
    expect(
      quotedKoreanTexts('Label "결과 보기" (view), \'error\', "검사시작", "결과 보기", "ok"'),
    ).toEqual(['결과 보기', '검사시작']);
  });
});
