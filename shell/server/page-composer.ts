// The page composer a server uses: which documents of which module versions make a page, fetched
// with a small cache. The head tags come from the page-meta.json of the module owning the path
// (ROUTE_TABLE) in the version remotes.json names as stable — a release, rollout or rollback of that
// module switches them without a shell build; the body gets the owning module's prerendered HTML
// (prerender.json) in the version this visitor's browser will run. That version is chosen by the
// browser's own code (../src/federation/version-choice.ts) from the bucket id and pins the browser
// mirrors in cookies, so the HTML is always the one it will hydrate.
import { NOT_FOUND_ROUTE, matchRoute, routeOwner, type AppName } from '@genetype/domain';
import type { PrerenderDocument } from '@genetype/domain/contracts/modules';
import {
  parseRemotesManifest,
  type RemoteApp,
  type RemotesManifest,
} from '../src/federation/remotes-manifest.js';
import { appExposeHints, type WarmUpHint } from '../src/federation/app-expose-files.js';
import { chooseVersion } from '../src/federation/version-choice.js';
import {
  absolute,
  composeHtml,
  insertModuleFiles,
  insertPrerendered,
  normalizePath,
  pageMetaFor,
  shareMetaFor,
  withPrerenderedFrame,
  type DocumentAt,
  type FrameHtml,
  type HtmlLanguage,
  type LoosePageMetaDocument,
  type SharedProfile,
} from './page-html.js';

const PAGE_META_FILE = 'page-meta.json';
const PRERENDER_FILE = 'prerender.json';
const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';
const SHARE_PATH = /^\/s\/([^/]+)$/;
const SHARE_CODE = /^[A-Za-z0-9_-]{4,64}$/;

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** The browser's rollout identity (its cookies) and the language its page starts in. */
export interface VisitorIdentity {
  bucketId?: string;
  pins?: Partial<Record<string, string>>;
  language?: string;
}

export interface ComposedPage {
  status: number;
  html: string;
  /**
   * The page is this visitor's, or this moment's, alone: its prerendered HTML is of a version chosen
   * by the visitor's bucket or pins (a canary or a pin of the page's module), or a shared profile's
   * card could not be read. A cache in front (nginx) must not keep it for anyone else.
   */
  private?: boolean;
}

export type Compose = (pathname: string, identity?: VisitorIdentity) => Promise<ComposedPage>;

/** Reads a JSON document at a URL (cached); undefined when it cannot be had. */
export type DocumentReader = (url: string) => Promise<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads documents over HTTP with a small cache: a released version's folder never changes, and every
 * other address (a module's dist/) is revalidated with its ETag after a few seconds. A module that
 * does not answer gives no document (the page gets the defaults).
 */
export function createDocumentCache({
  fetchImpl = fetch,
  timeoutMs = 1500,
  maxAgeMs = 5000,
}: { fetchImpl?: FetchLike; timeoutMs?: number; maxAgeMs?: number } = {}): DocumentReader {
  const cache = new Map<string, { document: unknown; etag: string | null; at: number }>();
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
      const document: unknown = await response.json();
      if (cache.size > 200) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(url, { document, etag: response.headers.get('etag'), at: Date.now() });
      return document;
    } catch {
      // Down or slow: the last good document is better than none.
      return cached?.document;
    }
  };
}

/**
 * Whether a path names no page: no route claims it (an unknown path, /typeReport/55, the profile
 * of a nickname no member can have) or it is /404 itself. Whether a well-formed nickname belongs
 * to a member is for members to ask: the composer answers anyone, and would otherwise tell the
 * world which nicknames exist.
 */
export function isMissing(path: string): boolean {
  const { entry } = matchRoute(path);
  return entry === NOT_FOUND_ROUTE || entry.path === '/404';
}

type ShareLookup =
  { status: 'found'; profile: SharedProfile } | { status: 'missing' } | { status: 'unavailable' };

