// Render helpers of the my-page tests.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, storage, useAuthStore } from '@genetype/shared';
import type { User } from '@genetype/shared';
import MyPage from './my-page';

export const baseUser: User = {
  userId: 'member01',
  email: 'member01@example.com',
  nickname: 'Member01',
  profileIcon: null,
  phoneNumber: '01012345678',
  message: null,
  isPasswordSet: true,
  isWithdraw: 0,
  remainingDays: null,
  section: 0,
  finishTest: false,
  results: [],
};

/** An axios-shaped failure carrying the server's `{ message }`. */
export function apiFailure(status: number, message: string): Error {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status, data: { message }, headers: {} },
  });
}

function Probe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

/**
 * jsdom has no layout; tabbable (under the dialogs' focus trap) treats an element without client
 * rects as hidden, so the trap would skip every field.
 */
export function giveElementsLayout(): void {
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([{}] as unknown as DOMRectList);
}

/** Signs `user` in (store and token) and renders /myPage at `hash`. */
export function renderMyPage(user: User | null = baseUser, hash = '') {
  giveElementsLayout();
  if (user) {
    storage.set(STORAGE_KEYS.token, 'token-1');
    useAuthStore.setState({ user, status: 'authenticated' });
  }
  render(
    <MemoryRouter initialEntries={[`/myPage${hash}`]}>
      <Routes>
        <Route path="/myPage" element={<MyPage />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}
