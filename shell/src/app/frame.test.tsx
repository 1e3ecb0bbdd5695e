/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  STORAGE_KEYS,
  resetStores,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import type { SessionResponse, User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, recordApiCalls, startApiServer } from '@genetype/tooling/testing/msw';
import { Frame } from './frame';
import { resetHandover } from './frame-in-use';
import { FRAME_TARGET_IDS } from './frame-targets';

const member: User = {
  userId: 'genetester',
  email: 'tester@example.com',
  nickname: '유전자탐험가',
  profileIcon: null,
  phoneNumber: null,
  message: null,
  isPasswordSet: true,
  isWithdraw: 0,
  remainingDays: null,
  section: 2,
  finishTest: false,
  results: [],
};

const session: SessionResponse = {
  user: { email: member.email, nickname: member.nickname, profileIcon: null },
  token: { token: 'access-1' },
};

const GET_USER = '/user/getUser';
const LOGIN = '/user/login';

startApiServer();

// The search popup's warm-up (./warm-search.ts, its own suite) would load mf-search in a test that
// runs past its quiet time.
jest.mock('./warm-search', () => ({ warmSearchPopup: () => () => undefined }));

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The shell's index.html containers the frame portals into. */
function addFrameTargets() {
  for (const id of Object.values(FRAME_TARGET_IDS)) {
    const element = document.createElement('div');
    element.id = id;
    document.body.appendChild(element);
  }
}

function renderFrame(at = '/', state?: unknown) {
  const { user } = renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <Frame />
    </>,
    { at, state, keepState: true },
  );
  return user;
}

const header = () => document.getElementById(FRAME_TARGET_IDS.header) as HTMLElement;

beforeEach(() => {
  // jsdom has no layout; tabbable (under focus-trap) treats an element without client rects as hidden.
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([{}] as unknown as DOMRectList);
  localStorage.clear();
  resetStores();
  addFrameTargets();
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const id of Object.values(FRAME_TARGET_IDS)) document.getElementById(id)?.remove();
});

describe('Frame', () => {
  it('renders the navbar, footer and modal layer into their containers', async () => {
    const user = renderFrame();
    expect(within(header()).getByRole('navigation', { name: '주요 메뉴' })).toBeInTheDocument();
    const footer = document.getElementById(FRAME_TARGET_IDS.footer) as HTMLElement;
    expect(within(footer).getByText(/All rights reserved\./)).toBeInTheDocument();

    await user.click(within(header()).getByRole('button', { name: '검색' }));
    const modals = document.getElementById(FRAME_TARGET_IDS.modals) as HTMLElement;
    expect(await within(modals).findByRole('dialog', { name: '검색' })).toBeInTheDocument();
  });

  it('shows a visitor 로그인 and the start-test action', () => {
    renderFrame();
    expect(within(header()).getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: '검사시작' })).toHaveAttribute(
      'href',
      '/questions',
    );
  });

  it('loads the member once at start when a token is stored, then shows logout and nickname', async () => {
    storage.set(STORAGE_KEYS.token, 'access-1');
    const getUser = answer('get', GET_USER, member);
    renderFrame();
    expect(await within(header()).findByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(
      within(header()).getByRole('link', { name: '유전자탐험가님의 마이페이지' }),
    ).toHaveAttribute('href', '/myPage');
    expect(within(header()).getByText('유전자탐험가')).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: '로그인' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: '중간 검사확인' })).toHaveAttribute(
      'href',
      '/result?type=B',
    );
    expect(getUser).toHaveLength(1);
    expect(getUser[0]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('does not call the API at start without a token', () => {
    const getUser = answer('get', GET_USER, member);
    const calls = recordApiCalls();
    renderFrame();
    expect(useAuthStore.getState().status).toBe('anonymous');
    // The start's check runs in the first render's effects: it would have called by now.
    expect(calls).toEqual([]);
    expect(getUser).toHaveLength(0);
  });
});

