// Render helpers of the my-page tests.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, storage, useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
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

/**
 * jest-fixed-jsdom (the MSW suites' environment) puts Node's FormData on the page, which cannot
 * read a jsdom <form>; React 19 builds one from the form when a submit starts a transition (as
 * react-router's navigate does). Until `jest.restoreAllMocks()`: a FormData that reads the form's
 * named fields as a browser does.
 */
export function letFormDataReadForms(): void {
  const NodeFormData = globalThis.FormData;
  class FormDataOfForm extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      for (const field of Array.from(form?.elements ?? [])) {
        const { name, disabled, type, value } = field as HTMLInputElement;
        if (!name || disabled || type === 'file') continue;
        if ((type === 'submit' || type === 'button') && field !== submitter) continue;
        if ((type === 'checkbox' || type === 'radio') && !(field as HTMLInputElement).checked)
          continue;
        if (field instanceof HTMLSelectElement)
          for (const option of Array.from(field.selectedOptions)) this.append(name, option.value);
        else this.append(name, value);
      }
    }
  }
  jest
    .spyOn(globalThis, 'FormData')
    .mockImplementation((form, submitter) => new FormDataOfForm(form, submitter));
}
