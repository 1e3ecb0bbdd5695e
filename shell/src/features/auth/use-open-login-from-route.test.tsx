import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { resetStores, useAuthStore, useModalStore } from '@genetype/platform';
import { useOpenLoginFromRoute } from './use-open-login-from-route';

function Probe() {
  useOpenLoginFromRoute();
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function renderAt(entry: { pathname: string; search?: string; state?: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Probe />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
});

describe('useOpenLoginFromRoute', () => {
  it('shows the session-expired modal after a forced session clear', () => {
    renderAt({ pathname: '/', state: { error: true } });
    expect(useModalStore.getState().modal).toEqual({ name: 'sessionExpired' });
  });

  it('opens the login modal when asked', () => {
    renderAt({ pathname: '/', state: { openLogin: true } });
    expect(useModalStore.getState().modal).toEqual({ name: 'login' });
  });

  it('does not open the login for a session whose check did not answer', () => {
    useAuthStore.setState({ status: 'unknown' });
    renderAt({ pathname: '/', state: { openLogin: true } });
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('opens the login modal on any page addressed with ?login, and drops it from the address', () => {
    renderAt({ pathname: '/typeReport/1', search: '?login' });
    expect(useModalStore.getState().modal).toEqual({ name: 'login' });
    expect(document.querySelector('output')).toHaveTextContent(/^\/typeReport\/1$/);
  });

  it('drops ?login without a login modal for a member', () => {
    useAuthStore.setState({ status: 'authenticated', user: { email: 'a@b.c' } as never });
    renderAt({ pathname: '/questions', search: '?login' });
    expect(useModalStore.getState().modal).toBeNull();
    expect(document.querySelector('output')).toHaveTextContent(/^\/questions$/);
  });

  it.each([
    ['elsewhere', { pathname: '/questions', state: { error: true } }],
    ['without the flag', { pathname: '/' }],
    ['with a flag that is not true', { pathname: '/', state: { error: 'yes' } }],
  ])('does nothing %s', (_case, entry) => {
    renderAt(entry);
    expect(useModalStore.getState().modal).toBeNull();
  });
});

describe('API navigation', () => {
  it('routes the client’s forced session clear through the router, keeping the error flag', async () => {
    const { navigateTo } = await import('@genetype/platform');
    renderAt({ pathname: '/questions' });
    act(() => navigateTo('/', { error: true }));
    expect(useModalStore.getState().modal).toEqual({ name: 'sessionExpired' });
  });
});
