// The page-metadata document a front-end module's build writes beside its remoteEntry.js
// (`page-meta.json`, shared/build/page-meta-plugin.cjs). The shell's document server
// (scripts/lib/page-html.mjs) reads the one of the version remotes.json names as stable and writes
// its values into the HTML of every page the module owns (ROUTE_TABLE), so a release or rollback of
// the module switches them without a shell build. Add fields, never rename or remove them.

export const PAGE_META_FILE = 'page-meta.json';
export const PAGE_META_SCHEMA = 1;

/** What one page says about itself. Image paths are relative to the document's own address. */
export interface PageMeta {
  /** The whole document title ('31번 신중한 탐험가 | 진타입'), from documentTitle(path). */
  title?: string;
  /** One or two sentences for `<meta name=description>` and og:description. */
  description?: string;
  /** The 1200×630 share image, e.g. 'og/type-31.1a2b3c4d.png'. */
  image?: string;
  /** Text alternative of the image. */
  imageAlt?: string;
  /** og:type: 'website' unless said otherwise ('article' for a report). */
  type?: string;
  /** Path of the page's preferred address when two paths show it ('/GeneType' → '/geneType'). */
  canonicalPath?: string;
  /**
   * The same texts in other languages ('Type 31 · Careful Explorer | GeneType'), for a visitor
   * served in that language; a missing text falls back to the Korean one.
   */
  translations?: Partial<Record<PageMetaLanguage, PageMetaText>>;
}

/** The texts of a page's metadata in another language (issue 18); images and paths are shared. */
export type PageMetaText = Pick<PageMeta, 'title' | 'description' | 'imageAlt'>;

/** Languages other than Korean the metadata may be given in. */
export type PageMetaLanguage = 'en';

export interface PageMetaDocument {
  schema: typeof PAGE_META_SCHEMA;
  /** The module that wrote it ('mf-content'). */
  app: string;
  /** Size of every image in the document. */
  imageSize: { width: number; height: number };
  /** What a page of the module without its own entry gets; the home page's owner's also serves the shell's pages. */
  defaults: PageMeta;
  /** Per path: a concrete path ('/typeReport/31') or a ROUTE_TABLE pattern ('/profiles/:nickname'). */
  routes: Record<string, PageMeta>;
  /** Images by name ('type-31' → its file), for pages composed from data (a shared profile's type card). */
  images: Record<string, string>;
}
