/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen } from '@testing-library/react';
import { PROFILE_MESSAGES } from '@genetype/domain/contracts';
import { resetStores, useAuthStore } from '@genetype/platform';
import type { MyPageResponse, User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { ProfileShareBlock } from './profile-share-block';

startApiServer();
beforeEach(() => {
  resetStores();
  useAuthStore.setState({ user: { userId: 'm1' } as User, status: 'authenticated' });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const ownPage = (overrides: Partial<MyPageResponse>): MyPageResponse => ({
  profile: null,
  profileLink: null,
  profileLinkExpiresAt: null,
  message: null,
  ...overrides,
});

describe('<ProfileShareBlock>', () => {
  it('copies the full link and shows the check icon for 3 s', async () => {
    jest.useFakeTimers();
    const reads = answer(
      'get',
      '/user/myPage',
      ownPage({
        profileLink: '/profiles/gene01?share=tok',
        profileLinkExpiresAt: '2026-12-22T00:00:00.000Z',
      }),
    );
    const { user } = renderWithProviders(<ProfileShareBlock />, {
      keepState: true,
      advanceTimers: jest.advanceTimersByTime,
    });
    // userEvent installs its own clipboard stub; watch it after setup.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const link = `${window.location.origin}/profiles/gene01?share=tok`;
    expect(await screen.findByRole('textbox', { name: '프로필 공유 링크' })).toHaveValue(link);
    expect(reads).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(await screen.findByTestId('copied-icon')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByTestId('copied-icon')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('copied-icon')).not.toBeInTheDocument();
  });

  it('asks for a nickname first when there is no link', async () => {
    answer('get', '/user/myPage', ownPage({}));
    renderWithProviders(<ProfileShareBlock />, { keepState: true });
    expect(
      await screen.findByText(PROFILE_MESSAGES.noNickname, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '닉네임 설정하기' })).toHaveAttribute(
      'href',
      '/myPage#settingSection',
    );
  });
});
