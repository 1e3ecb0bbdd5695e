import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PHONE_VERIFY_CALLBACK } from '@genetype/platform/providers';
import PhoneVerifyResponsePage from './phone-verify-response-page';

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

describe('/phoneVerifyResponse', () => {
  it("hands the provider's reply to the opener's global callback and closes", () => {
    const callback = jest.fn();
    Object.defineProperty(window, 'opener', {
      value: { [PHONE_VERIFY_CALLBACK]: callback },
      configurable: true,
      writable: true,
    });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/phoneVerifyResponse?EncodeData=sealed%2Breply');
    render(
      <MemoryRouter>
        <PhoneVerifyResponsePage />
      </MemoryRouter>,
    );
    expect(callback).toHaveBeenCalledWith('sealed+reply');
    expect(close).toHaveBeenCalled();
  });

  it('explains itself when opened outside the popup', () => {
    window.history.replaceState(null, '', '/phoneVerifyResponse?EncodeData=x');
    render(
      <MemoryRouter>
        <PhoneVerifyResponsePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('본인인증 창에서만 열 수 있는 페이지예요');
  });
});
