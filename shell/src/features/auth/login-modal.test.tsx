/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  STORAGE_KEYS,
  rememberReturnPath,
  resetStores,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import type { SessionResponse, User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { LoginModal, forgetLoginIntent, referrerPath } from './login-modal';

const session: SessionResponse = {
  user: { email: 'tester@example.com', nickname: 'tester01', profileIcon: null },
  token: { token: 'access-1' },
};

const member: User = {
  userId: 'genetester',
  email: 'tester@example.com',
  nickname: 'tester01',
  profileIcon: null,
  phoneNumber: null,
  message: null,
  isPasswordSet: true,
  isWithdraw: 0,
  remainingDays: null,
  section: 0,
  finishTest: false,
  results: [],
};

const LOGIN = '/user/login';
const GET_USER = '/user/getUser';

startApiServer();

/** The API logs the member in and answers who they are. */
function loginSucceeds() {
  const login = answer('post', LOGIN, session);
  const getUser = answer('get', GET_USER, member);
  return { login, getUser };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>
  );
}

function renderLogin(at = '/') {
  const close = jest.fn(() => useModalStore.getState().close());
  const { user } = renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <LoginModal close={close} />
    </>,
    { at, keepState: true },
  );
  return { close, user };
}

const identifier = () => screen.getByRole('textbox', { name: '아이디 또는 이메일' });
const password = () => screen.getByLabelText('비밀번호');
const submitButton = () => screen.getByRole('button', { name: '로그인' });

async function fillAndSubmit(
  user: ReturnType<typeof renderLogin>['user'],
  login = 'genetester',
  pass = 'Secret12!',
) {
  await user.type(identifier(), login);
  await user.type(password(), pass);
  await user.click(submitButton());
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
  useModalStore.getState().open('login');
});

afterEach(() => jest.restoreAllMocks());

describe('LoginModal form', () => {
  it('offers Kakao, Google, the OR divider, both fields and every action', () => {
    renderLogin();
    expect(screen.getByRole('button', { name: '카카오로 로그인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google로 로그인' })).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: '또는' })).toBeInTheDocument();
    expect(identifier()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: '회원가입' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '아이디 찾기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '비밀번호 재설정' })).toBeInTheDocument();
  });

  it('shows the required-field messages and focuses the first field to fix', async () => {
    const login = answer('post', LOGIN, session);
    const { user } = renderLogin();
    await user.click(submitButton());
    expect(await screen.findByText('아이디 또는 이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(identifier()).toHaveAttribute('aria-invalid', 'true');
    expect(identifier()).toHaveAccessibleDescription('아이디 또는 이메일을 입력해 주세요.');
    expect(identifier()).toHaveFocus();
    expect(login).toHaveLength(0);
  });

  it('rejects a malformed identifier and a password that breaks the rule', async () => {
    const login = answer('post', LOGIN, session);
    const { user } = renderLogin();
    await fillAndSubmit(user, 'ab', 'short');
    expect(
      await screen.findByText('올바른 형식의 이메일 또는 아이디를 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByText('회원가입 때 설정한 비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(login).toHaveLength(0);
  });

  it('focuses the password when only the password needs fixing', async () => {
    const login = answer('post', LOGIN, session);
    const { user } = renderLogin();
    await fillAndSubmit(user, 'tester@example.com', 'nodigits');
    await waitFor(() => expect(password()).toHaveFocus());
    expect(screen.queryByText(/이메일 또는 아이디/)).not.toBeInTheDocument();
    expect(login).toHaveLength(0);
  });

  it('says nothing when an untouched field is left, and checks a changed one after the tap (issue #37)', async () => {
    const { user } = renderLogin();
    // The ID field has the focus as the sheet opens; the member taps elsewhere without typing.
    await user.click(identifier());
    await user.click(password());
    await user.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.queryByText('아이디 또는 이메일을 입력해 주세요.')).not.toBeInTheDocument();
    expect(screen.queryByText('비밀번호를 입력해 주세요.')).not.toBeInTheDocument();

    await user.type(identifier(), 'ab');
    await user.click(password());
    expect(
      await screen.findByText('올바른 형식의 이메일 또는 아이디를 입력해 주세요.'),
    ).toBeInTheDocument();
  });

  it('shows the password on request', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(password()).toHaveAttribute('type', 'password');
  });
});

