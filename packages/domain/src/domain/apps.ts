export type AppName = 'shell' | 'mf-content' | 'mf-questionnaire' | 'mf-account' | 'mf-search';

/** The four remotes the shell loads on demand. */
export const REMOTE_APPS: readonly Exclude<AppName, 'shell'>[] = [
  'mf-content',
  'mf-questionnaire',
  'mf-account',
  'mf-search',
];

export const APP_NAMES: readonly AppName[] = ['shell', ...REMOTE_APPS];
