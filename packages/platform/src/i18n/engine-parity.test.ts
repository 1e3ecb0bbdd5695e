// Every language is shown without i18next (a lookup: catalogue.ts for Korean, engine.ts for the
// others): this checks that both give exactly what i18next gives for every text of every
// catalogue, placeholders filled — an English text missing its key falls back to the Korean one.
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- compared with i18next itself
import i18next from 'i18next';
import { catalogueDirs, REPOSITORY_ROOT } from '@genetype/tooling/test-utils/catalogue-files';
import { PLACEHOLDER, interpolate, lookup } from '@genetype/domain/texts';
import { PARTICLE_FORMATS } from '@genetype/domain/korean';
import type { Catalogue } from '@genetype/domain/texts';
import { createEngine } from './engine.js';
import type { NamespaceSource } from './i18n.js';

const FILES = catalogueDirs().map((dir) => path.join(REPOSITORY_ROOT, dir, 'ko.ts'));

function keys(tree: Catalogue, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [name] : keys(value, name);
  });
}

function sampleValues(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, name] of text.matchAll(PLACEHOLDER)) values[name as string] = `«${name}»`;
  return values;
}

describe('the Korean path and i18next agree', () => {
  it('finds catalogues', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(5);
  });

  it.each(FILES.map((file) => [path.relative(REPOSITORY_ROOT, file), file]))(
    '%s',
    async (_name, file) => {
      const ko = ((await import(file)) as { default: Catalogue }).default;
      const instance = i18next.createInstance();
      await instance.init({
        lng: 'ko',
        resources: { ko: { page: ko } },
        defaultNS: 'page',
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      });
      for (const [name, format] of Object.entries(PARTICLE_FORMATS))
        instance.services.formatter?.add(name, (value: unknown) => format(value));
      for (const key of keys(ko)) {
        const values = sampleValues(lookup(ko, key) ?? '');
        expect(`${key}: ${interpolate(lookup(ko, key) ?? key, values, PARTICLE_FORMATS)}`).toBe(
          `${key}: ${instance.t(key, values)}`,
        );
      }
    },
  );

  it.each(FILES.map((file) => [path.relative(REPOSITORY_ROOT, file), file]))(
    '%s in English',
    async (_name, file) => {
      const ko = ((await import(file)) as { default: Catalogue }).default;
      const enFile = file.replace(/ko\.ts$/, 'en.ts');
      const en = ((await import(enFile)) as { default: Catalogue }).default;
      const instance = i18next.createInstance();
      await instance.init({
        lng: 'en',
        fallbackLng: 'ko',
        resources: { ko: { page: ko }, en: { page: en } },
        defaultNS: 'page',
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      });
      for (const [name, format] of Object.entries(PARTICLE_FORMATS))
        instance.services.formatter?.add(name, (value: unknown) => format(value));
      const sources = new Map<string, NamespaceSource>([
        ['page', { ko, load: { en: () => Promise.resolve({ default: en }) } }],
      ]);
      const engine = await createEngine(sources, PARTICLE_FORMATS);
      await engine.load('page', 'en');
      await engine.changeLanguage('en');
      for (const key of new Set([...keys(ko), ...keys(en)])) {
        const values = sampleValues(lookup(en, key) ?? lookup(ko, key) ?? '');
        expect(`${key}: ${engine.t('page', key, values)}`).toBe(
          `${key}: ${instance.t(key, values)}`,
        );
      }
    },
  );

  it('leaves a placeholder without a value as written, as i18next does', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'ko',
      resources: { ko: { page: { a: '{{who}}님 {{n}}개' } } },
      defaultNS: 'page',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    expect(interpolate('{{who}}님 {{n}}개', { n: 3 })).toBe(instance.t('a', { n: 3 }));
  });
});
