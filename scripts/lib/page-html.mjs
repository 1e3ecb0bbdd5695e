// The page composer: the HTML of every page as a client without JavaScript (a crawler, a link
// preview) gets it — the shell's index.html (the template) with the page's own <title>, description,
// canonical address, Open Graph and Twitter card tags. The values come from the page-metadata
// document (page-meta.json) that the build of the module owning the path (ROUTE_TABLE) wrote beside
// its remoteEntry.js, in the version remotes.json names as stable: a release, rollout or rollback of
// that module switches them, and no shell build is needed. A shared address (/s/:code) gets the card
// of that member from the API. The body gets the owning module's prerendered HTML (issue 19,
// prerender.json, shared/build/prerender-plugin.cjs) in the version this visitor's browser will
// run — the same choice as the shell's (shell/src/federation/version-choice.ts), from the bucket id
// and pins the browser mirrors in cookies — which the browser then hydrates.
// docs/decisions.md explains the design; docs/runbook.md how to run it in production.
//
// Pure parts (exported for the tests): composeHtml, pageMetaFor, shareMetaFor, headTags,
// chooseEntry, insertPrerendered, withoutPrerenderedFrame.
// createPageComposer wires them to the manifest, the documents and the API with caching.

const SITE_NAME = '진타입';
const PAGE_META_FILE = 'page-meta.json';
const PRERENDER_FILE = 'prerender.json';
const SHARE_PATH = /^\/s\/([^/]+)$/;
const SHARE_CODE = /^[A-Za-z0-9_-]{4,64}$/;

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** '/a/b/?q#h' → '/a/b'; '/' stays '/'. */
export function normalizePath(pathname) {
  const path = String(pathname).split(/[?#]/, 1)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** An absolute URL of `relative` against `base`; undefined when either is unusable. */
function absolute(relative, base) {
  if (!relative || !base) return undefined;
  try {
    const url = new URL(relative, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The head tags of one page. `meta`: { title, description, url, image?, imageAlt?, imageSize?,
 * type?, robots? } with absolute URLs.
 */
export function headTags(meta) {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ];
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}" />`);
  const og = {
    'og:site_name': SITE_NAME,
    'og:locale': 'ko_KR',
    'og:type': meta.type ?? 'website',
    'og:title': meta.title,
    'og:description': meta.description,
    'og:url': meta.url,
  };
  if (meta.image) {
    og['og:image'] = meta.image;
    if (meta.image.startsWith('https:')) og['og:image:secure_url'] = meta.image;
    og['og:image:type'] = 'image/png';
    if (meta.imageSize) {
      og['og:image:width'] = String(meta.imageSize.width);
      og['og:image:height'] = String(meta.imageSize.height);
    }
    if (meta.imageAlt) og['og:image:alt'] = meta.imageAlt;
  }
  for (const [property, content] of Object.entries(og)) {
    tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  }
  const twitter = {
    'twitter:card': meta.image ? 'summary_large_image' : 'summary',
    'twitter:title': meta.title,
    'twitter:description': meta.description,
  };
  if (meta.image) twitter['twitter:image'] = meta.image;
  if (meta.image && meta.imageAlt) twitter['twitter:image:alt'] = meta.imageAlt;
  for (const [name, content] of Object.entries(twitter)) {
    tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  }
  return tags.join('\n    ');
}

/**
 * The template with the page's tags: its <title> and description are replaced, everything else
 * (the inline scripts and styles whose hashes the CSP lists) is left byte for byte.
 */
export function composeHtml(template, meta) {
  const tags = headTags(meta);
  let html = template.replace(/\s*<meta\s+name=["']description["'][^>]*>/i, '');
  if (/<title>[\s\S]*?<\/title>/i.test(html)) {
    return html.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  }
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  html = html.replace(/<body/i, () => `<head>\n    ${tags}\n  </head>\n  <body`);
  return html;
}

/**
 * The metadata of a page of the site.
 * @param {{ pathname: string, domain: object, siteUrl: string,
 *   owner?: { document?: object, base?: string }, site?: { document?: object, base?: string } }} input
 *   `owner`: the page-meta document of the module owning the path and the address it was read
 *   from; `site`: the same for the owner of '/', whose defaults serve every page without its own.
 */
export function pageMetaFor({ pathname, domain, siteUrl, owner = {}, site = {} }) {
  const path = normalizePath(pathname);
  const { entry } = domain.matchRoute(path);
  const notFound = entry.app === 'shell';
  const own =
    (!notFound &&
      (owner.document?.routes?.[path] ?? owner.document?.routes?.[entry.path] ?? null)) ||
    null;
  const ownDefaults = notFound ? null : owner.document?.defaults;
  const siteDefaults = site.document?.defaults ?? {};
  const pick = (field) => own?.[field] ?? ownDefaults?.[field];
  const image = pick('image')
    ? absolute(pick('image'), owner.base)
    : absolute(siteDefaults.image, site.base);
  return {
    title: own?.title ?? domain.documentTitle(path),
    description: pick('description') ?? siteDefaults.description ?? '',
    url: absolute(own?.canonicalPath ?? path, siteUrl),
    image,
    imageAlt: (pick('image') ? pick('imageAlt') : siteDefaults.imageAlt) ?? undefined,
    imageSize: image
      ? ((pick('image') ? owner.document : site.document)?.imageSize ?? undefined)
      : undefined,
    type: own?.type ?? 'website',
    robots: notFound ? 'noindex' : undefined,
  };
}

/**
 * The metadata of a shared address: the member's nickname and type in the texts, the type's card
 * as the image. Only the public part of the profile the API gives (never e-mail, phone or ids).
 * @param {{ code: string, profile: { nickname: string, typeId: number|null, typeCode: string|null,
 *   typeName: string|null }, domain: object, siteUrl: string, site?: { document?: object, base?: string } }} input
 */
export function shareMetaFor({ code, profile, domain, siteUrl, site = {} }) {
  const nickname = String(profile.nickname ?? '').trim() || '진타입 회원';
  const typeId = Number.isInteger(profile.typeId) ? profile.typeId : null;
  const name = profile.typeName || (typeId ? domain.typeName(typeId) : null);
  const typeLine = typeId && name ? `${typeId}번 ${name}` : null;
  const title = domain.withSiteName(
    typeLine ? `${nickname}님의 학습 유전자 유형: ${typeLine}` : `${nickname}님의 진타입 프로필`,
  );
  const description = typeLine
    ? `${nickname}님은 ${typeLine}${profile.typeCode ? `(${profile.typeCode})` : ''} 유형이에요. 진타입에서 나의 학습 유전자 유형도 알아보세요.`
    : `${nickname}님의 진타입 프로필이에요. 진타입에서 나의 학습 유전자 유형을 알아보세요.`;
  const document = site.document;
  const card = typeId ? document?.images?.[`type-${typeId}`] : undefined;
  const imagePath = card ?? document?.defaults?.image;
  const image = absolute(imagePath, site.base);
  return {
    title,
    description,
    url: absolute(`/s/${encodeURIComponent(code)}`, siteUrl),
    image,
    imageAlt: card
      ? `${typeLine} (${profile.typeCode ?? ''})`
      : (document?.defaults?.imageAlt ?? undefined),
    imageSize: image ? document?.imageSize : undefined,
    type: 'profile',
    // A member's card is for the people they send it to, not for search results.
    robots: 'noindex',
  };
}

// ── serving ─────────────────────────────────────────────────────────────────────────────────────

/** The entry URL of a module's stable version in a rollout manifest (either form of the file). */
export function stableEntry(manifest, app) {
  const module = manifest?.[app];
  if (!module || typeof module !== 'object') return undefined;
  if (typeof module.entry === 'string') return module.entry;
  const entry = module.versions?.[module.stable];
  return typeof entry === 'string' ? entry : undefined;
}

/** 32-bit FNV-1a, as shell/src/federation/version-choice.ts computes it (same test vectors). */
export function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The entry URL of the version of `app` a browser with this bucket id and these pins runs: the
 * shell's chooseVersion (a published pin, else the canary below its percentage, else stable).
 * @param {object|undefined} manifest remotes.json
 * @param {{ bucketId?: string, pins?: Record<string,string> }} identity
 */
export function chooseEntry(manifest, app, { bucketId = '', pins = {} } = {}) {
  const module = manifest?.[app];
  if (!module || typeof module !== 'object') return undefined;
  if (typeof module.entry === 'string') return module.entry;
  const versions = module.versions ?? {};
  const pin = pins[app];
  if (typeof pin === 'string' && typeof versions[pin] === 'string') return versions[pin];
  const canary = module.canary;
  if (
    canary &&
    typeof canary.version === 'string' &&
    canary.version !== module.stable &&
    typeof versions[canary.version] === 'string' &&
    typeof canary.percent === 'number' &&
    canary.percent >= 0 &&
    canary.percent <= 100 &&
    fnv1a(`${bucketId}:${app}`) % 100 < canary.percent
  ) {
    return versions[canary.version];
  }
  return stableEntry(manifest, app);
}

/**
 * The shell's code of a prerendered page, named on <html data-boot="main preload…"> instead of
 * loaded by the HTML: index.html's first script fetches it once the first frame is on screen, so the
 * page's text paints without waiting for (or sharing the network with) the code that will hydrate
 * it, and starts it then — or, with `onUse` (`data-boot-on-use`: a page whole without its code), at
 * the visitor's first sign of use. Left as it is when the template has not exactly one script file.
 */
export function deferBoot(html, { onUse = false } = {}) {
  const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*><\/script>/gi)];
  if (scripts.length !== 1 || /\sdata-boot=/.test(html)) return html;
  const preloads = [];
  let page = html.replace(/<link\b[^>]*>/gi, (link) => {
    if (!/\srel="preload"/i.test(link) || !/\sas="script"/i.test(link)) return link;
    const href = /\shref="([^"]+)"/i.exec(link)?.[1];
    if (!href) return link;
    preloads.push(href);
    return '';
  });
  page = page.replace(scripts[0][0], '');
  const files = [scripts[0][1], ...preloads].join(' ');
  return page.replace(
    /<html\b([^>]*)>/i,
    (_, attrs) =>
      `<html${attrs} data-boot="${escapeHtml(files)}"${onUse ? ' data-boot-on-use=""' : ''}>`,
  );
}

/**
 * The page with a module's prerendered HTML in its app slot (the one the shell's containers.ts
 * finds), marked with the build that rendered it and the path, and the page's stylesheets in the
 * head (absolute, as the module's own CSS loader names them, so it does not load them twice). The
 * page starts its code on use; one marked `needsCode` starts it after the first paint: today's
 * builds mark none, but a rollback may serve a release of mf-questionnaire built before its demo
 * was in its HTML (2026-11-26), whose /questions shows a loading state until its code runs.
 */
export function insertPrerendered(
  html,
  { app, path, build, fragment, css = [], base, needsCode = false },
) {
  const container = new RegExp(`(<div id="app-${app}"[^>]*>)\\s*(</div>)`);
  if (!container.test(html)) return html;
  const slot =
    `<div data-slot="app" data-prerender-build="${escapeHtml(build)}" ` +
    `data-prerender-path="${escapeHtml(path)}">${fragment}</div>`;
  let page = html.replace(container, (_, open, close) => `${open}${slot}${close}`);
  // The shell's own boot stylesheets (the base typography every page is laid out with) are only
  // preloaded by the template, for the shell's code to apply; under prerendered text they must
  // apply before the first paint, or the text moves when they do. `data-href` is the name the
  // shell's CSS loader looks for, so it does not add them a second time.
  page = page.replace(/<link\b[^>]*>/gi, (link) => {
    if (!/\srel="preload"/i.test(link) || !/\sas="style"/i.test(link)) return link;
    const href = /\shref="\/([^"]+)"/i.exec(link)?.[1];
    return href ? `<link rel="stylesheet" href="/${href}" data-href="${href}">` : link;
  });
  page = deferBoot(page, { onUse: !needsCode });
  const links = css
    .map((file) => absolute(file, base))
    .filter(Boolean)
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`);
  if (links.length > 0) {
    page = page.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
  }
  return page;
}

/**
 * The page without the shell's prerendered frame (the Korean visitor's navbar and footer that the
 * shell's build puts into its index.html, marked `data-prerendered-frame`): for a page that starts
 * in another language, whose frame the shell renders in that language instead.
 */
export function withoutPrerenderedFrame(html) {
  return html.replace(/<([a-z][\w-]*) data-prerendered-frame=""[\s\S]*?<\/\1>/gi, '');
}

/**
 * Reads page-meta documents over HTTP with a small cache: a released version's folder never
 * changes, and every other address (a module's dist/) is revalidated with its ETag after a few
 * seconds. A module that does not answer gives no document (the page gets the defaults).
 */
export function createDocumentCache({ fetchImpl = fetch, timeoutMs = 1500, maxAgeMs = 5000 } = {}) {
  const cache = new Map();
  return async function documentAt(url) {
    const cached = cache.get(url);
    const immutable = /\/releases\/[^/]+\//.test(url);
    if (cached && (immutable || Date.now() - cached.at < maxAgeMs)) return cached.document;
    try {
      const response = await fetchImpl(url, {
        headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached) {
        cached.at = Date.now();
        return cached.document;
      }
      if (!response.ok) {
        cache.delete(url);
        return undefined;
      }
      const document = await response.json();
      if (cache.size > 200) cache.delete(cache.keys().next().value);
      cache.set(url, { document, etag: response.headers.get('etag'), at: Date.now() });
      return document;
    } catch {
      // Down or slow: the last good document is better than none.
      return cached?.document;
    }
  };
}

/** The public part of a shared profile from the API: { status: 'found', profile } | 'missing' | 'unavailable'. */
async function fetchSharedProfile(apiUrl, code, fetchImpl, timeoutMs) {
  try {
    const response = await fetchImpl(`${apiUrl}/profiles/share/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404 || response.status === 400) return { status: 'missing' };
    if (!response.ok) return { status: 'unavailable' };
    const body = await response.json();
    if (!body || typeof body.nickname !== 'string') return { status: 'unavailable' };
    return { status: 'found', profile: body };
  } catch {
    return { status: 'unavailable' };
  }
}

