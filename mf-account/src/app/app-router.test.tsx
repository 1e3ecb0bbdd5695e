import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  STORAGE_KEYS,
  questionsApi,
  resetStores,
  routesOf,
  storage,
  useAuthStore,
} from '@genetype/shared';
import type { User } from '@genetype/shared';
import { AppRoutes, APP } from './app-router';
import { pages } from './pages';

function renderAt(path: string, standalone = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes standalone={standalone} />
    </MemoryRouter>,
  );
}

describe('mf-account routes', () => {
  it('has a page for exactly the routes the table gives it', () => {
    expect(Object.keys(pages).sort()).toEqual(
      routesOf(APP)
        .map((route) => route.path)
        .sort(),
    );
  });

  it("names each page's chunk after its route's page id (the shell preloads it on a first visit)", () => {
    const source = readFileSync(join(__dirname, 'pages.ts'), 'utf8');
    const unnamed = routesOf(APP).filter(
      (route) => !route.page || !source.includes(`webpackChunkName: "page-${route.page}"`),
    );
    expect(unnamed).toEqual([]);
  });

  it.each([
    ['/signup', '약관 동의'],
    ['/create-account', '약관 동의'],
    ['/agreement', '약관 동의'],
    ['/user/resetPassword/abc123', '비밀번호 재설정'],
    // Without a pending social sign-up, a Kakao code or a popup opener, these explain themselves.
    ['/marketing', '가입 정보를 찾을 수 없어요'],
    ['/phoneVerifyResponse', '휴대폰 본인인증'],
    ['/kakao/login', '카카오 로그인'],
    ['/kakao/link', '카카오 계정 연결'],
    ['/profiles/%EC%A7%84%ED%83%80%EC%9E%85', '프로필'],
  ])('%s renders its page with the one <h1> "%s"', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('/myPage renders its one <h1> "마이페이지" for a member', async () => {
    storage.set(STORAGE_KEYS.token, 'token-1');
    jest.spyOn(questionsApi, 'otherResults').mockResolvedValue([]);
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
    jest.restoreAllMocks();
  });

  it.each(['/', '/questions', '/user/resetPassword'])(
    'renders nothing on %s, which it does not own',
    async (path) => {
      const { container } = renderAt(path);
      await waitFor(() => expect(document.querySelector('[role=status]')).toBeNull());
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('lists its pages on an unknown path when running alone', async () => {
    renderAt('/not/mine', true);
    expect(
      await screen.findByRole('navigation', { name: `${APP} 페이지 목록` }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(routesOf(APP).length);
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
    renderAt('/profiles/%EC%A7%84%ED%83%80%EC%9E%85');
    expect(await screen.findByText(/회원만 볼 수 있어요/)).toBeInTheDocument();
  });
});
