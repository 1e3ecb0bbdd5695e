import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApi } from '../api/client.js';
import {
  applyLanguage,
  registerNamespace,
  resetI18nForTests,
  textsReady,
  translate,
} from './i18n.js';
import { pickLanguage } from '@genetype/domain';
import { promisesSettled } from '@genetype/tooling/testing';

describe('pickLanguage', () => {
  it.each([
    [['en-US', 'ko'], 'en'],
    [['ko-KR', 'en'], 'ko'],
    [['ja', 'fr'], 'ko'],
    [[], 'ko'],
    [undefined, 'ko'],
  ] as const)('%j → %s', (preferences, language) => {
    expect(pickLanguage(preferences as readonly string[] | undefined)).toBe(language);
  });
});

describe('the API client', () => {
  afterEach(() => resetI18nForTests());

  it("sends the page's language as Accept-Language", async () => {
    const seen: (string | undefined)[] = [];
    const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
      seen.push(config.headers.get('Accept-Language') as string | undefined);
      return Promise.resolve({
        data: {},
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
        request: {},
      });
    };
    configureApi({ baseURL: 'http://api.test' });
    apiClient.defaults.adapter = adapter;
    await apiClient.get('/a');
    await applyLanguage('en');
    await apiClient.get('/b');
    expect(seen).toEqual(['ko', 'en']);
  });
});

describe('textsReady', () => {
  afterEach(() => resetI18nForTests());

  it('is settled at once in Korean', async () => {
    void registerNamespace('ready-ko', {
      ko: { title: '제목' },
      load: { en: () => new Promise(() => {}) },
    });
    await expect(textsReady()).resolves.toBeUndefined();
  });

  it('waits for a namespace registered during an English visit until its English arrives', async () => {
    await applyLanguage('en');
    let arrive: (catalogue: { title: string }) => void = () => {};
    void registerNamespace('ready-late', {
      ko: { title: '제목' },
      load: { en: () => new Promise((resolve) => (arrive = resolve)) },
    });
    let ready = false;
    const settled = textsReady().then(() => (ready = true));
    // Nothing but the catalogue (which the test holds back) is left to wait for.
    await promisesSettled();
    // Before: the Korean fallback is what a render would show.
    expect(ready).toBe(false);
    expect(translate('ready-late', 'title')).toBe('제목');
    arrive({ title: 'Title' });
    await settled;
    expect(ready).toBe(true);
    expect(translate('ready-late', 'title')).toBe('Title');
  });

  it('waits for the switch itself, and settles when a catalogue fails', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    void registerNamespace('ready-broken', {
      ko: { title: '제목' },
      load: { en: () => Promise.reject(new Error('ChunkLoadError')) },
    });
    void applyLanguage('en');
    await textsReady();
    expect(translate('ready-broken', 'title')).toBe('제목');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
