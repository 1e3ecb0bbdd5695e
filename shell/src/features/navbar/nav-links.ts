export interface NavItem {
  label: string;
  to: string;
}

export const TEST_LINK: NavItem = { label: '검사하기', to: '/questions' };
export const TYPE_REPORT_LIST: NavItem = { label: '유형 리포트', to: '/typeReport' };

/** The two info pages (spec §2: "the two info links"). */
export const INFO_LINKS: readonly NavItem[] = [
  { label: '진타입', to: '/geneType' },
  { label: '학습 유전자란?', to: '/learningGene' },
];

export const CONTACT_LINK: NavItem = { label: '문의하기', to: '/contact' };

export function typeReportPath(id: number): string {
  return `/typeReport/${id}`;
}
