import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTITY_CHECK_MESSAGES, PHONE_VERIFY_CALLBACK, identityCheckApi } from '@genetype/shared';
import { PhoneVerifyButton } from './phone-verify-button';

afterEach(() => jest.restoreAllMocks());

function popupOpens() {
  const popup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
  jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  jest
    .spyOn(identityCheckApi, 'getPhoneVerifyToken')
    .mockResolvedValue({ success: true, data: 'sealed', url: 'http://idp.test/service' });
  return popup;
}

describe('PhoneVerifyButton', () => {
  it('hands the verified reply to its owner', async () => {
    popupOpens();
    const onVerified = jest.fn();
    render(<PhoneVerifyButton onVerified={onVerified}>번호 변경</PhoneVerifyButton>);
    await userEvent.setup().click(screen.getByRole('button', { name: '번호 변경' }));
    expect(screen.getByRole('button', { name: '번호 변경' })).toBeDisabled();
    await waitFor(() => expect(identityCheckApi.getPhoneVerifyToken).toHaveBeenCalled());
    act(() =>
      (window as unknown as Record<string, (v: string) => void>)[PHONE_VERIFY_CALLBACK]?.('reply'),
    );
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('reply'));
    expect(screen.getByRole('button', { name: '번호 변경' })).toBeEnabled();
  });

  it('says so when the browser blocks the popup', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const onVerified = jest.fn();
    render(<PhoneVerifyButton onVerified={onVerified} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      IDENTITY_CHECK_MESSAGES.popupBlocked,
    );
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('shows the §8 message when the request cannot be made', async () => {
    popupOpens();
    jest.spyOn(identityCheckApi, 'getPhoneVerifyToken').mockRejectedValue(new Error('offline'));
    render(<PhoneVerifyButton onVerified={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_CHECK_MESSAGES.failed);
  });
});
