// The page composer's pure part: the shell's index.html (the template) with a page's own <title>,
// description, canonical address, Open Graph and Twitter card tags, and — for a prerendered page —
// the owning module's HTML in its app slot. No I/O here: ./page-composer.ts decides which document
// of which version feeds these functions. docs/decisions.md explains the design; docs/runbook.md how
// it runs in production.
import type { PageMeta, PageMetaDocument } from '@genetype/domain/contracts';
import { documentTitle, matchRoute, typeName, withSiteName, type AppName } from '@genetype/domain';
import type { WarmUpHint } from '../src/federation/app-expose-files.js';

const SITE_NAME = '진타입';
const SITE_NAMES = { ko: SITE_NAME, en: 'GeneType' } as const;
/**
 * index.html's <noscript> line in the other languages (its Korean one is the template's own): an
 * English page said "진타입을 이용하려면 … 켜 주세요." to a reader without JavaScript.
 */
const NOSCRIPT_TEXTS: Partial<Record<HtmlLanguage, string>> = {
  en: 'Please turn on JavaScript in your browser to use GeneType.',
};
const OG_LOCALES = { ko: 'ko_KR', en: 'en_US' } as const;

/** The languages a page is composed in (the page-language rule: ./page-serve.ts, pageLanguage). */
export type HtmlLanguage = keyof typeof SITE_NAMES;
export const HTML_LANGUAGES = Object.keys(SITE_NAMES) as HtmlLanguage[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** '/a/b/?q#h' → '/a/b'; '/' stays '/'. */
export function normalizePath(pathname: string): string {
  const path = String(pathname).split(/[?#]/, 1)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** An absolute http(s) URL of `relative` against `base`; undefined when either is unusable. */
export function absolute(
  relative: string | undefined | null,
  base: string | undefined | null,
): string | undefined {
  if (!relative || !base) return undefined;
  try {
    const url = new URL(relative, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** What the head of one page says; URLs are absolute. */
export interface HeadMeta {
  title: string;
  description: string;
  url: string | undefined;
  image?: string | undefined;
  imageAlt?: string | undefined;
  imageSize?: { width: number; height: number } | undefined;
  type?: string | undefined;
  robots?: string | undefined;
  /** The language of the page's texts (`<html lang>`, og:locale); Korean when absent. */
  language?: HtmlLanguage | undefined;
}

/**
 * The address of `url` in `language` (`?lang=`, the address form of the page-language rule), or
 * without it for x-default.
 */
export function languageAddress(url: string, language?: HtmlLanguage): string {
  const address = new URL(url);
  address.searchParams.delete('lang');
  if (language) address.searchParams.set('lang', language);
  return address.href;
}

/**
 * A page-meta document as it arrived over HTTP: a module's build writes it (PageMetaDocument), but an
 * older release or a half-deployed folder may lack any field, so every field is read as optional.
 */
export type LoosePageMetaDocument = Partial<
  Omit<PageMetaDocument, 'routes' | 'images' | 'defaults'>
> & {
  defaults?: Partial<PageMeta>;
  routes?: Record<string, PageMeta | undefined>;
  images?: Record<string, string | undefined>;
};

/** A module's page-meta document and the address it was read from (relative URLs resolve there). */
export interface DocumentAt {
  document?: LoosePageMetaDocument | undefined;
  base?: string | undefined;
}

export function headTags(meta: HeadMeta): string {
  const language = meta.language ?? 'ko';
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ];
  // Every indexable page exists in each language at its `?lang=` address; x-default is the bare
  // address, whose language follows the visitor (cookie, Accept-Language).
  if (meta.url && !meta.robots) {
    for (const hreflang of HTML_LANGUAGES)
      tags.push(
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(languageAddress(meta.url, hreflang))}" />`,
      );
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageAddress(meta.url))}" />`,
    );
  }
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}" />`);
  const og: Record<string, string | undefined> = {
    'og:site_name': SITE_NAMES[language],
    'og:locale': OG_LOCALES[language],
    'og:locale:alternate': OG_LOCALES[language === 'ko' ? 'en' : 'ko'],
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
  const twitter: Record<string, string> = {
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
export function composeHtml(template: string, meta: HeadMeta): string {
  const tags = headTags(meta);
  const language = meta.language ?? 'ko';
  let html = template.replace(/\s*<meta\s+name=["']description["'][^>]*>/i, '');
  html = html.replace(/<html\b([^>]*)>/i, (_, attrs: string) => {
    const rest = attrs.replace(/\slang="[^"]*"/i, '');
    return `<html lang="${language}"${rest}>`;
  });
  const noscript = NOSCRIPT_TEXTS[language];
  if (noscript)
    html = html.replace(/<noscript>[^<]*<\/noscript>/i, () => `<noscript>${noscript}</noscript>`);
  if (/<title>[\s\S]*?<\/title>/i.test(html)) {
    return html.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  }
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  html = html.replace(/<body/i, () => `<head>\n    ${tags}\n  </head>\n  <body`);
  return html;
}

/**
 * The metadata of a page of the site. `owner`: the page-meta document of the module owning the path;
 * `site`: the same for the owner of '/', whose defaults serve every page without its own.
 */
export function pageMetaFor({
  pathname,
  siteUrl,
  owner = {},
  site = {},
  language = 'ko',
}: {
  pathname: string;
  siteUrl: string;
  owner?: DocumentAt;
  site?: DocumentAt;
  language?: HtmlLanguage;
}): HeadMeta {
  const path = normalizePath(pathname);
  const { entry } = matchRoute(path);
  const notFound = entry.app === 'shell';
  const own =
    (!notFound &&
      (owner.document?.routes?.[path] ?? owner.document?.routes?.[entry.path] ?? null)) ||
    null;
  const ownDefaults = notFound ? null : owner.document?.defaults;
  const siteDefaults = site.document?.defaults ?? {};
  const pick = <K extends keyof PageMeta>(field: K): PageMeta[K] | undefined =>
    own?.[field] ?? ownDefaults?.[field];
  // Another language's text where the document has it (`translations`), else the Korean one.
  const text = (
    meta: Partial<PageMeta> | null | undefined,
    field: 'title' | 'description' | 'imageAlt',
  ) => (language === 'ko' ? undefined : meta?.translations?.[language]?.[field]) ?? meta?.[field];
  const pickText = (field: 'description' | 'imageAlt') =>
    (language === 'ko'
      ? undefined
      : (own?.translations?.[language]?.[field] ??
        ownDefaults?.translations?.[language]?.[field])) ?? pick(field);
  const ownImage = pick('image');
  const image = ownImage ? absolute(ownImage, owner.base) : absolute(siteDefaults.image, site.base);
  const title =
    text(own, 'title') ??
    (language === 'ko'
      ? documentTitle(path)
      : withSiteName(SITE_NAMES[language], SITE_NAMES[language]));
  return {
    title,
    description: pickText('description') ?? text(siteDefaults, 'description') ?? '',
    url: absolute(own?.canonicalPath ?? path, siteUrl),
    image,
    imageAlt: (ownImage ? pickText('imageAlt') : text(siteDefaults, 'imageAlt')) ?? undefined,
    imageSize: image
      ? ((ownImage ? owner.document : site.document)?.imageSize ?? undefined)
      : undefined,
    type: own?.type ?? 'website',
    robots: notFound ? 'noindex' : undefined,
    language,
  };
}

/** The public part of a shared profile the composer reads from the API (never e-mail, phone or ids). */
export interface SharedProfile {
  nickname: string;
  typeId?: number | null;
  typeCode?: string | null;
  typeName?: string | null;
}

/** The metadata of a shared address: the member's nickname and type in the texts, the type's card as the image. */
export function shareMetaFor({
  code,
  profile,
  siteUrl,
  site = {},
}: {
  code: string;
  profile: SharedProfile;
  siteUrl: string;
  site?: DocumentAt;
}): HeadMeta {
  const nickname = String(profile.nickname ?? '').trim() || '진타입 회원';
  const typeId = Number.isInteger(profile.typeId) ? (profile.typeId as number) : null;
  const name = profile.typeName || (typeId ? typeName(typeId) : null);
  const typeLine = typeId && name ? `${typeId}번 ${name}` : null;
  const title = withSiteName(
    typeLine ? `${nickname}님의 학습 유전자 유형: ${typeLine}` : `${nickname}님의 진타입 프로필`,
  );
  const description = typeLine
    ? `${nickname}님은 ${typeLine}${profile.typeCode ? `(${profile.typeCode})` : ''} 유형이에요. 진타입에서 나의 학습 유전자 유형도 알아보세요.`
    : `${nickname}님의 진타입 프로필이에요. 진타입에서 나의 학습 유전자 유형을 알아보세요.`;
  const document = site.document;
  const card = typeId ? document?.images?.[`type-${typeId}`] : undefined;
  const image = absolute(card ?? document?.defaults?.image, site.base);
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

/**
 * The shell's code of a prerendered page, named on <html data-boot="main preload…"> instead of
 * loaded by the HTML: index.html's first script fetches it once the first frame is on screen, so the
 * page's text paints without waiting for (or sharing the network with) the code that will hydrate
 * it, and starts it then — or, with `onUse` (`data-boot-on-use`: a page whole without its code), at
 * the visitor's first sign of use. Left as it is when the template has not exactly one script file.
 */
export function deferBoot(html: string, { onUse = false }: { onUse?: boolean } = {}): string {
  const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*><\/script>/gi)];
  const [script] = scripts;
  if (scripts.length !== 1 || !script || /\sdata-boot=/.test(html)) return html;
  const preloads: string[] = [];
  let page = html.replace(/<link\b[^>]*>/gi, (link) => {
    if (!/\srel="preload"/i.test(link) || !/\sas="script"/i.test(link)) return link;
    const href = /\shref="([^"]+)"/i.exec(link)?.[1];
    if (!href) return link;
    preloads.push(href);
    return '';
  });
  page = page.replace(script[0], '');
  const files = [script[1], ...preloads].join(' ');
  return page.replace(
    /<html\b([^>]*)>/i,
    (_, attrs: string) =>
      `<html${attrs} data-boot="${escapeHtml(files)}"${onUse ? ' data-boot-on-use=""' : ''}>`,
  );
}

export interface PrerenderedPage {
  app: AppName;
  path: string;
  build: string;
  fragment: string;
  css?: readonly string[];
  base: string;
  needsCode?: boolean;
  /** The fragment's language; the browser hydrates it only in this language. */
  language?: HtmlLanguage;
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
  html: string,
  {
    app,
    path,
    build,
    fragment,
    css = [],
    base,
    needsCode = false,
    language = 'ko',
  }: PrerenderedPage,
): string {
  const container = new RegExp(`(<div id="app-${app}"[^>]*>)\\s*(</div>)`);
  if (!container.test(html)) return html;
  const slot =
    `<div data-slot="app" data-prerender-build="${escapeHtml(build)}" ` +
    `data-prerender-path="${escapeHtml(path)}" data-prerender-lang="${language}">${fragment}</div>`;
  let page = html.replace(container, (_, open: string, close: string) => `${open}${slot}${close}`);
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
    .filter((href): href is string => Boolean(href))
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`);
  if (links.length > 0) {
    page = page.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
  }
  return page;
}

/**
 * The page without the shell's prerendered frame (the Korean visitor's navbar and footer that the
 * shell's build puts into its index.html, marked `data-prerendered-frame`).
 */
export function withoutPrerenderedFrame(html: string): string {
  return html.replace(/<([a-z][\w-]*) data-prerendered-frame=""[\s\S]*?<\/\1>/gi, '');
}

/** The shell's frame in one language: each fragment's root marked `data-prerendered-frame`. */
export interface FrameHtml {
  header: string;
  footer: string;
}

/**
 * The page with the frame of another language in place of the template's Korean one (the same
 * containers, `#frame-header` and `#frame-footer`); without any when there is none for it (the
 * shell then renders the frame in that language).
 */
export function withPrerenderedFrame(html: string, frame: FrameHtml | undefined): string {
  const bare = withoutPrerenderedFrame(html);
  if (!frame || !isFrameFragment(frame.header) || !isFrameFragment(frame.footer)) return bare;
  let page = bare;
  for (const [id, fragment] of [
    ['frame-header', frame.header],
    ['frame-footer', frame.footer],
  ] as const) {
    const container = new RegExp(`(<div id="${id}"[^>]*>)\\s*(</div>)`);
    if (!container.test(page)) return bare;
    page = page.replace(
      container,
      (_, open: string, close: string) => `${open}${fragment}${close}`,
    );
  }
  return page;
}

const isFrameFragment = (html: unknown): html is string =>
  typeof html === 'string' && /^\s*<[a-z][\w-]* data-prerendered-frame=""/i.test(html);

/**
 * A page without prerendered HTML (a member's page, sign-up, the result) with its module's files
 * named in its head: the remote's entry, its `./app`'s first files and the page's own, as the
 * warm-up (../src/federation/warm-up.ts) would name them once remotes.json and the module's
 * mf-manifest.json had arrived — two round trips later. Preloaded at the priority the federation
 * runtime's own async scripts get (low), after the shell's own script in the document order, so
 * they share the connection with it instead of going first. Left as it is when the page already
 * names its code in `data-boot` (a prerendered page starts its code after its first paint, or on
 * use) or says nothing to preload.
 */
export function insertModuleFiles(html: string, hints: readonly WarmUpHint[]): string {
  if (/\sdata-boot=/.test(html)) return html;
  const seen = new Set<string>();
  const links = hints
    .filter(
      (hint) => hint.rel === 'preload' && hint.as && !seen.has(hint.href) && seen.add(hint.href),
    )
    .map(
      ({ href, as }) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${as === 'script' ? ' fetchpriority="low"' : ''} data-module-file="" />`,
    );
  if (links.length === 0 || !/<\/head>/i.test(html)) return html;
  return html.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
}
