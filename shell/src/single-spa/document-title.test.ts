import { useLanguageStore } from '@genetype/platform';
import { documentTitleFor, installDocumentTitle } from './document-title';

describe('document title', () => {
  it('follows the route table', () => {
    expect(documentTitleFor('/')).toBe('진타입');
    expect(documentTitleFor('/typeReport/3')).toBe('3번 세심한 탐구자 | 진타입');
    expect(documentTitleFor('/typeReport/31')).toBe('31번 주의 깊은 탐험가 | 진타입');
    expect(documentTitleFor('/nope')).toBe('페이지를 찾을 수 없어요 | 진타입');
  });

  it('updates on every single-spa routing event', () => {
    window.history.replaceState(null, '', '/search');
    const stop = installDocumentTitle();
    expect(document.title).toBe('검색 결과 | 진타입');
    window.history.replaceState(null, '', '/myPage');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(document.title).toBe('마이페이지 | 진타입');
    stop();
  });

  describe('in English', () => {
    afterEach(() => useLanguageStore.getState().setLanguage('ko'));

    it('follows the language: route titles, type names and the site name', async () => {
      await useLanguageStore.getState().setLanguage('en');
      expect(documentTitleFor('/')).toBe('GeneType');
      expect(documentTitleFor('/typeReport')).toBe('Type reports | GeneType');
      expect(documentTitleFor('/typeReport/31')).toBe('Type 31: Mindful Explorer | GeneType');
      expect(documentTitleFor('/typeReport/54')).toBe('Type 54: Unstoppable Adventurer | GeneType');
      expect(documentTitleFor('/learningGene')).toBe('What are learning genes? | GeneType');
      expect(documentTitleFor('/nope')).toBe('Page not found | GeneType');
    });

    it('changes the title when the language switches, and back', async () => {
      window.history.replaceState(null, '', '/search');
      const stop = installDocumentTitle();
      expect(document.title).toBe('검색 결과 | 진타입');
      await useLanguageStore.getState().setLanguage('en');
      await Promise.resolve(); // the <html lang> observer reports in a microtask
      expect(document.title).toBe('Search results | GeneType');
      await useLanguageStore.getState().setLanguage('ko');
      await Promise.resolve();
      expect(document.title).toBe('검색 결과 | 진타입');
      stop();
    });

    it("writes the title again once the visit's language has started", async () => {
      let ready: () => void = () => {};
      const languageReady = new Promise<void>((resolve) => {
        ready = resolve;
      });
      window.history.replaceState(null, '', '/myPage');
      const stop = installDocumentTitle(window, languageReady);
      expect(document.title).toBe('마이페이지 | 진타입');
      // A stored English choice: the store says English while its texts load (no <html lang> yet).
      useLanguageStore.setState({ language: 'en' });
      await useLanguageStore.getState().setLanguage('en');
      document.title = 'stale';
      ready();
      await languageReady;
      await Promise.resolve();
      expect(document.title).toBe('My page | GeneType');
      stop();
    });
  });
});
