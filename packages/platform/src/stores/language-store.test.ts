import type * as EngineModule from '../i18n/engine.js';
import {
  currentLanguage,
  registerNamespace,
  registerSections,
  resetI18nForTests,
  translate,
} from '../i18n/i18n.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { promisesSettled } from '@genetype/tooling/testing';
import { initialLanguage, startLanguage, useLanguageStore } from './language-store.js';

function setBrowserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('language store', () => {
  let loadEnglish: jest.Mock;

  beforeEach(() => {
    localStorage.clear();
    resetI18nForTests();
    useLanguageStore.setState({ language: 'ko' });
    document.documentElement.lang = 'ko';
    loadEnglish = jest.fn(() => Promise.resolve({ default: { hello: 'Hello' } }));
    void registerNamespace('test', { ko: { hello: '안녕하세요' }, load: { en: loadEnglish } });
  });
  afterEach(() => jest.restoreAllMocks());

  it('follows the browser on a first visit: English, Korean, or Korean when neither', () => {
    setBrowserLanguages(['en-GB', 'en']);
    expect(initialLanguage()).toBe('en');
    setBrowserLanguages(['ko-KR']);
    expect(initialLanguage()).toBe('ko');
    setBrowserLanguages(['fr-FR', 'de']);
    expect(initialLanguage()).toBe('ko');
    setBrowserLanguages(['fr-FR', 'en-US']);
    expect(initialLanguage()).toBe('en');
  });

  it('prefers a stored choice over the browser', () => {
    setBrowserLanguages(['en-US']);
    storage.set(STORAGE_KEYS.language, 'ko');
    expect(initialLanguage()).toBe('ko');
    storage.set(STORAGE_KEYS.language, 'xx');
    expect(initialLanguage()).toBe('en');
  });

  it('honours the address’s ?lang= before a stored choice, and remembers it', async () => {
    setBrowserLanguages(['ko-KR']);
    storage.set(STORAGE_KEYS.language, 'ko');
    window.history.replaceState(null, '', '/typeReport/1?lang=en');
    try {
      expect(initialLanguage()).toBe('en');
      await startLanguage();
      expect(useLanguageStore.getState().language).toBe('en');
      expect(storage.get(STORAGE_KEYS.language)).toBe('en');
      expect(document.cookie).toContain('genetype_lang=en');
      // An unknown language in the address is no choice.
      window.history.replaceState(null, '', '/?lang=fr');
      expect(initialLanguage()).toBe('en');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('mirrors the applied language in the cookie at start, even a browser preference', async () => {
    setBrowserLanguages(['ko-KR']);
    await startLanguage();
    expect(document.cookie).toContain('genetype_lang=ko');
  });

  it('starts a Korean visit without loading any other language', async () => {
    setBrowserLanguages(['ko-KR']);
    await startLanguage();
    expect(loadEnglish).not.toHaveBeenCalled();
    expect(translate('test', 'hello')).toBe('안녕하세요');
    expect(document.documentElement.lang).toBe('ko');
    // A browser preference is not a choice: nothing stored.
    expect(storage.get(STORAGE_KEYS.language)).toBeNull();
  });

  it('switches at once: loads English, translates, sets <html lang> and remembers', async () => {
    await useLanguageStore.getState().setLanguage('en');
    expect(loadEnglish).toHaveBeenCalledTimes(1);
    expect(useLanguageStore.getState().language).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(translate('test', 'hello')).toBe('Hello');
    expect(document.documentElement.lang).toBe('en');
    expect(storage.get(STORAGE_KEYS.language)).toBe('en');
    // …and in a cookie, for the page composer.
    expect(document.cookie).toContain('genetype_lang=en');

    await useLanguageStore.getState().setLanguage('ko');
    expect(translate('test', 'hello')).toBe('안녕하세요');
    expect(document.documentElement.lang).toBe('ko');
    await useLanguageStore.getState().setLanguage('en');
    // Loaded once, kept.
    expect(loadEnglish).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice through a logout (storage cleared)', async () => {
    await useLanguageStore.getState().setLanguage('en');
    storage.set(STORAGE_KEYS.token, 'x');
    storage.clear();
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.language)).toBe('en');
  });

  it('loads a namespace registered while English is on (a remote mounted later)', async () => {
    await useLanguageStore.getState().setLanguage('en');
    const later = jest.fn(() => Promise.resolve({ default: { bye: 'Bye' } }));
    await registerNamespace('later', { ko: { bye: '안녕히 가세요' }, load: { en: later } });
    expect(later).toHaveBeenCalledTimes(1);
    expect(translate('later', 'bye')).toBe('Bye');
  });

  it('falls back to Korean when the English chunk fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await registerNamespace('broken', {
      ko: { title: '제목' },
      load: { en: () => Promise.reject(new Error('chunk failed')) },
    });
    await useLanguageStore.getState().setLanguage('en');
    expect(translate('broken', 'title')).toBe('제목');
    expect(translate('test', 'hello')).toBe('Hello');
  });
});

