// The operator's contact details, in one place for the contact, terms and privacy pages.
// The operator replaces these before launch (docs/decisions.md).
export const SERVICE_INFO = {
  serviceName: '진타입(GeneType)',
  operator: '진타입 운영팀',
  supportEmail: 'help@genetype.kr',
  privacyEmail: 'privacy@genetype.kr',
  privacyOfficer: '개인정보 보호책임자',
  supportHours: '평일 오전 10시 ~ 오후 6시 (주말·공휴일 휴무)',
  legalEffectiveDate: '2026년 12월 1일',
  /** The same date, for other languages (Intl.DateTimeFormat). */
  legalEffectiveIsoDate: '2026-12-01',
} as const;
