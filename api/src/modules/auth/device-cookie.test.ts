import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_TTL_MS,
  DeviceCookies,
  loginCookiePath,
} from './device-cookie.js';

const SECRET = 'x'.repeat(48);

function cookies(now = () => 1_000_000, secret = SECRET, secure = false) {
  return new DeviceCookies({ secret, secure, path: '/api/user/login', now });
}

describe('device cookies', () => {
  it('names the account it was issued for, with a new nonce each time', () => {
    const devices = cookies();
    const first = devices.verify(devices.issue('account-1'));
    const second = devices.verify(devices.issue('account-1'));
    expect(first).toMatchObject({ accountId: 'account-1', issuedAt: 1_000_000 });
    expect(second?.nonce).not.toBe(first?.nonce);
  });

  it('refuses forged, foreign-key, malformed and expired values', () => {
    let now = 1_000_000;
    const devices = cookies(() => now);
    const value = devices.issue('account-1');
    const [payload, signature] = value.split('.') as [string, string];
    const other = Buffer.from(
      JSON.stringify({ accountId: 'account-2', nonce: 'n', issuedAt: now }),
    ).toString('base64url');
    expect(devices.verify(`${other}.${signature}`)).toBeNull();
    expect(cookies(undefined, 'y'.repeat(48)).verify(value)).toBeNull();
    for (const bad of [undefined, '', payload, `${value}.x`, 'a.b', `${payload}.${signature}=`])
      expect(devices.verify(bad)).toBeNull();
    now += DEVICE_COOKIE_TTL_MS;
    expect(devices.verify(value)).toBeNull();
  });

  it.each([
    [false, undefined],
    [true, true],
  ])(
    'sets it HttpOnly, SameSite=Strict, on the login path only (Secure: %s)',
    async (secure, flag) => {
      const app = Fastify();
      await app.register(cookie);
      const devices = cookies(undefined, SECRET, secure);
      app.post('/login', async (_request, reply) => {
        devices.set(reply, 'account-1');
        return {};
      });
      const response = await app.inject({ method: 'POST', url: '/login' });
      const set = response.cookies.find((entry) => entry.name === DEVICE_COOKIE);
      expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login' });
      expect(set?.secure).toBe(flag);
      expect(devices.verify(set?.value)?.accountId).toBe('account-1');
    },
  );

  it('lives on the login path as browsers reach the API', () => {
    expect(loginCookiePath('http://localhost:4000')).toBe('/user/login');
    expect(loginCookiePath('https://genetype.kr/api/')).toBe('/api/user/login');
  });
});
