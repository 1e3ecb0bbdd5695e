// The files a remote's `./app` loads first and those of one of its pages, read from the version's
// mf-manifest.json — the same list for the warm-up in the browser (./warm-up.ts, once remotes.json
// has arrived) and for the page composer (shell/server: named in the HTML of a page without
// prerendered HTML, so a member's page asks for them with its first response). No imports: the
// composer runs it in Node.

export interface WarmUpHint {
  rel: 'preconnect' | 'preload' | 'prefetch';
  href: string;
  /** For a preload: what it is. */
  as?: 'script' | 'style';
}

interface ManifestExpose {
  path?: unknown;
  assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } };
}

/** A page's files as the remote's build lists them (packages/tooling/build: ManifestPagesPlugin). */
interface ManifestPage {
  js?: unknown;
  css?: unknown;
}

const fileList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The files a remote's `./app` loads first and those of the given page, from its mf-manifest.json
 * (none when unreadable).
 */
export function appExposeHints(
  manifest: unknown,
  manifestUrl: string,
  page?: string,
): WarmUpHint[] {
  const data = manifest as {
    metaData?: { publicPath?: unknown };
    exposes?: unknown;
    pages?: Record<string, ManifestPage | undefined>;
  } | null;
  const exposes = Array.isArray(data?.exposes) ? (data.exposes as ManifestExpose[]) : [];
  const app = exposes.find((expose) => expose?.path === './app');
  if (!app) return [];
  // 'auto' (every GeneType build): the files sit beside the manifest.
  const publicPath = data?.metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto'
      ? new URL(publicPath, manifestUrl).href
      : manifestUrl;
  const hint =
    (as: 'script' | 'style') =>
    (file: string): WarmUpHint => ({
      rel: 'preload',
      href: new URL(file, base).href,
      as,
    });
  const pageFiles =
    page && data?.pages && typeof data.pages === 'object' ? data.pages[page] : undefined;
  return [
    ...fileList(app.assets?.css?.sync).map(hint('style')),
    ...fileList(app.assets?.js?.sync).map(hint('script')),
    ...fileList(pageFiles?.css).map(hint('style')),
    ...fileList(pageFiles?.js).map(hint('script')),
  ];
}