/**
 * The composer used by a server: `compose(pathname)` → { status, html }.
 * @param {{ template: () => string, manifest: () => object|undefined, domain: object,
 *   siteUrl: string, apiUrl: string, fetchImpl?: typeof fetch, documentAt?: (url: string) => Promise<object|undefined> }} options
 */
export function createPageComposer({
  template,
  manifest,
  domain,
  siteUrl,
  apiUrl,
  fetchImpl = fetch,
  documentAt = createDocumentCache({ fetchImpl }),
}) {
  const siteOwner = domain.routeOwner('/');
  /** The owner's prerendered page at `path` in the version this visitor runs, if it has one. */
  async function withPrerendered(html, app, path, rollout, identity) {
    // Pages are prerendered in Korean: a page that starts in another language renders in the browser.
    if (app === 'shell' || (identity.language ?? 'ko') !== 'ko') return html;
    const base = absolute('./', absolute(chooseEntry(rollout, app, identity), siteUrl));
    if (!base) return html;
    const document = await documentAt(absolute(PRERENDER_FILE, base));
    const page = document?.pages?.[path];
    if (typeof document?.build !== 'string' || typeof page?.html !== 'string') return html;
    return insertPrerendered(html, {
      app,
      path,
      build: document.build,
      fragment: page.html,
      css: Array.isArray(page.css) ? page.css : [],
      base,
      needsCode: page.needsCode === true,
    });
  }

  async function moduleDocument(app, rollout) {
    const entry = app === 'shell' ? undefined : stableEntry(rollout, app);
    const base = absolute('./', absolute(entry, siteUrl));
    if (!base) return {};
    return { document: await documentAt(absolute(PAGE_META_FILE, base)), base };
  }

  /**
   * @param {string} pathname
   * @param {{ bucketId?: string, pins?: Record<string,string>, language?: string }} [identity] the
   *   browser's rollout identity (its cookies): which version's prerendered HTML it gets, if its
   *   page starts in Korean
   */
  return async function compose(pathname, identity = {}) {
    const page = await composeFor(pathname, identity);
    return (identity.language ?? 'ko') === 'ko'
      ? page
      : { ...page, html: withoutPrerenderedFrame(page.html) };
  };

  async function composeFor(pathname, identity) {
    const path = normalizePath(pathname);
    const rollout = manifest();
    const site = await moduleDocument(siteOwner, rollout);
    const share = SHARE_PATH.exec(path);
    if (share) {
      let code;
      try {
        code = decodeURIComponent(share[1]);
      } catch {
        code = '';
      }
      const found = SHARE_CODE.test(code)
        ? await fetchSharedProfile(apiUrl, code, fetchImpl, 2500)
        : { status: 'missing' };
      if (found.status === 'found') {
        const meta = shareMetaFor({ code, profile: found.profile, domain, siteUrl, site });
        return { status: 200, html: composeHtml(template(), meta) };
      }
      const meta = pageMetaFor({ pathname: '/404', domain, siteUrl, site });
      // An API that does not answer is not a missing code: the browser app may still show it.
      return {
        status: found.status === 'missing' ? 404 : 200,
        html: composeHtml(template(), meta),
      };
    }
    const app = domain.routeOwner(path);
    const owner = app === siteOwner ? site : await moduleDocument(app, rollout);
    const meta = pageMetaFor({ pathname: path, domain, siteUrl, owner, site });
    const html = composeHtml(template(), meta);
    return { status: 200, html: await withPrerendered(html, app, path, rollout, identity) };
  }
}

