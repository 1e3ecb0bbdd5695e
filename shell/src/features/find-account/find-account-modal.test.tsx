/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { IDENTITY_CHECK_MESSAGES } from '@genetype/domain/contracts';
import {
  STORAGE_KEYS,
  resetStores,
  storage,
  useLanguageStore,
  useModalStore,
} from '@genetype/platform';
import { PHONE_VERIFY_CALLBACK } from '@genetype/platform/providers';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { FindAccountModal } from './find-account-modal';

const VERIFIED = '01012345678';
const FIND_EMAIL = '/user/findEmail';

startApiServer();

interface SubmittedForm {
  method: string;
  action: string;
  target: string;
  fields: Record<string, string>;
}

function setup() {
  const popup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const submitted: SubmittedForm[] = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push({
      method: this.method,
      action: this.action,
      target: this.target,
      // (FormData here is Node's, which cannot read a jsdom form.)
      fields: Object.fromEntries(
        Array.from(this.elements, (field) => {
          const input = field as HTMLInputElement;
          return [input.name, input.value];
        }),
      ),
    });
  });
  const tokens = answer('get', '/user/getPhoneVerifyToken', {
    success: true,
    data: 'sealed-request',
    url: 'http://idp.test/checkplus/service',
  });
  const phoneData = answer('get', '/user/getPhoneData', {
    success: true,
    data: { name: '김진타', birthDate: '1995-04-12', phoneNumber: VERIFIED },
  });
  const close = jest.fn();
  const { user } = renderWithProviders(<FindAccountModal close={close} />, { keepState: true });
  return { popup, open, submitted, close, user, tokens, phoneData };
}

/** What /phoneVerifyResponse does in the popup: call the opener's global callback. */
function providerReplies(encodeData = 'sealed-reply') {
  const callback = (window as unknown as Record<string, (value: string) => void>)[
    PHONE_VERIFY_CALLBACK
  ];
  expect(typeof callback).toBe('function');
  act(() => callback?.(encodeData));
}

async function verifyAndReachNumberStep({ user, tokens }: ReturnType<typeof setup>) {
  await user.click(screen.getByRole('button', { name: '휴대폰 본인인증하기' }));
  await waitFor(() => expect(tokens).toHaveLength(1));
  providerReplies();
  return screen.findByRole('textbox', { name: '휴대폰 번호' });
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
  useModalStore.getState().open('findAccount');
});
afterEach(() => jest.restoreAllMocks());

