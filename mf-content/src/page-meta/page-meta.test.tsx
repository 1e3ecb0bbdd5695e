/**
 * @jest-environment node
 */
// The share cards as the build draws them (packages/tooling/build/page-meta-plugin.cjs, with its cache) and
// the page metadata of every route mf-content owns.
import { createHash } from 'node:crypto';
import { ROUTE_TABLE, documentTitle, sectionPaths } from '@genetype/domain';
import { CARD_HEIGHT, CARD_WIDTH, cards, pageMetaSource } from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { drawCards } = require('@genetype/tooling/build/page-meta-plugin.cjs') as {
  drawCards: (
    cards: unknown[],
    size: { width: number; height: number },
  ) => Promise<{ drawn: { name: string; png: Buffer }[] }>;
};

/** Width and height from a PNG's IHDR chunk (signature, length, 'IHDR', width, height). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('share cards', () => {
  it('draws 56 PNGs of 1200×630, a different one per type', async () => {
    const { drawn } = await drawCards(cards(), { width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(drawn.map((card) => card.name)).toEqual([
      'home',
      'site',
      ...Array.from({ length: 54 }, (_, i) => `type-${i + 1}`),
    ]);
    for (const { png } of drawn) {
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
    const hashes = new Set(drawn.map(({ png }) => createHash('sha256').update(png).digest('hex')));
    expect(hashes.size).toBe(56);
  }, 120_000);
});

describe('page metadata', () => {
  const source = pageMetaSource();
  const names = new Set(cards().map((card) => card.name));

  it('covers every page mf-content owns and each of the 54 reports, with the document title', () => {
    const owned = ROUTE_TABLE.filter((r) => r.app === 'mf-content' && !r.path.includes(':'));
    for (const route of owned) {
      expect(source.routes[route.path]?.title).toBe(documentTitle(route.path));
    }
    for (let id = 1; id <= 54; id += 1) {
      const meta = source.routes[`/typeReport/${id}`];
      expect(meta?.title).toBe(documentTitle(`/typeReport/${id}`));
      expect(meta?.image).toBe(`type-${id}`);
      expect(meta?.description).toContain(`${id}번`);
    }
    expect(source.routes['/typeReport/31']?.title).toBe('31번 주의 깊은 탐험가 | 진타입');
  });

  it('describes each section address by its own section, in Korean and English', () => {
    for (const path of [...sectionPaths('/geneType'), ...sectionPaths('/learningGene')].filter(
      (path) => path.split('/').length === 3,
    )) {
      expect(source.routes[path]?.title).toBe(documentTitle(path));
    }
    expect(source.routes['/learningGene/research']?.description).toMatch(
      /^진타입은 이렇게 탄생했어요 — /,
    );
    expect(source.routes['/geneType/emotion']?.description).toMatch(/^감정 유전자 — /);
    expect(source.routes['/geneType/emotion']?.translations?.en?.description).toMatch(
      /^Emotion gene — /,
    );
    // The first sections are the pages themselves: no address of their own.
    expect(source.routes['/geneType/types']).toBeUndefined();
    expect(source.routes['/learningGene/introduction']).toBeUndefined();
  });

  it('gives every page its English title, description and image text, without Hangul', () => {
    const hangul = /[\u3130-\u318f\uac00-\ud7a3]/;
    for (const [path, meta] of Object.entries(source.routes)) {
      const english = meta.translations?.en;
      expect([
        path,
        english?.title && english.description && english.imageAlt ? 'ok' : english,
      ]).toEqual([path, 'ok']);
      expect([path, JSON.stringify(english).match(hangul)]).toEqual([path, null]);
    }
    expect(source.routes['/typeReport/31']?.translations?.en?.title).toBe(
      'Type 31 · Mindful Explorer | GeneType',
    );
    expect(source.routes['/']?.translations?.en?.title).toBe('GeneType');
    expect(source.routes['/GeneType']?.translations?.en?.title).toBe('Gene types | GeneType');
    expect(source.defaults.translations?.en?.description).toMatch(/^Find the way of studying/);
  });

  it('names only cards that exist', () => {
    const images = [source.defaults, ...Object.values(source.routes)].map((meta) => meta.image);
    for (const image of images) expect(names.has(image ?? '')).toBe(true);
  });
});
