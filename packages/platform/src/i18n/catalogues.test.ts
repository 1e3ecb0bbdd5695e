// Completeness of every app's catalogues (issue 18): a key in one language and not the other fails,
// as does a key whose value is not a string in both. Reads each app's src/i18n/{ko,en}.ts — a
// repository-wide check, the one place a test looks into the apps.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueDirs, REPOSITORY_ROOT } from '@genetype/tooling/test-utils/catalogue-files';
import { LANGUAGES } from '@genetype/domain';
import { PLACEHOLDER } from '@genetype/domain/texts';
import { PARTICLE_FORMATS } from '@genetype/domain/korean';

const ROOT = REPOSITORY_ROOT;
const DIRS = catalogueDirs();

type Tree = { [key: string]: string | Tree };

/** Every leaf key as `a.b.c`, with the kind of its value. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      for (const entry of leaves(value, name)) out.set(...entry);
    else out.set(name, typeof value);
  }
  return out;
}

/** `{{name}}` placeholders a text uses (a format, `{{name, 은/는}}`, is the language's own). */
function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string).sort();
}

/** Every format a text asks for. */
function formatsOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((m) => (m[2] ? [m[2]] : []));
}

function get(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

describe.each(DIRS)('%s catalogues', (relative) => {
  const dir = path.join(ROOT, relative);

  it('has one catalogue per language', () => {
    for (const language of LANGUAGES)
      expect(fs.existsSync(path.join(dir, `${language}.ts`))).toBe(true);
  });

  it('has the same keys in every language, each a non-empty text with the same placeholders', async () => {
    const catalogues = Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(async (language) => {
          const module = (await import(path.join(dir, `${language}.ts`))) as { default: Tree };
          return [language, module.default] as const;
        }),
      ),
    ) as Record<string, Tree>;
    const ko = catalogues.ko as Tree;
    const koKeys = leaves(ko);
    for (const language of LANGUAGES) {
      const other = catalogues[language] as Tree;
      const keys = leaves(other);
      const missing = [...koKeys.keys()].filter((key) => !keys.has(key));
      const extra = [...keys.keys()].filter((key) => !koKeys.has(key));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
      for (const [key, kind] of keys) {
        expect(`${language}:${key}:${kind}`).toBe(`${language}:${key}:string`);
        const text = get(other, key) as string;
        expect(text.trim()).not.toBe('');
        expect(placeholders(text)).toEqual(placeholders(get(ko, key) as string));
        // A format no app registers would print the bare value: only the particles exist.
        for (const format of formatsOf(text))
          expect(`${language}:${key}:${format}`).toBe(
            `${language}:${key}:${format in PARTICLE_FORMATS ? format : 'a known format'}`,
          );
      }
    }
  });
});
