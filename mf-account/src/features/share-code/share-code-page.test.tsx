import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { profilesApi, resetStores } from '@genetype/shared';
import ShareCodePage, { SHARE_CODE_GONE } from './share-code-page';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/s/:code" element={<ShareCodePage />} />
        <Route path="/profiles/:nickname" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => resetStores());
afterEach(() => jest.restoreAllMocks());

describe('/s/:code', () => {
  it('replaces the short address with the profile link the code names', async () => {
    const byShareCode = jest.spyOn(profilesApi, 'byShareCode').mockResolvedValue({
      nickname: 'gene01',
      typeId: 31,
      typeCode: 'ID-C-44-SS',
      typeName: '신중한 탐험가',
      profileLink: '/profiles/gene01?share=abc.def',
    });
    renderAt('/s/Ab3_x-9Z');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profiles/gene01?share=abc.def');
    expect(byShareCode).toHaveBeenCalledWith('Ab3_x-9Z');
  });

  it('explains an unknown or expired code', async () => {
    jest.spyOn(profilesApi, 'byShareCode').mockResolvedValue(null);
    renderAt('/s/AAAAAAAA');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_CODE_GONE);
    expect(screen.getByRole('link', { name: '진타입 홈으로 가기' })).toHaveAttribute('href', '/');
  });

  it('does not call the API for a malformed code', async () => {
    const byShareCode = jest.spyOn(profilesApi, 'byShareCode');
    renderAt('/s/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_CODE_GONE);
    expect(byShareCode).not.toHaveBeenCalled();
  });
});
