/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { resetStores, useAuthStore, useModalStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { PHONE_VERIFY_CALLBACK } from '@genetype/platform/providers';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { baseUser, renderMyPage } from '../test-support';

startApiServer();
jest.setTimeout(20_000);

/** What the API says after each save: `loadUser` reads the member as the saves left them. */
let stored: User;

beforeEach(() => {
  resetStores();
  localStorage.clear();
  useAuthStore.setState({
    loadUser: jest.fn(async () => useAuthStore.setState({ user: { ...stored } })),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const unready: User = { ...baseUser, nickname: null, phoneNumber: null, section: 1 };

async function setNickname(user: ReturnType<typeof renderMyPage>, nickname: string) {
  answer('post', '/user/updateNickname', { message: '닉네임을 변경했어요.' });
  stored = { ...stored, nickname };
  await user.type(screen.getByLabelText('닉네임'), nickname);
  await user.click(screen.getByRole('button', { name: '변경' }));
  await waitFor(() => expect(useModalStore.getState().modal?.name).toBe('success'));
  act(() => useModalStore.getState().close());
}

async function verifyPhone(user: ReturnType<typeof renderMyPage>, phoneNumber: string) {
  const popup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
  jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  const tokens = answer('get', '/user/getPhoneVerifyToken', {
    success: true,
    data: 'sealed',
    url: 'http://idp.test/service',
  });
  answer('get', '/user/updatePhoneNumberByAuthentication', {
    success: true,
    message: '휴대폰 번호를 인증했어요.',
    data: phoneNumber,
  });
  stored = { ...stored, phoneNumber };
  await user.click(screen.getByRole('button', { name: '본인인증' }));
  await waitFor(() => expect(tokens).toHaveLength(1));
  act(() =>
    (window as unknown as Record<string, (v: string) => void>)[PHONE_VERIFY_CALLBACK]?.('reply'),
  );
  await waitFor(() => expect(useModalStore.getState().modal?.name).toBe('success'));
  act(() => useModalStore.getState().close());
}

describe('settings: the way back to the test (issue #37)', () => {
  it('leads a member mid-test back to the test once the phone check and the nickname are done', async () => {
    stored = unready;
    const user = renderMyPage(unready, '#settingSection');
    await setNickname(user, 'NewNick99');
    // One of the two is still missing: nothing to go back to yet.
    expect(screen.queryByRole('link', { name: '검사 이어서 하기' })).not.toBeInTheDocument();
    await verifyPhone(user, '01099998888');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '휴대폰 본인인증과 닉네임 설정을 마쳤어요. 이제 검사를 이어서 할 수 있어요.',
    );
    await user.click(screen.getByRole('link', { name: '검사 이어서 하기' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/questions?show=true');
  });

  it('leads a member who has finished to the result', async () => {
    const finished: User = { ...unready, nickname: 'Member01', section: 4, finishTest: true };
    stored = finished;
    const user = renderMyPage(finished, '#settingSection');
    await verifyPhone(user, '01099998888');
    expect(await screen.findByRole('link', { name: '결과 보러 가기' })).toHaveAttribute(
      'href',
      '/thank-you',
    );
  });

  it('says nothing to a member who had both already', () => {
    renderMyPage({ ...baseUser, section: 2 }, '#settingSection');
    expect(screen.queryByRole('link', { name: /검사|결과/ })).not.toBeInTheDocument();
  });
});
