/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { PROFILE_MESSAGES } from '@genetype/domain/contracts';
import {
  STORAGE_KEYS,
  configureApi,
  resetStores,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import type { MyPageResponse, PublicProfile, User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, recordApiCalls, startApiServer } from '@genetype/tooling/testing/msw';
import type { ApiCall } from '@genetype/tooling/testing/msw';
import ProfilePage from './profile-page';

const profile: PublicProfile = {
  nickname: 'gene01',
  profileIcon: null,
  finalType: { typeId: 7, code: 'II-B-44-SS', name: '빈틈없는 설계자', groupName: '성실한 설계자' },
  review: { contents: '재미있었어요', updatedAt: '2026-11-01T00:00:00.000Z' },
  joinedAt: '2026-10-01T00:00:00.000Z',
};

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.hash}`}</p>;
}

const renderAt = (path: string) =>
  renderWithProviders(<ProfilePage />, {
    at: path,
    path: '/profiles/:nickname',
    elsewhere: <Probe />,
    keepState: true,
  });

/** GET /user/{nickname} (a member's view of a profile). */
const byNickname = (reply: Parameters<typeof answer>[2]) => answer('get', '/user/:nickname', reply);

startApiServer();
beforeEach(() => {
  resetStores();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function signIn() {
  storage.set(STORAGE_KEYS.token, 't');
  useAuthStore.setState({
    user: { userId: 'me', nickname: 'someone' } as User,
    status: 'authenticated',
  });
}

describe('/profiles/:nickname', () => {
  it('shows a member the profile, with a full-screen spinner until the fetch ends', async () => {
    signIn();
    const reads = byNickname({ profile });
    renderAt('/profiles/gene01');
    expect(screen.getByRole('status')).toHaveTextContent('프로필을 불러오는 중이에요');
    expect(await screen.findByRole('heading', { level: 2, name: 'gene01' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(reads.map((call) => call.url.pathname)).toEqual(['/user/gene01']);
    expect(reads[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(screen.getByText('성실한 설계자 그룹')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7번 빈틈없는 설계자 · II-B-44-SS' })).toHaveAttribute(
      'href',
      '/typeReport/7',
    );
    expect(screen.getByText('재미있었어요')).toBeInTheDocument();
  });

  it('says clearly when the nickname is unknown (and the spinner ends)', async () => {
    signIn();
    byNickname(() => apiError(404, PROFILE_MESSAGES.notFound));
    renderAt('/profiles/nobody12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.notFound);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens the public part for a visitor with a share link', async () => {
    const shared = answer('get', '/profiles/shared', { profile });
    renderAt('/profiles/gene01?share=abc');
    expect(await screen.findByRole('heading', { level: 2, name: 'gene01' })).toBeInTheDocument();
    expect(shared.map((call) => call.url.searchParams.get('token'))).toEqual(['abc']);
  });

  it('shows a visitor the character and the type’s description, and leads to the test', async () => {
    answer('get', '/profiles/shared', { profile });
    const { user } = renderAt('/profiles/gene01?share=abc');
    expect(await screen.findByRole('img', { name: /캐릭터$/ })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'gene01님의 프로필' });
    expect(card.querySelectorAll('p').length).toBeGreaterThan(3);
    await user.click(screen.getByRole('button', { name: '나도 검사하기' }));
    expect(JSON.parse(storage.get(STORAGE_KEYS.refferData) ?? '{}')).toMatchObject({
      refererPathname: '/questions',
    });
  });

  it('offers a member "나와 비교하기" with a friend whose link they kept', async () => {
    storage.set(STORAGE_KEYS.token, 't');
    useAuthStore.setState({
      user: {
        userId: 'me',
        nickname: 'someone',
        results: [{ section: 'D', geneType: 'SS', code: 'II-A-44-SS', typeId: 1 }],
      } as unknown as User,
      status: 'authenticated',
    });
    byNickname({ profile });
    answer('get', '/profiles/friends', {
      friends: [{ code: 'Ab3_x-9Z', nickname: 'GENE01', typeId: 7, typeName: '빈틈없는 설계자' }],
    });
    renderAt('/profiles/gene01');
    expect(await screen.findByRole('link', { name: '나와 비교하기' })).toHaveAttribute(
      'href',
      '/family/compare?friend=Ab3_x-9Z',
    );
  });

  it('refuses a tampered link with the server message', async () => {
    answer('get', '/profiles/shared', () => apiError(400, PROFILE_MESSAGES.linkInvalid));
    renderAt('/profiles/gene01?share=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.linkInvalid);
  });

  it('keeps profiles for members when there is no link', async () => {
    const reads = byNickname({ profile });
    const calls = recordApiCalls();
    renderAt('/profiles/gene01');
    expect(await screen.findByText(/회원만 볼 수 있어요/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인하기' })).toBeInTheDocument();
    // The profile is asked for in the render's effects: the call would have been made by now.
    expect(calls).toEqual([]);
    expect(reads).toHaveLength(0);
  });
});

const ownPage = (nickname: string): MyPageResponse => ({
  profile: { ...profile, nickname },
  profileLink: `/profiles/${nickname}?share=tok-${nickname}`,
  profileLinkExpiresAt: '2026-12-22T00:00:00.000Z',
  message: null,
});

/** Signed in as gene01 (whose profile is `profile`), with the own page data. */
function signInAsOwner() {
  // jsdom has no layout; the dialog's focus trap skips elements without client rects.
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([{}] as unknown as DOMRectList);
  storage.set(STORAGE_KEYS.token, 't');
  const loadUser = jest.fn(async () => {
    useAuthStore.setState({
      user: { userId: 'me', nickname: storage.get(STORAGE_KEYS.nickname) } as User,
    });
  });
  useAuthStore.setState({
    user: { userId: 'me', nickname: 'gene01' } as User,
    status: 'authenticated',
    loadUser,
  });
  const reads = byNickname(({ url }) =>
    HttpResponse.json({
      profile: { ...profile, nickname: decodeURIComponent(url.pathname.split('/').pop() ?? '') },
    }),
  );
  // After /user/:nickname, so it answers /user/myPage.
  const myPage = answer('get', '/user/myPage', () =>
    HttpResponse.json(ownPage(useAuthStore.getState().user?.nickname ?? '')),
  );
  // The own profile's review and share buttons.
  answer('get', '/reviews/myreview', { data: { isReview: 0, review: null } });
  answer('post', '/profiles/share', {
    code: 'Ab3_x-9Z',
    url: 'http://localhost/s/Ab3_x-9Z',
    profileLink: '/profiles/gene01?share=tok-gene01',
  });
  return { loadUser, myPage, reads };
}

async function openSettings() {
  const { user } = renderAt('/profiles/gene01');
  await user.click(await screen.findByRole('button', { name: '프로필 설정' }));
  return { user, dialog: screen.getByRole('dialog', { name: '프로필 설정' }) };
}

describe('/profiles/:nickname: the own profile’s settings modal', () => {
  it('is offered on the own profile only', async () => {
    signIn();
    byNickname({ profile });
    renderAt('/profiles/gene01');
    expect(await screen.findByRole('heading', { level: 2, name: 'gene01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '프로필 설정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '후기 남기기' })).not.toBeInTheDocument();
  });

  it('offers the review button on the own profile (후기 수정하기 once a review exists)', async () => {
    signInAsOwner();
    answer('get', '/reviews/myreview', {
      data: {
        isReview: 1,
        review: { _id: 'r1', contents: '좋아요', createdAt: '', updatedAt: '' },
      },
    });
    renderAt('/profiles/gene01');
    expect(await screen.findByRole('button', { name: '후기 수정하기' })).toBeInTheDocument();
  });

  it('opens with the nickname form focused, the share link and the way to every setting', async () => {
    const { myPage } = signInAsOwner();
    const { user, dialog } = await openSettings();
    expect(dialog).toHaveAttribute('data-modal', 'profileSettings');
    const field = within(dialog).getByRole('textbox', { name: '닉네임' });
    expect(field).toHaveValue('gene01');
    expect(field).toHaveFocus();
    // One own-page fetch serves the page's share block and the modal.
    expect(myPage).toHaveLength(1);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const tokenLink = within(dialog).getByRole('region', { name: '프로필 공유 링크' });
    await user.click(within(tokenLink).getByRole('button', { name: '링크 복사' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/profiles/gene01?share=tok-gene01`,
    );
    expect(
      await within(tokenLink).findByRole('button', { name: '복사했어요' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: '마이페이지 설정' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/myPage#settingSection');
  });

  it('makes a new share address after a confirmation ("공유 링크 다시 만들기")', async () => {
    signInAsOwner();
    const renewals = answer('post', '/profiles/share/renew', {
      code: 'New0code',
      url: 'http://localhost/s/New0code',
      profileLink: '/profiles/gene01?share=tok-new',
    });
    const { user, dialog } = await openSettings();
    const address = within(dialog).getByRole('region', { name: '공유 주소' });
    expect(await within(address).findByRole('textbox', { name: '내 공유 주소' })).toHaveValue(
      'http://localhost/s/Ab3_x-9Z',
    );
    // KakaoTalk beside the copy button (the tests' build has the stand-in).
    expect(within(address).getByRole('button', { name: '카카오톡으로 공유' })).toBeInTheDocument();
    await user.click(within(address).getByRole('button', { name: '공유 링크 다시 만들기' }));
    expect(within(address).getByText(/지금 링크는 더 이상 열리지 않고/)).toBeInTheDocument();
    await user.click(within(address).getByRole('button', { name: '그대로 두기' }));
    expect(renewals).toHaveLength(0);

    await user.click(within(address).getByRole('button', { name: '공유 링크 다시 만들기' }));
    await user.click(within(address).getByRole('button', { name: '새로 만들기' }));
    expect(await within(address).findByRole('status')).toHaveTextContent(
      '새 공유 링크를 만들었어요.',
    );
    expect(within(address).getByRole('textbox', { name: '내 공유 주소' })).toHaveValue(
      'http://localhost/s/New0code',
    );
    expect(renewals).toHaveLength(1);
  });

  it('saves a new nickname with the settings call, then shows the profile under it', async () => {
    const { loadUser, reads } = signInAsOwner();
    const updates = answer('post', '/user/updateNickname', { message: '닉네임을 변경했어요.' });
    const { user, dialog } = await openSettings();
    const field = within(dialog).getByRole('textbox', { name: '닉네임' });
    await user.clear(field);
    await user.type(field, 'NewNick99{Enter}');

    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({
        name: 'success',
        props: { message: '닉네임을 변경했어요.' },
      }),
    );
    expect(updates.map((call) => call.body)).toEqual([{ nickname: 'NewNick99' }]);
    expect(storage.get(STORAGE_KEYS.nickname)).toBe('NewNick99');
    expect(loadUser).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: '프로필 설정' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'NewNick99' })).toBeInTheDocument();
    expect(reads.at(-1)?.url.pathname).toBe('/user/NewNick99');
    // The share block follows the new nickname.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '프로필 공유 링크' })).toHaveValue(
        `${window.location.origin}/profiles/NewNick99?share=tok-NewNick99`,
      ),
    );
    expect(screen.getByRole('button', { name: '프로필 설정' })).toBeInTheDocument();
  });

  it('checks the nickname before calling anything', async () => {
    signInAsOwner();
    const updates = answer('post', '/user/updateNickname', { message: 'ok' });
    const { user, dialog } = await openSettings();
    const field = within(dialog).getByRole('textbox', { name: '닉네임' });
    await user.clear(field);
    await user.type(field, 'abc');
    await user.click(within(dialog).getByRole('button', { name: '변경' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      VALIDATION_MESSAGES.nicknameTooShort,
    );
    expect(updates).toHaveLength(0);
  });

  it('shows a refusal in the error modal and keeps the previous nickname', async () => {
    signInAsOwner();
    answer('post', '/user/updateNickname', () => apiError(409, '이미 사용 중인 닉네임이에요.'));
    const { user, dialog } = await openSettings();
    const field = within(dialog).getByRole('textbox', { name: '닉네임' });
    await user.clear(field);
    await user.type(field, 'TakenNick1{Enter}');
    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({
        name: 'error',
        props: { message: '이미 사용 중인 닉네임이에요.' },
      }),
    );
    // The settings modal steps aside for the message and comes back as it was left.
    act(() => useModalStore.getState().close());
    expect(screen.getByRole('dialog', { name: '프로필 설정' })).toBe(dialog);
    expect(field).toHaveValue('gene01');
    expect(screen.getByRole('heading', { level: 2, name: 'gene01' })).toBeInTheDocument();
  });
});

