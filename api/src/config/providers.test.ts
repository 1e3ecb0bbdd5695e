import { loadConfig, localProviders } from './index.js';
import { issuesOf } from '../../test/helpers/config-issues.js';

describe('provider configuration', () => {
  it('serves every provider locally by default, from the API itself', () => {
    const { providers } = loadConfig({ PORT: '4100' });
    expect(localProviders(providers)).toHaveLength(3);
    expect(providers.kakao).toMatchObject({
      mode: 'local',
      authorizeUrl: 'http://localhost:4100/local-idp/kakao/oauth/authorize',
      // Server-to-server calls go over loopback.
      tokenUrl: 'http://127.0.0.1:4100/local-idp/kakao/oauth/token',
    });
    expect(providers.google.issuer).toBe('http://localhost:4100/local-idp/google');
    expect(providers.identityCheck.key).toHaveLength(32);
  });

  it('reads real provider settings', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const { providers } = loadConfig({
      PUBLIC_API_URL: 'https://api.genetype.kr/',
      KAKAO_CLIENT_ID: 'rest-key',
      KAKAO_CLIENT_SECRET: 'secret',
      GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com',
      IDENTITY_CHECK_URL: 'https://nice.example/checkplus',
      IDENTITY_CHECK_SITE_CODE: 'BA123',
      IDENTITY_CHECK_KEY: key,
    });
    expect(localProviders(providers)).toEqual([]);
    expect(providers.publicApiUrl).toBe('https://api.genetype.kr');
    expect(providers.kakao).toMatchObject({
      mode: 'external',
      clientId: 'rest-key',
      clientSecret: 'secret',
      tokenUrl: 'https://kauth.kakao.com/oauth/token',
      logoutUrl: 'https://kapi.kakao.com/v1/user/logout',
    });
    expect(providers.google).toMatchObject({
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    expect(providers.identityCheck).toMatchObject({
      siteCode: 'BA123',
      requestUrl: 'https://nice.example/checkplus',
    });
  });

  it('reports bad provider settings with the rest', () => {
    expect(
      issuesOf({
        KAKAO_CLIENT_ID: 'k',
        KAKAO_TOKEN_URL: 'kauth.kakao.com/token',
        IDENTITY_CHECK_URL: 'https://nice.example/checkplus',
        IDENTITY_CHECK_KEY: 'short',
      }).map((issue) => issue.split(':')[0]),
    ).toEqual(['KAKAO_TOKEN_URL', 'IDENTITY_CHECK_SITE_CODE', 'IDENTITY_CHECK_KEY']);
  });
});
