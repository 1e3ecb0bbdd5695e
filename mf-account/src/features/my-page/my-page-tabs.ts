// Which tab of /myPage the URL hash opens (spec §2).
export type MyPageTab = 'overview' | 'family' | 'settings';

export const TAB_HASHES = {
  overview: '#outlineSection',
  friends: '#friends-section',
  family: '#familySection',
  settings: '#settingSection',
} as const;

export function tabFromHash(hash: string): MyPageTab {
  if (hash === TAB_HASHES.settings) return 'settings';
  if (hash === TAB_HASHES.family) return 'family';
  return 'overview';
}
