import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetStores, useAuthStore, useModalStore } from '@genetype/platform';
import { useOpenLoginFromRoute } from './use-open-login-from-route';

function Probe() {
  useOpenLoginFromRoute();
  return null;
}

function renderAt(entry: { pathname: string; state?: unknown }) {
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