/** The public part of a shared profile from the API. */
async function fetchSharedProfile(
  apiUrl: string,
  code: string,
  fetchImpl: FetchLike,
  timeoutMs: number,
): Promise<ShareLookup> {
  try {
    const response = await fetchImpl(`${apiUrl}/profiles/share/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404 || response.status === 400) return { status: 'missing' };
    if (!response.ok) return { status: 'unavailable' };
    const body: unknown = await response.json();
    if (!isRecord(body) || typeof body.nickname !== 'string') return { status: 'unavailable' };
    return { status: 'found', profile: body as unknown as SharedProfile };
  } catch {
    return { status: 'unavailable' };
  }
}

/**
 * remotes.json parsed as the shell parses it (relative entries against the site's origin, a bad
 * module or canary reported and left out). One slot of memory: the server reads the file per
 * request, and a file that did not change is the same object.
 */
function manifestParser(siteUrl: string): (raw: unknown) => RemotesManifest | undefined {
  let last: { raw: unknown; parsed: RemotesManifest | undefined } | undefined;
  return (raw) => {
    if (last && last.raw === raw) return last.parsed;
    const parsed = parsedManifest(raw, siteUrl);
    last = { raw, parsed };
    return parsed;
  };
}

const isRemote = (app: AppName): app is RemoteApp => app !== 'shell';

/**
 * The modules whose version depends on the visitor's bucket: a canary strictly between 0 and 100 %
 * of another version than stable (at 0 or 100 % everyone runs the same one).
 */
export function canaryApps(rollout: RemotesManifest | undefined): RemoteApp[] {
  return Object.entries(rollout?.remotes ?? {})
    .filter(([, module]) => {
      const canary = module?.canary;
      return (
        !!canary &&
        canary.version !== module.stable.version &&
        canary.percent > 0 &&
        canary.percent < 100
      );
    })
    .map(([app]) => app as RemoteApp);
}

/** remotes.json as the composer reads it (also for the edge's markers, page-serve.ts). */
export function parsedManifest(raw: unknown, siteUrl: string): RemotesManifest | undefined {
  try {
    return raw === undefined ? undefined : parseRemotesManifest(raw, siteUrl);
  } catch {
    // Not an object: as if there were none (the pages still answer, with defaults).
    return undefined;
  }
}

export interface PageComposerOptions {
  /** The shell's index.html, read when it changes. */
  template: () => string;
  /** remotes.json as JSON (the one the shell serves), read per request: a rollout repoints it. */
  manifest: () => unknown;
  /** The site's public origin: og:url, canonical, and the base of relative entries. */
  siteUrl: string;
  /** Where shared profiles are asked for. */
  apiUrl: string;
  fetchImpl?: FetchLike;
  documentAt?: DocumentReader;
  /**
   * The shell's frame (navbar, footer) in a language other than Korean, which is in the template
   * itself: `prerendered-frame.json` of the shell's build. Undefined: that language's page goes
   * without a prerendered frame (the shell renders it).
   */
  frame?: (language: HtmlLanguage) => FrameHtml | undefined;
}

const asLanguage = (language: string | undefined): HtmlLanguage =>
  language === 'en' ? 'en' : 'ko';

export function createPageComposer({
  template,
  manifest,
  siteUrl,
  apiUrl,
  fetchImpl = fetch,
  documentAt = createDocumentCache({ fetchImpl }),
  frame = () => undefined,
}: PageComposerOptions): Compose {
  const siteOwner = routeOwner('/');
  const parse = manifestParser(siteUrl);

  /** The owner's prerendered page at `path` in the version this visitor runs, if it has one. */
  async function withPrerendered(
    html: string,
    app: AppName,
    path: string,
    rollout: RemotesManifest | undefined,
    identity: VisitorIdentity,
  ): Promise<string> {
    if (!isRemote(app)) return html;
    const language = asLanguage(identity.language);
    const module = rollout?.remotes[app];
    if (!module) return html;
    const { entry } = chooseVersion(app, module, {
      bucketId: identity.bucketId ?? '',
      pin: identity.pins?.[app],
    });
    const base = absolute('./', absolute(entry, siteUrl));
    if (!base) return html;
    const document = await documentAt(absolute(PRERENDER_FILE, base) as string);
    if (!isRecord(document)) return html;
    const { build, pages, translations } = document as Partial<PrerenderDocument>;
    // Korean is `pages`; another language is under `translations` (a release built before
    // 2026-11-29 has none: that language's page then renders in the browser).
    const inLanguage = language === 'ko' ? pages : translations?.[language];
    const page = isRecord(inLanguage) ? inLanguage[path] : undefined;
    if (typeof build !== 'string' || typeof page?.html !== 'string') return html;
    return insertPrerendered(html, {
      app,
      path,
      build,
      fragment: page.html,
      css: Array.isArray(page.css) ? page.css : [],
      base,
      needsCode: page.needsCode === true,
      language,
    });
  }

  /**
   * A page without prerendered HTML with the files its module will load named in its head
   * (page-html.ts, insertModuleFiles): such a page — a member's, sign-up, the result — shows
   * nothing of its own until that code runs. Only for the stable version, as the warm-up does: a
   * pinned or canary version is first checked against the shell's singletons in the browser and
   * may be given up for stable, so its files must not be asked for before that check. And only
   * while no canary of the module runs: the page is then the same for every visitor (the edge may
   * keep such a page for all).
   */
  async function withModuleFiles(
    html: string,
    app: AppName,
    path: string,
    rollout: RemotesManifest | undefined,
    identity: VisitorIdentity,
  ): Promise<string> {
    if (!isRemote(app)) return html;
    const module = rollout?.remotes[app];
    if (!module || identity.pins?.[app] !== undefined || canaryApps(rollout).includes(app))
      return html;
    const entry = absolute(module.stable.entry, siteUrl);
    const manifestUrl = absolute(FEDERATION_MANIFEST_FILE, entry);
    if (!entry || !manifestUrl) return html;
    const files = appExposeHints(
      await documentAt(manifestUrl),
      manifestUrl,
      matchRoute(path).entry.page,
    );
    // An unreadable manifest names no files: the entry alone would still be worth it, but the
    // warm-up names it as soon as remotes.json arrives, and a module that cannot be read is better
    // left to the loader's own report.
    if (files.length === 0) return html;
    const hints: WarmUpHint[] = [{ rel: 'preload', href: entry, as: 'script' }, ...files];
    return insertModuleFiles(html, hints);
  }

  /** Whether which version of `app` a visitor runs depends on who they are (pins, a canary). */
  function variesByVisitor(
    app: AppName,
    rollout: RemotesManifest | undefined,
    identity: VisitorIdentity,
  ): boolean {
    if (!isRemote(app) || (identity.language ?? 'ko') !== 'ko') return false;
    const module = rollout?.remotes[app];
    if (!module) return false;
    return identity.pins?.[app] !== undefined || canaryApps(rollout).includes(app);
  }

  async function moduleDocument(
    app: AppName,
    rollout: RemotesManifest | undefined,
  ): Promise<DocumentAt> {
    const entry = isRemote(app) ? rollout?.remotes[app]?.stable.entry : undefined;
    const base = absolute('./', absolute(entry, siteUrl));
    if (!base) return {};
    const document = await documentAt(absolute(PAGE_META_FILE, base) as string);
    return { document: isRecord(document) ? (document as LoosePageMetaDocument) : undefined, base };
  }

  async function composeFor(pathname: string, identity: VisitorIdentity): Promise<ComposedPage> {
    const path = normalizePath(pathname);
    const language = asLanguage(identity.language);
    const rollout = parse(manifest());
    const site = await moduleDocument(siteOwner, rollout);
    const share = SHARE_PATH.exec(path);
    if (share) {
      let code: string;
      try {
        code = decodeURIComponent(share[1] ?? '');
      } catch {
        code = '';
      }
      const found: ShareLookup = SHARE_CODE.test(code)
        ? await fetchSharedProfile(apiUrl, code, fetchImpl, 2500)
        : { status: 'missing' };
      if (found.status === 'found') {
        const meta = shareMetaFor({ code, profile: found.profile, siteUrl, site });
        return { status: 200, html: composeHtml(template(), meta) };
      }
      const meta = pageMetaFor({ pathname: '/404', siteUrl, site, language });
      // An API that does not answer is not a missing code: the browser app may still show it.
      return {
        status: found.status === 'missing' ? 404 : 200,
        html: composeHtml(template(), meta),
        ...(found.status === 'unavailable' && { private: true }),
      };
    }
    if (isMissing(path)) {
      // The not-found page's own tags and a real 404; the browser app shows the page (or, for a
      // one-segment path, the reset-password page of a token only the browser holds).
      const meta = pageMetaFor({ pathname: '/404', siteUrl, site, language });
      return {
        status: 404,
        html: composeHtml(template(), { ...meta, url: absolute(path, siteUrl) }),
      };
    }
    const app = routeOwner(path);
    const owner = app === siteOwner ? site : await moduleDocument(app, rollout);
    const meta = pageMetaFor({ pathname: path, siteUrl, owner, site, language });
    const html = composeHtml(template(), meta);
    const prerendered = await withPrerendered(html, app, path, rollout, identity);
    return {
      status: 200,
      html:
        prerendered === html
          ? await withModuleFiles(html, app, path, rollout, identity)
          : prerendered,
      ...(variesByVisitor(app, rollout, identity) && { private: true }),
    };
  }

  /**
   * `identity`: the browser's rollout identity (its cookies) — which version's prerendered HTML it
   * gets — and the page's language (./page-serve.ts, pageLanguage): the head, the frame and the
   * module's fragment in it.
   */
  return async function compose(pathname, identity = {}) {
    const page = await composeFor(pathname, identity);
    const language = asLanguage(identity.language);
    if (language === 'ko') return page;
    return { ...page, html: withPrerenderedFrame(page.html, frame(language)) };
  };
}
