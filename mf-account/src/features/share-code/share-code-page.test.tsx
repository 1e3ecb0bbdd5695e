/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import ShareCodePage, { SHARE_CODE_FAILED, SHARE_CODE_GONE } from './share-code-page';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/s/:code" element={<ShareCodePage />} />
      <Route path="/profiles/:nickname" element={<Landed />} />
    </Routes>,
    { at: path },
  );
}

const gene01 = {
  nickname: 'gene01',
  typeId: 31,
  typeCode: 'ID-C-44-SS',
  typeName: '주의 깊은 탐험가',
  profileLink: '/profiles/gene01?share=abc.def',
};

startApiServer();
afterEach(() => jest.restoreAllMocks());

describe('/s/:code', () => {
  it('replaces the short address with the profile link the code names', async () => {
    const reads = answer('get', '/profiles/share/:code', gene01);
    renderAt('/s/Ab3_x-9Z');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profiles/gene01?share=abc.def');
    expect(reads.map((call) => call.url.pathname)).toEqual(['/profiles/share/Ab3_x-9Z']);
  });

  it('explains an unknown or expired code', async () => {
    answer('get', '/profiles/share/:code', () => apiError(404, '공유 코드를 찾을 수 없어요.'));
    renderAt('/s/AAAAAAAA');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_CODE_GONE);
    expect(screen.getByRole('link', { name: '진타입 홈으로 가기' })).toHaveAttribute('href', '/');
  });

  it('does not call the API for a malformed code', async () => {
    const reads = answer('get', '/profiles/share/:code', gene01);
    renderAt('/s/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_CODE_GONE);
    expect(reads).toHaveLength(0);
  });

  it('offers "다시 시도" when the API does not answer, and the retry opens the profile', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first read finds no network; the retry is answered.
    const reads = answer('get', '/profiles/share/:code', () =>
      reads.length === 1 ? HttpResponse.error() : HttpResponse.json(gene01),
    );
    const { user } = renderAt('/s/Ab3_x-9Z');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_CODE_FAILED);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profiles/gene01?share=abc.def');
    expect(reads).toHaveLength(2);
  });
});
