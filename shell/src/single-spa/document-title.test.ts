import { documentTitleFor, installDocumentTitle } from './document-title';

describe('document title', () => {
  it('follows the route table', () => {
    expect(documentTitleFor('/')).toBe('진타입');
    expect(documentTitleFor('/typeReport/3')).toBe('3번 섬세한 탐구자 | 진타입');
    expect(documentTitleFor('/typeReport/31')).toBe('31번 신중한 탐험가 | 진타입');
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
});