describe('/profiles/:nickname when the API refuses the session', () => {
  it('raises the session-expired modal instead of a raw message', async () => {
    signIn();
    byNickname(() => apiError(401, '로그인이 필요해요.'));
    renderAt('/profiles/gene01');
    expect(await screen.findByText(/로그인 세션이 만료되어/)).toBeInTheDocument();
    expect(useModalStore.getState().modal).toEqual({ name: 'sessionExpired' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('follows the client on a 401 "Not authenticated": home with the error flag, not a visitor view', async () => {
    const navigate = jest.fn();
    configureApi({ navigate });
    signIn();
    // The real client path of spec §8, answered with a 401 'Not authenticated'.
    byNickname(() => apiError(401, 'Not authenticated'));
    try {
      renderAt('/profiles/gene01');
      expect(await screen.findByText(/로그인 세션이 만료되어/)).toBeInTheDocument();
      expect(navigate).toHaveBeenCalledWith('/', { error: true });
      expect(storage.get(STORAGE_KEYS.token)).toBeNull();
      expect(useAuthStore.getState().user).toBeNull();
      expect(useModalStore.getState().modal).toEqual({ name: 'sessionExpired' });
      expect(screen.queryByText(/회원만 볼 수 있어요/)).not.toBeInTheDocument();
    } finally {
      configureApi({ navigate: (path) => window.location.assign(path) });
    }
  });
});

describe('/profiles/:nickname when the fetch fails on the way', () => {
  it('offers "다시 시도" after no answer, and the retry shows the profile', async () => {
    signIn();
    // The first request gets no answer at all (offline), the second the profile.
    const reads: ApiCall[] = byNickname(() =>
      reads.length === 1 ? HttpResponse.error() : HttpResponse.json({ profile }),
    );
    const { user } = renderAt('/profiles/gene01');
    expect(
      await screen.findByRole('heading', { level: 2, name: '프로필을 불러오지 못했어요' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/일시적인 문제로 응답을 받지 못했어요/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'gene01' })).toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });

  it('offers "다시 시도" after a 5xx, with the server message', async () => {
    signIn();
    byNickname(() => apiError(503, '잠시 후 다시 와 주세요.'));
    renderAt('/profiles/gene01');
    expect(await screen.findByText('잠시 후 다시 와 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeEnabled();
  });

  it('offers no retry for a final answer (4xx)', async () => {
    signIn();
    byNickname(() => apiError(404, PROFILE_MESSAGES.notFound));
    renderAt('/profiles/nobody12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.notFound);
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });
});
