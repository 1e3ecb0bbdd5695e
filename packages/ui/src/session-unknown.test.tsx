// The "unknown" session as pages show it: a loader while the check runs, then a Korean message
// with "다시 시도" (which checks again) — never the visitor's login, never a blank wait.
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { PageLoading } from './page-loading.js';
import { RequireMember } from './require-member.js';
import { SESSION_UNKNOWN_TITLE, SessionUnknown } from './session-unknown.js';

const member = { userId: 'gene1', nickname: 'gene1', section: 1 } as unknown as User;

function renderGuarded() {
  return render(
    <MemoryRouter initialEntries={['/result?type=A']}>
      <Routes>
        <Route
          path="/result"
          element={
            <RequireMember fallback={<PageLoading label="회원 정보를 확인하고 있어요" />}>
              <p>결과 화면</p>
            </RequireMember>
          }
        />
        <Route path="/" element={<p>홈</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetStores();
});

describe('RequireMember with a session whose check did not answer', () => {
  it('shows the loader while the stored session is checked', () => {
    storage.set(STORAGE_KEYS.token, 't');
    useAuthStore.setState({ status: 'loading' });
    renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('회원 정보를 확인하고 있어요');
    expect(screen.queryByText('홈')).toBeNull();
  });

  it('shows the message with 다시 시도 instead of sending the member to log in', async () => {
    storage.set(STORAGE_KEYS.token, 't');
    useAuthStore.setState({ status: 'unknown' });
    const loadUser = jest.fn(async () => {
      useAuthStore.setState({ user: member, status: 'authenticated' });
    });
    useAuthStore.setState({ loadUser });
    renderGuarded();
    expect(screen.getByRole('heading', { name: SESSION_UNKNOWN_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('홈')).toBeNull();
    expect(storage.getJson(STORAGE_KEYS.refferData)).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(loadUser).toHaveBeenCalledTimes(1);
    expect(screen.getByText('결과 화면')).toBeInTheDocument();
  });

  it('still sends a visitor (no stored session) home to log in', () => {
    renderGuarded();
    expect(screen.getByText('홈')).toBeInTheDocument();
  });
});

describe('SessionUnknown', () => {
  it('keeps the retry busy while the check runs again', async () => {
    let finish: () => void = () => undefined;
    useAuthStore.setState({
      loadUser: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    render(<SessionUnknown headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(SESSION_UNKNOWN_TITLE);
    expect(screen.getByText(/로그인은 그대로 유지돼요/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeEnabled();
  });
});

describe('PageLoading', () => {
  it('shows a spinner and says what is loading', () => {
    render(<PageLoading label="화면을 불러오는 중이에요" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('화면을 불러오는 중이에요');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
