/**
 * @jest-environment jest-fixed-jsdom
 */
// My page and its settings in English (issue 18): headings, labels, the language choice, and the
// form's validation messages in the page's language.
import { act, screen, waitFor, within } from '@testing-library/react';

jest.setTimeout(30_000);
import { resetStores, useAuthStore, useLanguageStore } from '@genetype/platform';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { baseUser, renderMyPage } from '../test-support';

startApiServer();

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

beforeEach(() => {
  resetStores();
  localStorage.clear();
  useAuthStore.setState({ loadUser: jest.fn().mockResolvedValue(undefined) });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => useLanguageStore.getState().setLanguage('ko'));
});

describe('my page in English', () => {
  it('shows the tabs and the settings in English, with no Korean left', async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
    renderMyPage(baseUser, '#settingSection');
    expect(screen.getByRole('heading', { level: 1, name: 'My page' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'My details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    // Language names are written in their own language ("한국어" is the one Korean word).
    const text = (document.body.textContent ?? '').replace('한국어', '');
    expect(text).not.toMatch(HANGUL);
  });

  it('shows English validation messages in the password form, and Korean again in Korean', async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
    const updates = answer('post', '/user/updatePassword', { message: 'ok' });
    const user = renderMyPage(baseUser, '#settingSection');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText(/Use at least 8 characters/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('Please enter your current password.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Current password'), 'Passw0rd!');
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await within(dialog).findByText(
        'Your password must be 8–16 characters and include a letter, a number and a symbol.',
      ),
    ).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await act(() => useLanguageStore.getState().setLanguage('ko'));
    const korean = screen.getByRole('dialog', { name: '비밀번호 변경' });
    await user.click(within(korean).getByRole('button', { name: '비밀번호 변경' }));
    expect(await within(korean).findByText(VALIDATION_MESSAGES.passwordFormat)).toBeInTheDocument();
  }, 30_000);

  it('switches the page to English from the settings language choice', async () => {
    const user = renderMyPage(baseUser, '#settingSection');
    expect(screen.getByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('언어'), 'en');
    await waitFor(() => expect(useLanguageStore.getState().language).toBe('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
