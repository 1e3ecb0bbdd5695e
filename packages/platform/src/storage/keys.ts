// Every browser-storage key of spec §3. Property name = key, so `STORAGE_KEYS.x` reads like the key it writes.
export const STORAGE_KEYS = {
  token: 'token',
  /**
   * Legacy: where earlier releases kept the refresh token. It now lives only in an HttpOnly
   * cookie; a value found here is sent once to the refresh path and removed, never written.
   */
  refreshToken: 'refreshToken',
  email: 'email',
  nickname: 'nickname',
  profileImage: 'profileImage',
  foundEmail: 'foundEmail',
  /** { refererPathname, queryParam } — the spec's spelling, kept so stored data stays readable. */
  refferData: 'refferData',
  resetPasswordToken: 'resetPasswordToken',
  kakaoAccessToken: 'kakaoAccessToken',
  id_token: 'id_token',
  loginType: 'loginType',
  /** JSON array of every recent search, newest first. */
  recentSearches: 'recentSearches',
  search: 'search',
  /** JSON array of the cached demo questions. */
  demoQuests: 'demoQuests',
  duplicate: 'duplicate',
  type: 'type',
  /** 'ko' | 'en': the language the visitor chose (issue 18); absent until they choose. */
  language: 'language',
} as const;

export type StorageKeys = typeof STORAGE_KEYS;
export type StorageKey = StorageKeys[keyof StorageKeys];

export const ALL_STORAGE_KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS);

/**
 * Device preferences, not session data: a logout (which clears storage) keeps them, so a visitor
 * who chose English stays in English after logging out.
 */
export const DEVICE_PREFERENCE_KEYS: readonly StorageKey[] = [STORAGE_KEYS.language];
