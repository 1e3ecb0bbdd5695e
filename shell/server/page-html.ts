// The page composer's pure part: the shell's index.html (the template) with a page's own <title>,
// description, canonical address, Open Graph and Twitter card tags, and — for a prerendered page —
// the owning module's HTML in its app slot. No I/O here: ./page-composer.ts decides which document
// of which version feeds these functions. docs/decisions.md explains the design; docs/runbook.md how
// it runs in production.
import type { PageMeta, PageMetaDocument } from '@genetype/domain/contracts';
import { documentTitle, matchRoute, typeName, withSiteName, type AppName } from '@genetype/domain';

const SITE_NAME = '진타입';

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
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ];
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}" />`);
  const og: Record<string, string | undefined> = {
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
  let html = template.replace(/\s*<meta\s+name=["']description["'][^>]*>/i, '');
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
}: {
  pathname: string;
  siteUrl: string;
  owner?: DocumentAt;
  site?: DocumentAt;
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
  const ownImage = pick('image');
  const image = ownImage ? absolute(ownImage, owner.base) : absolute(siteDefaults.image, site.base);
  return {
    title: own?.title ?? documentTitle(path),
    description: pick('description') ?? siteDefaults.description ?? '',
    url: absolute(own?.canonicalPath ?? path, siteUrl),
    image,
    imageAlt: (ownImage ? pick('imageAlt') : siteDefaults.imageAlt) ?? undefined,
    imageSize: image
      ? ((ownImage ? owner.document : site.document)?.imageSize ?? undefined)
      : undefined,
    type: own?.type ?? 'website',
    robots: notFound ? 'noindex' : undefined,
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
  { app, path, build, fragment, css = [], base, needsCode = false }: PrerenderedPage,
): string {
  const container = new RegExp(`(<div id="app-${app}"[^>]*>)\\s*(</div>)`);
  if (!container.test(html)) return html;
  const slot =
    `<div data-slot="app" data-prerender-build="${escapeHtml(build)}" ` +
    `data-prerender-path="${escapeHtml(path)}">${fragment}</div>`;
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
 * shell's build puts into its index.html, marked `data-prerendered-frame`): for a page that starts
 * in another language, whose frame the shell renders in that language instead.
 */
export function withoutPrerenderedFrame(html: string): string {
  return html.replace(/<([a-z][\w-]*) data-prerendered-frame=""[\s\S]*?<\/\1>/gi, '');
}