describe('FindAccountModal', () => {
  it('opens the 500×550 identity-check popup with the hidden GET form of spec §4', async () => {
    const { open, submitted, user, tokens } = setup();
    await user.click(screen.getByRole('button', { name: '휴대폰 본인인증하기' }));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'phoneVerification',
      expect.stringMatching(/width=500,height=550/),
    );
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      method: 'get',
      action: 'http://idp.test/checkplus/service',
      target: 'phoneVerification',
      fields: { m: 'checkplusService', EncodeData: 'sealed-request' },
    });
    expect(tokens[0]?.url.searchParams.get('returnUrl')).toBe(
      'http://localhost/phoneVerifyResponse',
    );
    expect(document.querySelector('form[target="phoneVerification"]')).toBeNull();
  });

  it('finds the account and logs in with the chosen e-mail or user ID', async () => {
    const modal = setup();
    const { user, phoneData } = modal;
    const findEmail = answer('post', FIND_EMAIL, {
      success: true,
      data: 'gene@example.com',
      userId: 'genetester',
      message: IDENTITY_CHECK_MESSAGES.accountFound,
      accounts: [{ email: 'gene@example.com', userId: 'genetester' }],
    });
    const phone = await verifyAndReachNumberStep(modal);
    expect(phone).toHaveValue(VERIFIED);
    // The provider's sealed reply went to the API to be opened.
    expect(phoneData[0]?.url.searchParams.get('EncodeData')).toBe('sealed-reply');
    await user.click(screen.getByRole('button', { name: '계정 찾기' }));

    await user.click(await screen.findByRole('button', { name: '이 계정으로 로그인' }));
    expect(findEmail.map((call) => call.body)).toEqual([
      { phoneNumber: VERIFIED, EncodeData: 'sealed-reply' },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.choiceRequired);
    expect(useModalStore.getState().modal?.name).toBe('findAccount');

    expect(screen.getByRole('radio', { name: /gene@example.com/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /genetester/ }));
    await user.click(screen.getByRole('button', { name: '이 계정으로 로그인' }));
    expect(storage.get(STORAGE_KEYS.foundEmail)).toBe('genetester');
    expect(useModalStore.getState().modal).toEqual({ name: 'login' });
  });

  it('asks for exactly 11 digits', async () => {
    const modal = setup();
    const { user } = modal;
    const findEmail = answer('post', FIND_EMAIL, {});
    const phone = await verifyAndReachNumberStep(modal);
    await user.clear(phone);
    await user.type(phone, '0101234');
    await user.click(screen.getByRole('button', { name: '계정 찾기' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.phoneFormat)).toBeInTheDocument();
    expect(findEmail).toHaveLength(0);
  });

  it('shows the server message when nothing is found, with retry and password reset', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const modal = setup();
    const { user } = modal;
    answer('post', FIND_EMAIL, () => apiError(400, IDENTITY_CHECK_MESSAGES.phoneMismatch));
    await verifyAndReachNumberStep(modal);
    await user.click(screen.getByRole('button', { name: '계정 찾기' }));
    expect(await screen.findByText(IDENTITY_CHECK_MESSAGES.phoneMismatch)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '처음부터 다시 하기' }));
    expect(screen.getByRole('button', { name: '휴대폰 본인인증하기' })).toBeInTheDocument();
  });

  it('goes to the password reset modal from the not-found step', async () => {
    const modal = setup();
    const { user } = modal;
    answer('post', FIND_EMAIL, {
      success: false,
      data: null,
      userId: null,
      message: IDENTITY_CHECK_MESSAGES.accountNotFound,
      accounts: [],
    });
    await verifyAndReachNumberStep(modal);
    await user.click(screen.getByRole('button', { name: '계정 찾기' }));
    expect(await screen.findByText(IDENTITY_CHECK_MESSAGES.accountNotFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
    expect(useModalStore.getState().modal).toEqual({ name: 'forgotPassword' });
  });

  it('shows the §8 message when the verification reply is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, tokens } = setup();
    const phoneData = answer('get', '/user/getPhoneData', () =>
      apiError(400, IDENTITY_CHECK_MESSAGES.failed),
    );
    await user.click(screen.getByRole('button', { name: '휴대폰 본인인증하기' }));
    await waitFor(() => expect(tokens).toHaveLength(1));
    providerReplies('tampered');
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_CHECK_MESSAGES.failed);
    expect(phoneData[0]?.url.searchParams.get('EncodeData')).toBe('tampered');
  });

  describe('in English', () => {
    beforeEach(async () => {
      await act(() => useLanguageStore.getState().setLanguage('en'));
    });
    afterEach(async () => {
      await act(() => useLanguageStore.getState().setLanguage('ko'));
    });

    it('walks every step in English, with an English fallback when the lookup fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, tokens } = setup();
      expect(screen.getByText(/find your ID \(email\) with the mobile number/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Verify my phone' }));
      await waitFor(() => expect(tokens).toHaveLength(1));
      providerReplies();
      const phone = await screen.findByRole('textbox', { name: 'Mobile number' });
      expect(phone).toHaveValue(VERIFIED);
      expect(screen.getByText('Numbers only, no dashes.')).toBeInTheDocument();

      // A failure without a server message: the shell's own fallback, in English.
      answer('post', FIND_EMAIL, () => HttpResponse.error());
      await user.click(screen.getByRole('button', { name: 'Find my account' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "We couldn't find an account. Please try again in a moment.",
      );
      expect(screen.getByRole('button', { name: 'Start over' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/[\uAC00-\uD7A3]/);
    });

    it('lists the accounts found in English', async () => {
      const { user, tokens } = setup();
      answer('post', FIND_EMAIL, {
        success: true,
        data: 'gene@example.com',
        userId: 'genetester',
        message: 'Found',
        accounts: [{ email: 'gene@example.com', userId: 'genetester' }],
      });
      await user.click(screen.getByRole('button', { name: 'Verify my phone' }));
      await waitFor(() => expect(tokens).toHaveLength(1));
      providerReplies();
      await user.click(await screen.findByRole('button', { name: 'Find my account' }));
      expect(await screen.findByRole('group', { name: 'Accounts found' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Email gene@example.com' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'ID genetester' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log in with this account' })).toBeInTheDocument();
    });
  });
});
