// The addresses of the sections of /geneType and /learningGene (issue 38). Its own module, apart
// from the route table: the pages that link to a section (home, a report) take these few lines,
// not ROUTE_TABLE.

/**
 * The pages whose sections have addresses of their own (issue 38; docs/decisions.md, "Section
 * addresses"), each with its sections' ids in the order the page shows them. The first section is
 * the page's own path ('/geneType'); every other one is `<page>/<id>` ('/geneType/emotion'). The
 * ids are those of the reading content (@genetype/content, whose test holds the two in step).
 */
export const PAGE_SECTIONS = {
  '/geneType': ['types', 'earth-power', 'attachment', 'creative-behaviour', 'emotion'],
  '/learningGene': ['introduction', 'research', 'principle', 'test-method'],
} as const;

export type SectionedPage = keyof typeof PAGE_SECTIONS;
export type SectionId<P extends SectionedPage> = (typeof PAGE_SECTIONS)[P][number];

/** The address of a section of a page: the page's own path for its first section (or an unknown id). */
export function sectionPath(page: SectionedPage, section: string | undefined): string {
  const sections: readonly string[] = PAGE_SECTIONS[page];
  const index = section === undefined ? -1 : sections.indexOf(section);
  return index > 0 ? `${page}/${section}` : page;
}

/** Every address of a page's sections, the page's own path first. */
export function sectionPaths(page: SectionedPage): string[] {
  return PAGE_SECTIONS[page].map((section) => sectionPath(page, section));
}

/**
 * The section a section address names by its last segment ('emotion' of '/geneType/emotion');
 * undefined when it names none — the first section's id included, whose address is the page's own.
 */
export function addressedSection<P extends SectionedPage>(
  page: P,
  segment: string | undefined,
): SectionId<P> | undefined {
  const sections: readonly string[] = PAGE_SECTIONS[page];
  return segment !== undefined && sections.indexOf(segment) > 0
    ? (segment as SectionId<P>)
    : undefined;
}