// ── crawlers ────────────────────────────────────────────────────────────────────────────────────

/** The apps whose routes are public pages (a visitor reads them; they are prerendered). */
const PUBLIC_ROUTES = { 'mf-content': 'all', 'mf-questionnaire': ['/questions'] };

/**
 * Every public page's path: the routes of the public apps (each report by its number), without a
 * route's second spelling (/GeneType is /geneType's, whose canonical address is the first).
 */
export function publicPaths(domain) {
  const paths = [];
  const seen = new Set();
  for (const entry of domain.ROUTE_TABLE) {
    const rule = PUBLIC_ROUTES[entry.app];
    if (!rule || (rule !== 'all' && !rule.includes(entry.path))) continue;
    const key = entry.path.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (entry.path === '/typeReport/:number') {
      for (let id = 1; id <= domain.TYPE_COUNT; id += 1) paths.push(`/typeReport/${id}`);
    } else if (!entry.path.includes(':')) {
      paths.push(entry.path);
    }
  }
  return paths;
}

export function sitemapXml({ domain, siteUrl }) {
  const urls = publicPaths(domain)
    .map((path) => `  <url><loc>${escapeHtml(absolute(path, siteUrl))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers read the public pages; a member's own pages, shared cards and searches are not for them. */
export function robotsTxt({ siteUrl }) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /myPage',
    'Disallow: /profiles',
    'Disallow: /s/',
    'Disallow: /search',
    'Disallow: /result',
    '',
    `Sitemap: ${absolute('/sitemap.xml', siteUrl)}`,
    '',
  ].join('\n');
}
