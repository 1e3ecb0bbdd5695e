export interface NavItem {
  /** Key of its label in the shell's catalogue (shell/src/i18n). */
  key: string;
  to: string;
}

export const TEST_LINK: NavItem = { key: 'nav.test', to: '/questions' };
export const TYPE_REPORT_LIST: NavItem = { key: 'nav.typeReports', to: '/typeReport' };

/** The two info pages (spec §2: "the two info links"). */
export const INFO_LINKS: readonly NavItem[] = [
  { key: 'nav.geneType', to: '/geneType' },
  { key: 'nav.learningGene', to: '/learningGene' },
];

export const CONTACT_LINK: NavItem = { key: 'nav.contact', to: '/contact' };

export function typeReportPath(id: number): string {
  return `/typeReport/${id}`;
}