describe('a Korean page', () => {
  it('shows its texts without loading i18next; the first other language loads it once', async () => {
    jest.resetModules();
    const actual = jest.requireActual<typeof EngineModule>('../i18n/engine.js');
    const createEngine = jest.fn(actual.createEngine);
    jest.doMock('../i18n/engine.js', () => ({ createEngine }));
    const i18nModule = await import('../i18n/i18n.js');
    const { useLanguageStore: store, startLanguage: start } = await import('./language-store.js');
    void i18nModule.registerNamespace('page', {
      ko: { greeting: '{{name}}님, 반가워요' },
      load: { en: () => Promise.resolve({ default: { greeting: 'Welcome, {{name}}' } }) },
    });
    localStorage.clear();
    setBrowserLanguages(['ko-KR']);
    await start();
    expect(i18nModule.translate('page', 'greeting', { name: '하나' })).toBe('하나님, 반가워요');
    expect(createEngine).not.toHaveBeenCalled();

    await store.getState().setLanguage('en');
    await store.getState().setLanguage('ko');
    await store.getState().setLanguage('en');
    expect(i18nModule.translate('page', 'greeting', { name: 'Hana' })).toBe('Welcome, Hana');
    expect(createEngine).toHaveBeenCalledTimes(1);
  });
});

describe('section namespaces', () => {
  beforeEach(() => resetI18nForTests());

  it("hold a lazily loaded feature's keys under the app's namespace, in both languages", async () => {
    void registerNamespace('app', {
      ko: { title: '앱' },
      load: { en: () => Promise.resolve({ title: 'App' }) },
    });
    expect(translate('app', 'settings.title')).toBe('settings.title');
    void registerNamespace('app/settings', {
      ko: { title: '설정', hello: '{{name}}님' },
      load: { en: () => Promise.resolve({ title: 'Settings', hello: 'Hi {{name}}' }) },
    });
    expect(translate('app', 'settings.title')).toBe('설정');
    expect(translate('app', 'title')).toBe('앱');
    await useLanguageStore.getState().setLanguage('en');
    expect(translate('app', 'settings.hello', { name: 'Mina' })).toBe('Hi Mina');
    expect(translate('app', 'title')).toBe('App');
    await useLanguageStore.getState().setLanguage('ko');
  });
});

describe('a feature registering its sections', () => {
  beforeEach(() => resetI18nForTests());

  it('adds each top-level key as a section of the app, its English in one chunk', async () => {
    void registerNamespace('app', { ko: {}, load: {} });
    const english = jest.fn(() =>
      Promise.resolve({
        default: { login: { title: 'Log in' }, signup: { title: 'Sign up', hi: 'Hi {{name}}' } },
      }),
    );
    registerSections(
      'app',
      { login: { title: '로그인' }, signup: { title: '회원가입', hi: '{{name}}님' } },
      { en: english },
    );
    expect(translate('app', 'login.title')).toBe('로그인');
    expect(translate('app', 'signup.hi', { name: '하나' })).toBe('하나님');
    await useLanguageStore.getState().setLanguage('en');
    expect(translate('app', 'login.title')).toBe('Log in');
    expect(translate('app', 'signup.hi', { name: 'Hana' })).toBe('Hi Hana');
    expect(english).toHaveBeenCalledTimes(1);
    await useLanguageStore.getState().setLanguage('ko');
  });
});

describe('a namespace registered while a language loads', () => {
  beforeEach(() => resetI18nForTests());

  it('is loaded in that language too (an app mounting during an English first visit)', async () => {
    void registerNamespace('shell-like', {
      ko: { a: '가' },
      load: { en: () => Promise.resolve({ default: { a: 'A' } }) },
    });
    const switching = useLanguageStore.getState().setLanguage('en');
    void registerNamespace('remote', {
      ko: { b: '나' },
      load: { en: () => Promise.resolve({ default: { b: 'B' } }) },
    });
    await switching;
    // The remote's catalogue comes through promises alone (not textsReady(), which loads it too).
    await promisesSettled();
    expect(translate('shell-like', 'a')).toBe('A');
    expect(translate('remote', 'b')).toBe('B');
    await useLanguageStore.getState().setLanguage('ko');
  });

  it('does not override a later choice', async () => {
    const englishCatalogue = jest.fn<Promise<{ a: string }>, []>();
    const asked = new Promise<(catalogue: { a: string }) => void>((askedFor) =>
      englishCatalogue.mockImplementation(() => new Promise((arrive) => askedFor(arrive))),
    );
    void registerNamespace('x', { ko: { a: '가' }, load: { en: englishCatalogue } });
    const switching = useLanguageStore.getState().setLanguage('en');
    const arrive = await asked;
    // Korean is chosen while the English catalogue is on its way, which arrives afterwards.
    const korean = useLanguageStore.getState().setLanguage('ko');
    arrive({ a: 'A' });
    await Promise.all([switching, korean]);
    expect(currentLanguage()).toBe('ko');
    expect(translate('x', 'a')).toBe('가');
  });
});
