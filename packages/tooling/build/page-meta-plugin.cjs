// Writes a module's page-metadata document (`page-meta.json`, beside remoteEntry.js) and draws its
// 1200×630 share cards (og:image) at build time. The module gives a build entry exporting
// `pageMetaSource()` (titles, descriptions, card names per route) and `cards()` (element trees);
// this plugin compiles it for Node with the app's own resolution and loader, renders each card with
// satori (layout and text → SVG, Pretendard OTF) and resvg (SVG → PNG), emits the PNGs under
// `og/<name>.<hash>.png` and the document with the image names replaced by those files.
// The shell's document server reads the document (scripts/lib/page-html.mjs, docs/decisions.md).
// Cards are cached by the hash of what they draw: an unchanged card is copied, not redrawn.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { compileNodeEntry } = require('./node-entry.cjs');

const NAME = 'PageMetaPlugin';
const CACHE_DIR = path.join(
  __dirname,
  '..',
  '..',
  '..',
  'node_modules',
  '.cache',
  'genetype-cards',
);
const FONTS = [
  { file: 'pretendard/dist/public/static/Pretendard-Regular.otf', weight: 400 },
  { file: 'pretendard/dist/public/static/Pretendard-Bold.otf', weight: 700 },
];

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Compiles the build entry for Node with the app's resolution and loader; resolves to its exports. */
async function compileEntry({ entry, context, resolve, scriptRule }) {
  const { exports, cleanup } = await compileNodeEntry({
    cacheDir: CACHE_DIR,
    entry,
    context,
    resolve,
    module: { rules: [scriptRule] },
  });
  cleanup();
  return exports;
}

/** A stable text of an element tree (type and props, children in order) for the cache key. */
function describeTree(node) {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (Array.isArray(node)) return `[${node.map(describeTree).join(',')}]`;
  if (typeof node !== 'object') return JSON.stringify(node);
  const { children, ...props } = node.props ?? {};
  return `<${String(node.type)} ${JSON.stringify(props)}>${describeTree(children)}`;
}

/**
 * Draws every card (or takes it from the cache); resolves to [{ name, png }] and the time spent.
 * @param {{ name: string, element: unknown }[]} cards
 * @param {{ width: number, height: number }} size
 */
async function drawCards(cards, { width, height }) {
  const satori = require('satori').default;
  const { Resvg } = require('@resvg/resvg-js');
  const versions = ['satori', '@resvg/resvg-js']
    .map((name) => require(`${name}/package.json`).version)
    .join(',');
  const fontData = FONTS.map(({ file, weight }) => ({
    name: 'Pretendard',
    weight,
    style: 'normal',
    data: fs.readFileSync(require.resolve(file)),
  }));
  const fontKey = sha256(...fontData.map((font) => font.data));
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const drawn = [];
  let redrawn = 0;
  for (const card of cards) {
    const key = sha256(versions, fontKey, `${width}x${height}`, describeTree(card.element));
    const cached = path.join(CACHE_DIR, `${key}.png`);
    let png;
    try {
      png = fs.readFileSync(cached);
    } catch {
      const svg = await satori(card.element, { width, height, fonts: fontData });
      png = new Resvg(svg, {
        fitTo: { mode: 'width', value: width },
        // The text is already paths (satori); loading the system's fonts would only cost time.
        font: { loadSystemFonts: false },
      })
        .render()
        .asPng();
      fs.writeFileSync(cached, png);
      redrawn += 1;
    }
    drawn.push({ name: card.name, png });
  }
  return { drawn, redrawn };
}

/** Replaces card names by their files in one page's metadata. */
function withFiles(meta, files) {
  if (!meta || meta.image === undefined) return meta;
  const file = files[meta.image];
  if (!file) throw new Error(`${NAME}: no card named "${meta.image}"`);
  return { ...meta, image: file };
}

class PageMetaPlugin {
  /**
   * @param {{ entry: string, context: string, resolve: object, scriptRule: object,
   *   log?: (line: string) => void }} options the build entry, and the app's own resolution and loader
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    let output = null;
    // Once per build (run) or rebuild (watch), not per compilation: federation compiles more than once.
    const prepare = async () => {
      const started = Date.now();
      const module = await compileEntry(this.options);
      const source = module.pageMetaSource();
      const size = { width: module.CARD_WIDTH, height: module.CARD_HEIGHT };
      const { drawn, redrawn } = await drawCards(module.cards(), size);
      const files = {};
      const assets = [];
      for (const { name, png } of drawn) {
        const file = `og/${name}.${sha256(png).slice(0, 8)}.png`;
        files[name] = file;
        assets.push({ file, png });
      }
      const document = {
        ...source,
        imageSize: size,
        defaults: withFiles(source.defaults, files),
        routes: Object.fromEntries(
          Object.entries(source.routes).map(([route, meta]) => [route, withFiles(meta, files)]),
        ),
        images: files,
      };
      output = { document, assets };
      const log = this.options.log ?? ((line) => console.log(line));
      log(
        `${NAME}: ${drawn.length} cards (${redrawn} drawn, ${drawn.length - redrawn} cached) in ${(
          (Date.now() - started) /
          1000
        ).toFixed(1)} s`,
      );
    };
    compiler.hooks.run.tapPromise(NAME, prepare);
    compiler.hooks.watchRun.tapPromise(NAME, prepare);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(path.join(this.options.context, this.options.entry));
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!output) return;
          for (const { file, png } of output.assets) {
            compilation.emitAsset(file, new webpack.sources.RawSource(png), { immutable: true });
          }
          compilation.emitAsset(
            'page-meta.json',
            new webpack.sources.RawSource(`${JSON.stringify(output.document, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { PageMetaPlugin, drawCards };
