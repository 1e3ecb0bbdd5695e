// Prerenders the shell's frame (navbar and footer, a Korean visitor's) into its own index.html at
// build time (issue 19), and the same frame in the other languages into prerendered-frame.json
// (the page composer puts it in place of the Korean one for a page in that language): the first paint of every page has them, and they change with a shell
// release only. src/prerender/frame.tsx renders them with React's server renderer; the app's
// resolution and loaders are used (CSS modules give the browser build's class names). The browser
// does not hydrate them: the frame's first render replaces them in one commit (src/app/frame.tsx).
// Each fragment's root element is marked `data-prerendered-frame` (what the frame removes, what the
// page composer leaves out for a page that starts in another language, what the session CSS hides).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { compileNodeEntry } = require('@genetype/tooling/build/node-entry.cjs');
const { extractStyles, nodeRules } = require('@genetype/tooling/build/prerender-plugin.cjs');

const NAME = 'FramePrerenderPlugin';
const ENTRY = './src/prerender/frame.tsx';
/** The frame in every language but Korean, by language: { en: { header, footer } }. */
const FRAME_FILE = 'prerendered-frame.json';
const CACHE_DIR = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'genetype-prerender');

/** `html` with `data-prerendered-frame` on its first element (the fragment's root). */
function markRoot(html) {
  if (!/^\s*<[a-zA-Z]/.test(html)) throw new Error(`${NAME}: a fragment has no root element`);
  return html.replace(/^(\s*<[a-zA-Z][\w:-]*)/, '$1 data-prerendered-frame=""');
}

/**
 * The template's empty frame containers filled with the fragments, and the rules of the style
 * attributes they had (the CSP allows none) in one inline <style> (its hash goes into the CSP with
 * the template's other inline code, packages/tooling/build/webpack-app.cjs's CspHashesPlugin).
 */
function insertFrame(html, { header, footer, css }) {
  let page = html;
  for (const [id, fragment] of [
    ['frame-header', header],
    ['frame-footer', footer],
  ]) {
    const container = new RegExp(`(<div id="${id}"[^>]*>)\\s*(</div>)`);
    if (!container.test(page)) throw new Error(`${NAME}: index.html has no empty #${id}`);
    page = page.replace(container, (_, open, close) => `${open}${fragment}${close}`);
  }
  if (css) page = page.replace(/<\/head>/i, () => `<style>${css}</style></head>`);
  return page;
}

/** Renders the frame: { header, footer, css } (css: the rules of its former style attributes). */
async function renderFrame({ context, resolve, rules, define }) {
  const { exports, cleanup } = await compileNodeEntry({
    cacheDir: CACHE_DIR,
    entry: ENTRY,
    context,
    resolve,
    module: { parser: { javascript: { exportsPresence: 'error' } }, rules: nodeRules(rules) },
    plugins: [new webpack.DefinePlugin(define)],
    optimization: { splitChunks: false },
  });
  try {
    // One set of rules for every language: the inline <style> of index.html serves them all.
    const styleRules = new Map();
    const languages = exports.frameLanguages ?? ['ko'];
    const frames = {};
    for (const language of languages) {
      const rendered = await exports.renderFrame(language);
      frames[language] = {
        header: markRoot(extractStyles(rendered.header, styleRules).html),
        footer: markRoot(extractStyles(rendered.footer, styleRules).html),
      };
    }
    const css = [...styleRules].map(([name, declarations]) => `.${name}{${declarations}}`).join('');
    const { ko, ...others } = frames;
    return { header: ko.header, footer: ko.footer, css, others };
  } finally {
    cleanup();
  }
}

class FramePrerenderPlugin {
  /** @param {{ context: string, resolve: object, rules: object[], define?: object }} options the app's own */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    let frame = null;
    const prepare = async () => {
      const started = Date.now();
      frame = await renderFrame({ ...this.options, define: this.options.define ?? {} });
      console.log(`${NAME}: navbar and footer in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    };
    // run/watchRun, not beforeCompile: child compilers (html-webpack-plugin's, CSS extraction)
    // inherit beforeCompile and would render it again each.
    compiler.hooks.run.tapPromise(NAME, prepare);
    compiler.hooks.watchRun.tapPromise(NAME, prepare);
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(path.join(this.options.context, ENTRY));
      // The shell's boot stylesheets (the frame's own styles and the base typography) are only
      // preloaded (PreloadBootPlugin) for the shell's code to apply; under the prerendered frame
      // they must apply before the first paint, or the frame moves when they do. `data-href` is
      // the name the shell's CSS loader looks for, so it does not add them a second time.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        for (const tag of data.headTags) {
          const { rel, as, href } = tag.attributes ?? {};
          if (tag.tagName !== 'link' || rel !== 'preload' || as !== 'style') continue;
          if (typeof href !== 'string' || !href.startsWith('/')) continue;
          tag.attributes = { rel: 'stylesheet', href, 'data-href': href.slice(1) };
        }
        return data;
      });
      HtmlWebpackPlugin.getHooks(compilation).afterTemplateExecution.tap(NAME, (data) => {
        if (frame) data.html = insertFrame(data.html, frame);
        return data;
      });
      // The other languages' frames, for the page composer (shell/server: withPrerenderedFrame).
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!frame || compilation.compiler.isChild()) return;
          compilation.emitAsset(
            FRAME_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(frame.others)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { FramePrerenderPlugin, insertFrame, markRoot, FRAME_FILE };
