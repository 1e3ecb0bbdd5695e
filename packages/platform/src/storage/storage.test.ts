import { ALL_STORAGE_KEYS, STORAGE_KEYS } from './keys.js';
import { storage } from './storage.js';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('STORAGE_KEYS', () => {
  it('holds every key of spec §3, each under its own name', () => {
    expect([...ALL_STORAGE_KEYS].sort()).toEqual(
      [
        'token',
        'refreshToken',
        'email',
        'nickname',
        'profileImage',
        'foundEmail',
        'refferData',
        'resetPasswordToken',
        'kakaoAccessToken',
        'id_token',
        'loginType',
        'recentSearches',
        'search',
        'demoQuests',
        'duplicate',
        'type',
        // Issue 18: the chosen language (a device preference).
        'language',
      ].sort(),
    );
    for (const [name, key] of Object.entries(STORAGE_KEYS)) expect(name).toBe(key);
  });
});

describe('storage', () => {
  it('reads, writes and removes strings', () => {
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    storage.set(STORAGE_KEYS.token, 'abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(storage.get(STORAGE_KEYS.token)).toBe('abc');
    storage.remove(STORAGE_KEYS.token);
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
  });

  it('round-trips JSON and reads bad JSON as null', () => {
    storage.setJson(STORAGE_KEYS.refferData, { refererPathname: '/myPage', queryParam: 'q=1' });
    expect(storage.getJson(STORAGE_KEYS.refferData)).toEqual({
      refererPathname: '/myPage',
      queryParam: 'q=1',
    });
    localStorage.setItem('recentSearches', '{not json');
    expect(storage.getJson(STORAGE_KEYS.recentSearches)).toBeNull();
    expect(storage.getJson(STORAGE_KEYS.demoQuests)).toBeNull();
  });

  it('does not store a value JSON cannot represent, and survives circular values', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.set(STORAGE_KEYS.search, 'old');
    storage.setJson(STORAGE_KEYS.search, undefined);
    expect(storage.get(STORAGE_KEYS.search)).toBeNull();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => storage.setJson(STORAGE_KEYS.search, circular)).not.toThrow();
  });

  it('clears everything', () => {
    storage.set(STORAGE_KEYS.token, 'a');
    storage.set(STORAGE_KEYS.type, 'IIA');
    storage.clear();
    expect(localStorage.length).toBe(0);
  });

  it('keeps the device preferences (the language) when it clears the rest', () => {
    storage.set(STORAGE_KEYS.token, 'a');
    storage.set(STORAGE_KEYS.language, 'en');
    storage.clear();
    expect(localStorage.length).toBe(1);
    expect(storage.get(STORAGE_KEYS.language)).toBe('en');
  });

  it('never throws when the browser refuses (private mode, quota)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'clear').mockImplementation(refuse);
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getJson(STORAGE_KEYS.token)).toBeNull();
    expect(() => storage.set(STORAGE_KEYS.token, 'x')).not.toThrow();
    expect(() => storage.setJson(STORAGE_KEYS.token, [1])).not.toThrow();
    expect(() => storage.remove(STORAGE_KEYS.token)).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
  });

  it('reads nothing when localStorage itself is inaccessible', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(storage.get(STORAGE_KEYS.token)).toBeNull();
      expect(() => storage.set(STORAGE_KEYS.token, 'x')).not.toThrow();
      expect(() => storage.clear()).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});
