// The profile card in the page's language (issue 18): dates through Intl, the type by number and
// code in English (the type names are Korean content).
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useLanguageStore } from '@genetype/platform';
import type { PublicProfile } from '@genetype/domain/contracts';
import { ProfileCard } from './profile-card';

const profile: PublicProfile = {
  nickname: 'gene01',
  profileIcon: null,
  finalType: { typeId: 7, code: 'II-B-44-SS', name: '빈틈없는 설계자', groupName: '성실한 설계자' },
  review: null,
  joinedAt: '2026-10-15T00:00:00.000Z',
};

const show = () =>
  render(
    <MemoryRouter>
      <ProfileCard profile={profile} />
    </MemoryRouter>,
  );

afterEach(async () => {
  await act(() => useLanguageStore.getState().setLanguage('ko'));
});

describe('<ProfileCard> in each language', () => {
  it('Korean: the joined month, the type name and its group', () => {
    show();
    expect(screen.getByText('2026년 10월 가입')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: '7번 빈틈없는 설계자 · II-B-44-SS' }),
    ).toBeInTheDocument();
    expect(screen.getByText('성실한 설계자 그룹')).toBeInTheDocument();
  });

  it('English: the joined month through Intl, the type by number and code', async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
    show();
    expect(screen.getByRole('article', { name: "gene01's profile" })).toBeInTheDocument();
    expect(screen.getByText('Joined October 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Type 7 · II-B-44-SS' })).toBeInTheDocument();
    expect(screen.getByText('No review yet.')).toBeInTheDocument();
    expect(screen.queryByText(/설계자/)).not.toBeInTheDocument();
  });
});
