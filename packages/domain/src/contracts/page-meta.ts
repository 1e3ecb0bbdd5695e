// The page-metadata document a front-end module's build writes beside its remoteEntry.js
// (`page-meta.json`, packages/tooling/build/page-meta-plugin.cjs). The shell's document server
// (shell/server/page-composer.ts) reads the one of the version remotes.json names as stable and writes
// its values into the HTML of every page the module owns (ROUTE_TABLE), so a release or rollback of
// the module switches them without a shell build. Add fields, never rename or remove them.
// The types come from the document's schema (./modules.ts, with the other files a build publishes);
// only types are imported, so this pure entry and the browser singleton stay without TypeBox.
import type { PageMeta, PageMetaDocument } from './modules.js';

export type { PageMeta, PageMetaDocument, PageMetaText } from './modules.js';

export const PAGE_META_FILE = 'page-meta.json';
export const PAGE_META_SCHEMA: PageMetaDocument['schema'] = 1;

/** Languages other than Korean the metadata may be given in. */
export type PageMetaLanguage = keyof NonNullable<PageMeta['translations']>;
