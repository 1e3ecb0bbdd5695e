// Kakao Login's server side: the authorization-code exchange and the user lookup, over HTTP
// (the same code talks to kauth/kapi.kakao.com and to the local stand-in).
import type { KakaoConfig } from '../../config/index.js';

export interface KakaoProfile {
  /** Kakao's member number, as text (it can exceed 2^53 in principle; we never do arithmetic). */
  id: string;
  nickname: string | null;
  /** Only an address Kakao reports as valid and verified; otherwise null. */
  email: string | null;
}

export class KakaoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KakaoError';
  }
}

const TIMEOUT_MS = 10_000;

export class KakaoClient {
  constructor(private readonly config: KakaoConfig) {}

  async exchangeCode(code: string, redirectUri: string): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: this.config.clientId,
      redirect_uri: redirectUri,
      code,
    });
    if (this.config.clientSecret) form.set('client_secret', this.config.clientSecret);
    const response = await this.call(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: form.toString(),
    });
    const token = (response as { access_token?: unknown }).access_token;
    if (typeof token !== 'string' || token === '')
      throw new KakaoError('token response without access_token');
    return token;
  }

  async fetchProfile(accessToken: string): Promise<KakaoProfile> {
    const body = (await this.call(this.config.userUrl, {
      method: 'GET',
      headers: { Authorization: `Bearer ${accessToken}` },
    })) as {
      id?: unknown;
      kakao_account?: {
        profile?: { nickname?: unknown };
        email?: unknown;
        is_email_valid?: unknown;
        is_email_verified?: unknown;
      };
    };
    if (typeof body.id !== 'number' && typeof body.id !== 'string')
      throw new KakaoError('user without id');
    const account = body.kakao_account ?? {};
    const email =
      typeof account.email === 'string' &&
      account.is_email_valid === true &&
      account.is_email_verified === true
        ? account.email.toLowerCase()
        : null;
    const nickname =
      typeof account.profile?.nickname === 'string' ? account.profile.nickname : null;
    return { id: String(body.id), nickname, email };
  }

  private async call(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new KakaoError(
        `Kakao unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    if (!response.ok)
      throw new KakaoError(`Kakao answered ${response.status}: ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new KakaoError('Kakao answered with something other than JSON');
    }
  }
}