describe('LoginModal submit', () => {
  it('disables every input while logging in and sends only once', async () => {
    let finish: (response: Response) => void = () => undefined;
    const login = answer('post', LOGIN, () => new Promise<Response>((res) => (finish = res)));
    answer('get', GET_USER, member);
    const { user } = renderLogin();
    await fillAndSubmit(user, ' genetester ', 'Secret12!');

    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(identifier()).toBeDisabled();
    expect(password()).toBeDisabled();
    for (const name of [
      '카카오로 로그인',
      'Google로 로그인',
      '회원가입',
      '아이디 찾기',
      '비밀번호 재설정',
    ]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('status')).toHaveTextContent('로그인하는 중이에요.');

    // A second submit (Enter again) while the first is in flight is ignored.
    act(() => {
      submitButton().closest('form')?.requestSubmit();
    });
    await waitFor(() => expect(login).toHaveLength(1));
    // The identifier is sent trimmed.
    expect(login[0]?.body).toEqual({ login: 'genetester', password: 'Secret12!' });

    await act(async () => finish(HttpResponse.json(session)));
    await waitFor(() => expect(useModalStore.getState().modal).toBeNull());
    expect(login).toHaveLength(1);
  });

  it('stores the session, loads the member, clears referrer data and closes', async () => {
    const { getUser } = loginSucceeds();
    storage.setJson(STORAGE_KEYS.refferData, { refererPathname: '/myPage', queryParam: '' });
    const { user, close } = renderLogin('/questions');
    await fillAndSubmit(user);

    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(storage.get(STORAGE_KEYS.token)).toBe('access-1');
    // The refresh token is an HttpOnly cookie the browser keeps: nothing of it in storage.
    expect(storage.get(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(storage.get(STORAGE_KEYS.refferData)).toBeNull();
    expect(useAuthStore.getState().user).toEqual(member);
    expect(getUser[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(useModalStore.getState().modal).toBeNull();
    // Router navigations run in a transition and may commit a little after the close.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/myPage'));
  });

  it('returns to the stored referrer with its query', async () => {
    loginSucceeds();
    storage.setJson(STORAGE_KEYS.refferData, { refererPathname: '/search', queryParam: '?q=창의' });
    const { user } = renderLogin('/');
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=창의'));
  });

  it('returns to the stored referrer with its hash (the settings tab)', async () => {
    loginSucceeds();
    rememberReturnPath({ pathname: '/myPage', search: '', hash: '#settingSection' });
    const { user } = renderLogin('/');
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/myPage#settingSection'),
    );
  });

  it('stays on the page when no referrer is stored', async () => {
    loginSucceeds();
    const { user, close } = renderLogin('/typeReport/3');
    await fillAndSubmit(user);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(screen.getByTestId('location')).toHaveTextContent('/typeReport/3');
  });

  it('keeps the form open on a 400: the message beside it, the ID kept, the password to retype', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', LOGIN, () => apiError(400, '아이디 또는 비밀번호가 일치하지 않아요.'));
    const { user, close } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '아이디 또는 비밀번호가 일치하지 않아요.',
    );
    expect(useModalStore.getState().modal).toEqual({ name: 'login' });
    expect(identifier()).toHaveValue('genetester');
    expect(password()).toHaveValue('');
    await waitFor(() => expect(password()).toHaveFocus());
    expect(close).not.toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
  });

  it("shows the rate limit's answer, with when to try again, in the form", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', LOGIN, () =>
      apiError(429, '로그인 시도가 너무 많아요. 1분 뒤에 다시 시도해 주세요.'),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('1분 뒤에 다시 시도해 주세요.');
    expect(useModalStore.getState().modal).toEqual({ name: 'login' });
    expect(identifier()).toHaveValue('genetester');
  });

  it('forgets the return path and the found account when the login is closed unused', () => {
    rememberReturnPath({ pathname: '/myPage', search: '', hash: '' });
    storage.set(STORAGE_KEYS.foundEmail, 'found@example.com');
    forgetLoginIntent();
    expect(storage.get(STORAGE_KEYS.refferData)).toBeNull();
    expect(storage.get(STORAGE_KEYS.foundEmail)).toBeNull();
  });

  it.each([
    ['a server error', () => apiError(500, 'Internal Server Error')],
    ['a network failure', () => HttpResponse.error()],
  ])('opens the login-failed modal on %s', async (_case, failure) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', LOGIN, failure);
    const { user } = renderLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(useModalStore.getState().modal).toEqual({ name: 'loginFailed' }));
  });

  it('lets the member try again after a failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const login = answer('post', LOGIN, () =>
      apiError(400, '아이디 또는 비밀번호가 일치하지 않아요.'),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.type(password(), 'Other34!');
    await user.click(submitButton());
    await waitFor(() => expect(login).toHaveLength(2));
    expect(login[1]?.body).toEqual({ login: 'genetester', password: 'Other34!' });
  });
});

