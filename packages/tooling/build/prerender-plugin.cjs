// Prerenders a module's public routes to HTML at build time (issue 19) and writes them into its
// dist as `prerender.json`, beside remoteEntry.js — versioned with the release like page-meta.json.
// The module gives a build entry exporting `prerenderRoutes()` ([{ path, page }]: the paths and
// their page ids, whose chunks are `page-<id>`), `renderRoute(path, language)` (a promise of the
// HTML of its root at that path, React's server renderer) and optionally `prerenderLanguages`
// (['ko', 'en']: Korean goes to `pages`, the others to `translations.<language>`);
// this plugin compiles it for Node with the app's own resolution and loaders (CSS modules give the
// same class names as the browser build, only their names), renders every path, and lists for each
// one the stylesheets its first paint needs (those of its page's chunks; the app's own, for its
// loading and error states, arrive with its code).
// The shell's page composer (scripts/lib/page-html.mjs) puts the fragment of the version a visitor
// gets into the app's container; the browser hydrates it when the fragment's `build` is its own
// (DefinePlugin `__PRERENDER_BUILD__`, packages/ui/src/remote-lifecycles.tsx).
const { createHash } = require('node:crypto');
const path = require('node:path');
const webpack = require('webpack');
const { compileNodeEntry } = require('./node-entry.cjs');

const NAME = 'PrerenderPlugin';
const CACHE_DIR = path.join(
  __dirname,
  '..',
  '..',
  '..',
  'node_modules',
  '.cache',
  'genetype-prerender',
);
const FILE = 'prerender.json';

const ENTITIES = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The site's CSP allows no inline style attribute (style-src without 'unsafe-inline'): every
 * `style="…"` of the HTML becomes a class (`ps-<hash>`) whose rule goes to one stylesheet.
 * Hydration keeps the DOM as it is (React compares attributes in development builds only), so
 * the class stays; when the page later changes that style, React sets it through the CSSOM (which
 * the CSP allows) and it wins over the class. Only the colours and the progress bar's width are
 * inline styles today, on elements whose class never changes (a class change would drop it).
 * Returns the HTML and the rules (class → declarations) it used.
 */
function extractStyles(html, rules = new Map()) {
  const out = html.replace(
    /<([a-zA-Z][\w:-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/g,
    (tag, name, attrs, slash) => {
      const style = /\sstyle="([^"]*)"/.exec(attrs);
      if (!style) return tag;
      const declarations = style[1].replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]);
      const className = `ps-${createHash('sha256').update(declarations).digest('hex').slice(0, 8)}`;
      rules.set(className, declarations);
      let rest = attrs.replace(style[0], '');
      rest = /\sclass="/.test(rest)
        ? rest.replace(/\sclass="([^"]*)"/, (_, value) => ` class="${value} ${className}"`)
        : `${rest} class="${className}"`;
      return `<${name}${rest}${slash ? '/' : ''}>`;
    },
  );
  return { html: out, rules };
}

/** The app's rules for a Node build: scripts as they are, CSS modules giving only their names. */
function nodeRules(rules) {
  return rules.map((rule) => {
    if (!Array.isArray(rule.use)) return rule;
    const use = rule.use
      .filter((loader) => typeof loader === 'object' && loader !== null)
      .map((loader) =>
        loader.loader === 'css-loader'
          ? {
              ...loader,
              options: {
                ...loader.options,
                modules: { ...loader.options.modules, exportOnlyLocals: true },
              },
            }
          : loader,
      );
    return { ...rule, use };
  });
}

/** Compiles the build entry for Node with the app's loaders; resolves to its exports and cleanup. */
async function compileEntry({ entry, context, resolve, rules, define }) {
  const { exports, cleanup } = await compileNodeEntry({
    cacheDir: CACHE_DIR,
    entry,
    context,
    resolve,
    module: { parser: { javascript: { exportsPresence: 'error' } }, rules: nodeRules(rules) },
    plugins: [new webpack.DefinePlugin(define)],
    optimization: { splitChunks: false },
  });
  return { module: exports, cleanup };
}

function cssOfGroup(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return [];
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.css')));
}

class PrerenderPlugin {
  /**
   * @param {{ entry: string, context: string, resolve: object, rules: object[], build: string,
   *   define?: object, log?: (line: string) => void }} options `build`: this build's id (also
   *   defined in the browser build).
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { entry, context, resolve, rules, build } = this.options;
    let rendered = null;
    const prepare = async () => {
      const started = Date.now();
      const define = { ...this.options.define, __PRERENDER_BUILD__: JSON.stringify(build) };
      const { module, cleanup } = await compileEntry({ entry, context, resolve, rules, define });
      try {
        const rules = new Map();
        const routes = module.prerenderRoutes();
        // Korean (`pages`), then each other language the entry names (`translations`).
        const languages = module.prerenderLanguages ?? ['ko'];
        const byLanguage = {};
        for (const language of languages) {
          const pages = {};
          for (const { path: route, page } of routes) {
            const { html } = extractStyles(await module.renderRoute(route, language), rules);
            pages[route] = { page, html };
          }
          byLanguage[language] = pages;
        }
        const css = [...rules].map(([name, declarations]) => `.${name}{${declarations}}`).join('');
        const styles = `prerender.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
        rendered = { byLanguage, css, styles };
      } finally {
        cleanup();
      }
      const log = this.options.log ?? ((line) => console.log(line));
      log(
        `${NAME}: ${Object.keys(rendered.byLanguage.ko ?? {}).length} pages × ${Object.keys(rendered.byLanguage).join('+')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    };
    compiler.hooks.run.tapPromise(NAME, prepare);
    compiler.hooks.watchRun.tapPromise(NAME, prepare);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(path.join(context, entry));
      compilation.hooks.processAssets.tap(
        // After the real content hashes: the file names are final.
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          if (!rendered) return;
          const shared = rendered.css ? [rendered.styles] : [];
          const listed = (rendered) => {
            const pages = {};
            for (const [route, { page, html }] of Object.entries(rendered)) {
              const css = [...(page ? cssOfGroup(compilation, `page-${page}`) : []), ...shared];
              pages[route] = { css, html };
            }
            return pages;
          };
          const { ko = {}, ...others } = rendered.byLanguage;
          const pages = listed(ko);
          const translations = {};
          for (const [language, rendered] of Object.entries(others))
            translations[language] = listed(rendered);
          if (rendered.css) {
            compilation.emitAsset(rendered.styles, new webpack.sources.RawSource(rendered.css), {
              immutable: true,
            });
          }
          compilation.emitAsset(
            FILE,
            new webpack.sources.RawSource(
              `${JSON.stringify(Object.keys(translations).length > 0 ? { build, pages, translations } : { build, pages })}\n`,
            ),
          );
        },
      );
    });
  }
}

module.exports = { PrerenderPlugin, extractStyles, nodeRules };
