import { describe, expect, it } from '@jest/globals';
import { pageLanguage, parseCookies } from './page-serve.mjs';

describe('the language a page starts in', () => {
  it.each([
    ['genetype_language=en', 'ko-KR,ko;q=0.9', 'en'],
    ['genetype_language=ko', 'en-US,en;q=0.9', 'ko'],
    ['genetype_language=fr', 'en-US,en;q=0.9', 'en'],
    ['', 'en-GB,en;q=0.8,ko;q=0.5', 'en'],
    ['', 'fr-FR,fr;q=0.9,en;q=0.8,ko;q=0.9', 'ko'],
    ['', 'ko;q=0,en;q=0.1', 'en'],
    ['', 'de-DE,fr', 'ko'],
    ['', undefined, 'ko'],
  ])('cookie %j, Accept-Language %j → %s', (cookie, acceptLanguage, language) => {
    expect(pageLanguage(parseCookies(cookie), acceptLanguage)).toBe(language);
  });
});
