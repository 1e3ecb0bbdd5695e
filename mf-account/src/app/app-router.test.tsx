/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { describeAppRoutes, renderWithProviders } from '@genetype/tooling/testing';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { AppRoutes, APP } from './app-router';
import { pages } from './pages';

startApiServer();

function renderAt(path: string) {
  return renderWithProviders(<AppRoutes />, { at: path, keepState: true });
}

describeAppRoutes({
  app: APP,
  AppRoutes,
  pages,
  titles: [
    ['/signup', '약관 동의'],
    ['/create-account', '약관 동의'],
    ['/agreement', '약관 동의'],
    ['/user/resetPassword/abc123', '비밀번호 재설정'],
    // Without a pending social sign-up, a Kakao code or a popup opener, these explain themselves.
    ['/marketing', '가입 정보를 찾을 수 없어요'],
    ['/phoneVerifyResponse', '휴대폰 본인인증'],
    ['/kakao/login', '카카오 로그인'],
    ['/kakao/link', '카카오 계정 연결'],
    ['/profiles/gene12345', '프로필'],
  ],
  notMine: ['/', '/questions', '/user/resetPassword'],
});

describe('mf-account routes', () => {
  it('/myPage renders its one <h1> "마이페이지" for a member', async () => {
    storage.set(STORAGE_KEYS.token, 'token-1');
    answer('get', '/results/others', { results: [], nextCursor: null });
    useAuthStore.setState({
      user: {
        userId: 'member01',
        email: 'm@example.com',
        nickname: null,
        phoneNumber: null,
        isPasswordSet: true,
        section: 0,
        results: [],
      } as unknown as User,
      status: 'authenticated',
      loadUser: jest.fn().mockResolvedValue(undefined),
    });
    renderAt('/myPage');
    expect(
      await screen.findByRole('heading', { level: 1, name: '마이페이지' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findByText('아직 대신 검사한 사람이 없어요.');
    resetStores();
    storage.remove(STORAGE_KEYS.token);
  });

  describe('the stored reset-password token route', () => {
    afterEach(() => storage.clear());

    it('renders the reset page when the path is the stored token', async () => {
      storage.set(STORAGE_KEYS.resetPasswordToken, 'tok-42');
      renderAt('/tok-42');
      expect(
        await screen.findByRole('heading', { level: 1, name: '비밀번호 재설정' }),
      ).toBeInTheDocument();
    });

    it('renders nothing for any other one-segment path', async () => {
      storage.set(STORAGE_KEYS.resetPasswordToken, 'tok-42');
      renderAt('/tok-43');
      await waitFor(() => expect(document.querySelector('[role=status]')).toBeNull());
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });
  });

  it('asks a visitor without a share link to log in to see a profile', async () => {
    renderAt('/profiles/gene12345');
    expect(await screen.findByText(/회원만 볼 수 있어요/)).toBeInTheDocument();
  });
});
