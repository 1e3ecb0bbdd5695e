/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { IDENTITY_CHECK_MESSAGES } from '@genetype/domain/contracts';
import { PHONE_VERIFY_CALLBACK } from '@genetype/platform/providers';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { PhoneVerifyButton } from './phone-verify-button';

startApiServer();
afterEach(() => jest.restoreAllMocks());

function popupOpens() {
  const popup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
  jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  const tokens = answer('get', '/user/getPhoneVerifyToken', {
    success: true,
    data: 'sealed',
    url: 'http://idp.test/service',
  });
  return { popup, tokens };
}

describe('PhoneVerifyButton', () => {
  it('hands the verified reply to its owner', async () => {
    const { tokens } = popupOpens();
    const onVerified = jest.fn();
    const { user } = renderWithProviders(
      <PhoneVerifyButton onVerified={onVerified}>번호 변경</PhoneVerifyButton>,
    );
    await user.click(screen.getByRole('button', { name: '번호 변경' }));
    expect(screen.getByRole('button', { name: '번호 변경' })).toBeDisabled();
    await waitFor(() => expect(tokens).toHaveLength(1));
    act(() =>
      (window as unknown as Record<string, (v: string) => void>)[PHONE_VERIFY_CALLBACK]?.('reply'),
    );
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('reply'));
    expect(screen.getByRole('button', { name: '번호 변경' })).toBeEnabled();
  });

  it('says so when the browser blocks the popup', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const onVerified = jest.fn();
    const { user } = renderWithProviders(<PhoneVerifyButton onVerified={onVerified} />);
    await user.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      IDENTITY_CHECK_MESSAGES.popupBlocked,
    );
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('shows the §8 message when the request cannot be made', async () => {
    popupOpens();
    // The network fails (offline): no answer at all.
    answer('get', '/user/getPhoneVerifyToken', () => HttpResponse.error());
    const { user } = renderWithProviders(<PhoneVerifyButton onVerified={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_CHECK_MESSAGES.failed);
  });
});
