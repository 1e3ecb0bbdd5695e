import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import OwnProfilePage from './own-profile-page';

function Probe() {
  const location = useLocation();
  const state = location.state as { openLogin?: boolean } | null;
  return (
    <p data-testid="location">{`${location.pathname}${location.hash}${state?.openLogin ? ' +login' : ''}`}</p>
  );
}

const renderAtProfiles = () =>
  render(
    <MemoryRouter initialEntries={['/profiles']}>
      <Routes>
        <Route path="/profiles" element={<OwnProfilePage />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );

function signIn(nickname: string | null) {
  storage.set(STORAGE_KEYS.token, 't');
  useAuthStore.setState({ user: { userId: 'me', nickname } as User, status: 'authenticated' });
}

beforeEach(() => {
  localStorage.clear();
  resetStores();
});

describe('/profiles without a nickname', () => {
  it("takes a member to their own profile's address", async () => {
    signIn('진타입러');
    renderAtProfiles();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/profiles/${encodeURIComponent('진타입러')}`,
    );
  });

  it('asks a member without a nickname to choose one first', () => {
    signIn(null);
    renderAtProfiles();
    expect(screen.getByText(/닉네임을 정한 뒤에 볼 수 있어요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '닉네임 정하러 가기' })).toHaveAttribute(
      'href',
      '/myPage#settingSection',
    );
  });

  it('sends a visitor home to log in, and remembers to come back', async () => {
    useAuthStore.setState({ user: null, status: 'anonymous' });
    renderAtProfiles();
    expect(await screen.findByTestId('location')).toHaveTextContent('/ +login');
    expect(storage.getJson(STORAGE_KEYS.refferData)).toEqual({
      refererPathname: '/profiles',
      queryParam: null,
    });
  });
});