describe('LoginModal found account', () => {
  it('pre-fills the identifier read-only from foundEmail', () => {
    storage.set(STORAGE_KEYS.foundEmail, 'found@example.com');
    renderLogin();
    expect(identifier()).toHaveValue('found@example.com');
    expect(identifier()).toHaveAttribute('readonly');
    expect(identifier()).toHaveAccessibleDescription('찾은 계정으로 로그인해요.');
  });

  it('leaves the identifier editable otherwise', () => {
    renderLogin();
    expect(identifier()).toHaveValue('');
    expect(identifier()).not.toHaveAttribute('readonly');
  });
});

describe('LoginModal links', () => {
  it('sends a visitor to sign-up and forgets the found account', async () => {
    storage.set(STORAGE_KEYS.foundEmail, 'found@example.com');
    const { user, close } = renderLogin('/questions');
    await user.click(screen.getByRole('button', { name: '회원가입' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-account');
    expect(close).toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.foundEmail)).toBeNull();
  });

  it('sends a logged-in member home from sign-up', async () => {
    useAuthStore.setState({ user: member, status: 'authenticated' });
    const { user } = renderLogin('/questions');
    await user.click(screen.getByRole('button', { name: '회원가입' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['아이디 찾기', 'findAccount'],
    ['비밀번호 재설정', 'forgotPassword'],
  ])('%s opens the %s modal', async (label, name) => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: label }));
    expect(useModalStore.getState().modal).toEqual({ name });
  });

  // The Kakao and Google buttons' behaviour is tested in use-social-sign-in.test.tsx.
});

describe('referrerPath', () => {
  it('joins the stored path and query, and ignores anything unusable', () => {
    expect(referrerPath({ refererPathname: '/search', queryParam: 'q=목표' })).toBe(
      '/search?q=목표',
    );
    expect(referrerPath({ refererPathname: '/myPage', queryParam: '?tab=1' })).toBe(
      '/myPage?tab=1',
    );
    expect(referrerPath({ refererPathname: '/myPage' })).toBe('/myPage');
    expect(
      referrerPath({ refererPathname: '/myPage', queryParam: null, hash: '#settingSection' }),
    ).toBe('/myPage#settingSection');
    expect(referrerPath({ refererPathname: 'https://evil.example' })).toBeNull();
    expect(referrerPath({ refererPathname: '//evil.example/path' })).toBeNull();
    expect(referrerPath({ refererPathname: 42 })).toBeNull();
    expect(referrerPath(null)).toBeNull();
  });
});