describe('Frame: the prerendered frame of index.html', () => {
  /** What the shell's build writes into its containers (shell/build/frame-prerender-plugin.cjs). */
  function addPrerenderedFrame() {
    header().innerHTML =
      '<header data-prerendered-frame=""><a href="/">진타입</a>' +
      '<button type="button" aria-label="검색"></button>' +
      '<button type="button" data-placement="bar">로그인</button></header>';
    const footer = document.getElementById(FRAME_TARGET_IDS.footer) as HTMLElement;
    footer.innerHTML = '<footer data-prerendered-frame=""><p>prerendered footer</p></footer>';
    return { prerenderedHeader: header().firstElementChild, footer };
  }

  afterEach(() => {
    delete window.__GENETYPE_FRAME_CLICK__;
    delete window.__GENETYPE_LOGIN_CLICK__;
    resetHandover();
  });

  /** Once the frame watches the prerendered one in use (./frame-in-use.ts, loaded then). */
  const watching = () =>
    waitFor(() => expect(header().querySelector('[data-handover]')).not.toBeNull());

  it('is replaced by the live navbar and footer in the first commit (one of each, never both)', () => {
    const { prerenderedHeader, footer } = addPrerenderedFrame();
    renderFrame();
    expect(prerenderedHeader?.isConnected).toBe(false);
    expect(header().querySelectorAll('header')).toHaveLength(1);
    expect(header().querySelector('[data-prerendered-frame]')).toBeNull();
    expect(within(header()).getByRole('navigation', { name: '주요 메뉴' })).toBeInTheDocument();
    expect(footer.querySelectorAll('footer')).toHaveLength(1);
    expect(within(footer).queryByText('prerendered footer')).not.toBeInTheDocument();
  });

  it('replays a tap on a prerendered button on the live one', async () => {
    addPrerenderedFrame();
    // As index.html's first script keeps it.
    window.__GENETYPE_FRAME_CLICK__ = { slot: FRAME_TARGET_IDS.header, label: '로그인' };
    const focused = jest.spyOn(HTMLElement.prototype, 'focus');
    renderFrame();
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeInTheDocument();
    expect(window.__GENETYPE_FRAME_CLICK__).toBeUndefined();
    // Focused first, as the tapped one was: the dialog returns the focus to it when it closes.
    const live = within(header()).getByRole('button', { name: '로그인' });
    expect(focused.mock.contexts[0]).toBe(live);
    focused.mockRestore();
  });

  /** A prerendered popover (the plain menu), open; jsdom has no popovers: `:popover-open` is mimicked. */
  function openPopover(html: string, id = 'a-popover') {
    header().innerHTML = `<header data-prerendered-frame=""><nav id="${id}" popover="auto">${html}</nav></header>`;
    const popover = header().querySelector('[popover]') as HTMLElement;
    let open = true;
    const querySelector = Element.prototype.querySelector;
    jest.spyOn(Element.prototype, 'querySelector').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      if (selector.includes(':popover-open') && open && this.contains(popover)) return popover;
      return querySelector.call(this, selector);
    });
    const close = () => {
      open = false;
      popover.dispatchEvent(new Event('toggle'));
    };
    popover.hidePopover = jest.fn(close);
    return { popover, close };
  }

  it('stays while one of its popovers is open (the live frame unseen behind it), then is replaced', async () => {
    const { popover, close } = openPopover('<a href="/geneType">진타입</a>');
    renderFrame();
    await watching();
    expect(popover.isConnected).toBe(true);
    // The live navbar is in the page already (index.html's CSS keeps it unseen meanwhile).
    expect(header().querySelectorAll('header')).toHaveLength(2);
    act(close);
    await waitFor(() => expect(popover.isConnected).toBe(false));
    expect(header().querySelectorAll('header')).toHaveLength(1);
  });

  it('hands the open plain menu over to the live one, which opens before the plain one closes', async () => {
    const { popover } = openPopover('<a href="/geneType">진타입</a>', 'frame-menu');
    renderFrame();
    // The live frame shows in place of the prerendered one (index.html's CSS for data-handover).
    await watching();
    const menu = await screen.findByRole('dialog', { name: '메뉴' });
    await waitFor(() => expect(popover.hidePopover).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(popover.isConnected).toBe(false));
    expect(menu).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: '메뉴 열기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('hands the plain search over to the live popup, unless a word is being typed in it', async () => {
    const { popover } = openPopover(
      '<form method="get" action="/search"><input name="q" aria-label="검색어" value="몰" /></form>',
      'frame-search',
    );
    renderFrame();
    // Watching (its link would go through the router), without handing it over.
    await waitFor(() =>
      expect(jest.mocked(Element.prototype.querySelector)).toHaveBeenCalledWith(
        '#frame-login:popover-open',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(header().querySelector('[data-handover]')).toBeNull();
    expect(useModalStore.getState().modal).toBeNull();
    expect(popover.isConnected).toBe(true);
  });

  it('hands the plain login dialog over to the live one: what was typed, and the focus', async () => {
    const { popover } = openPopover(
      '<form method="get"><input data-field="login" aria-label="아이디" value="genetester" />' +
        '<input data-field="password" type="password" aria-label="비번" value="Secret1" /></form>',
      'frame-login',
    );
    (popover.querySelector('[data-field="password"]') as HTMLInputElement).focus();
    renderFrame();
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    expect(within(dialog).getByRole('textbox', { name: '아이디 또는 이메일' })).toHaveValue(
      'genetester',
    );
    const password = within(dialog).getByPlaceholderText('비밀번호를 입력해 주세요');
    expect(password).toHaveValue('Secret1');
    await waitFor(() => expect(password).toHaveFocus());
    expect(popover.hidePopover).toHaveBeenCalled();
    await waitFor(() => expect(popover.isConnected).toBe(false));
    // Closed, it gives the focus to the live 로그인 (not to the plain field, gone).
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() =>
      expect(within(header()).getByRole('button', { name: '로그인' })).toHaveFocus(),
    );
  });

  it('presses on the live login dialog the button pressed on the plain one before the code ran', async () => {
    const login = answer('post', LOGIN, session);
    answer('get', GET_USER, member);
    openPopover(
      '<form method="get"><input data-field="login" value="genetester" />' +
        '<input data-field="password" type="password" value="Secret12!" /></form>',
      'frame-login',
    );
    // As index.html's first script keeps it.
    window.__GENETYPE_LOGIN_CLICK__ = '로그인';
    renderFrame();
    expect(await within(header()).findByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(login.map((call) => call.body)).toEqual([
      { login: 'genetester', password: 'Secret12!' },
    ]);
    expect(window.__GENETYPE_LOGIN_CLICK__).toBeUndefined();
  });

  it('meanwhile follows its links through the router, closing the popover', async () => {
    const { popover } = openPopover('<a href="/geneType">진타입</a>');
    const user = renderFrame('/typeReport/1');
    await watching();
    const link = within(popover).getByRole('link', { name: '진타입' });
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/geneType');
    expect(popover.hidePopover).toHaveBeenCalledTimes(1);
    // jsdom takes the focused element for the pressed one (:active): the press ends when it is not.
    act(() => {
      link.blur();
      fireEvent.pointerUp(document.body);
    });
    await waitFor(() => expect(popover.isConnected).toBe(false));
  });

  it('meanwhile sends its search form’s word to /search?q= through the router', async () => {
    const { popover } = openPopover(
      '<form method="get" action="/search"><input name="q" aria-label="검색어" />' +
        '<button type="submit">검색</button></form>',
    );
    const user = renderFrame('/');
    await watching();
    await user.type(within(popover).getByRole('textbox', { name: '검색어' }), '몰입');
    await user.click(within(popover).getByRole('button', { name: '검색' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=%EB%AA%B0%EC%9E%85');
    expect(popover.hidePopover).toHaveBeenCalledTimes(1);
  });

  it('drops a kept tap whose button the live frame does not have', async () => {
    // (A member's prerendered 로그인 is hidden by index.html's CSS: the browser delivers no tap.)
    addPrerenderedFrame();
    window.__GENETYPE_FRAME_CLICK__ = { slot: FRAME_TARGET_IDS.header, label: '없는 버튼' };
    renderFrame();
    expect(within(header()).getByRole('button', { name: '로그인' })).toBeInTheDocument();
    await waitFor(() => expect(window.__GENETYPE_FRAME_CLICK__).toBeUndefined());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Frame: login modal requested by router state', () => {
  it('opens the login modal on / when the state asks and nobody is logged in', async () => {
    renderFrame('/', { openLogin: true });
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeInTheDocument();
  });

  it('waits for the stored session and stays closed when it belongs to a member', async () => {
    storage.set(STORAGE_KEYS.token, 'access-1');
    answer('get', GET_USER, member);
    renderFrame('/', { openLogin: true });
    await within(header()).findByRole('button', { name: '로그아웃' });
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('opens once the stored session turns out to be invalid', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.set(STORAGE_KEYS.token, 'expired');
    const getUser = answer('get', GET_USER, () => apiError(401, 'Not authenticated'));
    renderFrame('/', { openLogin: true });
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeInTheDocument();
    expect(getUser[0]?.headers.get('authorization')).toBe('Bearer expired');
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
  });

  it.each([
    ['on another page', '/questions', { openLogin: true }],
    ['without the flag', '/', { search: 'x' }],
    ['with a flag that is not true', '/', { openLogin: 'yes' }],
  ])('ignores the request %s', (_case, at, state) => {
    renderFrame(at, state);
    expect(useModalStore.getState().modal).toBeNull();
  });
});

describe('Frame: login journey through the modal layer', () => {
  async function openLogin() {
    const user = renderFrame();
    await user.click(within(header()).getByRole('button', { name: '로그인' }));
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '아이디 또는 이메일' })).toHaveFocus(),
    );
    return { user, dialog };
  }

  async function submit(user: ReturnType<typeof renderFrame>, dialog: HTMLElement) {
    await user.type(
      within(dialog).getByRole('textbox', { name: '아이디 또는 이메일' }),
      'genetester',
    );
    await user.type(within(dialog).getByLabelText('비밀번호'), 'Secret12!');
    await user.click(within(dialog).getByRole('button', { name: '로그인' }));
  }

  it('logs in: the modal closes and the navbar shows the member', async () => {
    const login = answer('post', LOGIN, session);
    const getUser = answer('get', GET_USER, member);
    const { user, dialog } = await openLogin();
    await submit(user, dialog);
    expect(await within(header()).findByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(login.map((call) => call.body)).toEqual([
      { login: 'genetester', password: 'Secret12!' },
    ]);
    // The member is loaded with the session the login returned.
    expect(getUser[0]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('keeps the login open on a 400: the server message in it, the ID kept', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', LOGIN, () => apiError(400, '아이디 또는 비밀번호가 일치하지 않아요.'));
    const { user, dialog } = await openLogin();
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '아이디 또는 비밀번호가 일치하지 않아요.',
    );
    expect(screen.getByRole('dialog', { name: '로그인' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: '아이디 또는 이메일' })).toHaveValue(
      'genetester',
    );
    await waitFor(() => expect(within(dialog).getByLabelText('비밀번호')).toHaveFocus());
  });

  it('forgets the page that asked for the login when the member closes it unused', async () => {
    storage.setJson(STORAGE_KEYS.refferData, { refererPathname: '/myPage', queryParam: null });
    const { user } = await openLogin();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storage.get(STORAGE_KEYS.refferData)).toBeNull();
  });

  it('tells a member with a pending withdrawal at login, and cancels it there', async () => {
    const withdrawing: User = { ...member, isWithdraw: 1, remainingDays: 9 };
    answer('post', LOGIN, session);
    const cancel = answer('post', '/user/withdrawAccount', { message: '탈퇴 신청을 취소했어요.' });
    // The member is withdrawing until the cancellation reaches the API.
    const getUser = answer('get', GET_USER, () =>
      HttpResponse.json(cancel.length > 0 ? member : withdrawing),
    );
    const { user, dialog } = await openLogin();
    await submit(user, dialog);
    const notice = await screen.findByRole('dialog', { name: '탈퇴 신청 중인 계정이에요' });
    expect(notice).toHaveTextContent('9일 뒤에 탈퇴가 완료돼요.');
    await user.click(within(notice).getByRole('button', { name: '탈퇴 취소하기' }));
    await screen.findByRole('dialog', { name: '탈퇴 신청을 취소했어요' });
    expect(cancel.map((call) => call.body)).toEqual([{ isWithdraw: '0' }]);
    expect(getUser).toHaveLength(2);
    expect(useAuthStore.getState().user?.isWithdraw).toBe(0);
  });

  it('offers log-in-and-link for a social e-mail that is already a member', async () => {
    const user = renderFrame();
    act(() =>
      useModalStore.getState().open('socialEmailTaken', { message: '이미 가입된 이메일이에요.' }),
    );
    const notice = await screen.findByRole('dialog', { name: '이미 가입한 이메일이에요' });
    await user.click(within(notice).getByRole('button', { name: '로그인하고 연결하기' }));
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeInTheDocument();
    expect(storage.getJson(STORAGE_KEYS.refferData)).toEqual({
      refererPathname: '/myPage',
      queryParam: null,
      hash: '#settingSection',
    });
  });

  it('shows the login-failed modal on any other failure; 다음 returns to login', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', LOGIN, () => apiError(503, 'Service Unavailable'));
    const { user, dialog } = await openLogin();
    await submit(user, dialog);
    const failed = await screen.findByRole('dialog', { name: '로그인에 실패했어요' });
    expect(failed).toHaveTextContent('아이디 찾기 또는 비밀번호 재설정을 이용해 주세요');
    for (const name of ['취소', '다음', '아이디 찾기', '비밀번호 재설정']) {
      expect(within(failed).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(failed).getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeInTheDocument();
  });

  it('pre-fills a found account read-only and forgets it when the modal is dismissed', async () => {
    storage.set(STORAGE_KEYS.foundEmail, 'found@example.com');
    const user = renderFrame();
    act(() => useModalStore.getState().open('login'));
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    const field = within(dialog).getByRole('textbox', { name: '아이디 또는 이메일' });
    expect(field).toHaveValue('found@example.com');
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(within(dialog).getByLabelText('비밀번호')).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(storage.get(STORAGE_KEYS.foundEmail)).toBeNull();
  });

  it('offers the session-expired modal with a way back to login', async () => {
    const user = renderFrame();
    act(() => useModalStore.getState().open('sessionExpired'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('로그인 세션이 만료되었어요. 다시 로그인해 주세요.');
    await user.click(within(dialog).getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeInTheDocument();
  });
});

describe('Frame: logout', () => {
  it('says 로그아웃했어요 and lands on /?mode=hide as a visitor', async () => {
    storage.set(STORAGE_KEYS.token, 'access-1');
    answer('get', GET_USER, member);
    const logout = answer('post', '/user/logout', null);
    const user = renderFrame('/myPage');
    await user.click(await within(header()).findByRole('button', { name: '로그아웃' }));
    const notice = await screen.findByRole('dialog', { name: '로그아웃' });
    expect(notice).toHaveTextContent('로그아웃했어요.');
    // Router navigations run in a transition and may commit a little after the notice.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?mode=hide'));
    expect(within(header()).getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    // The session was ended on the server too.
    expect(logout).toHaveLength(1);
    expect(logout[0]?.headers.get('authorization')).toBe('Bearer access-1');
  });
});
