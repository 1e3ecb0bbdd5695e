// Which tab of /myPage the URL hash opens (spec §2).
export type MyPageTab = 'overview' | 'settings';

export const TAB_HASHES = {
  overview: '#outlineSection',
  friends: '#friends-section',
  settings: '#settingSection',
} as const;

export function tabFromHash(hash: string): MyPageTab {
  return hash === TAB_HASHES.settings ? 'settings' : 'overview';
}
