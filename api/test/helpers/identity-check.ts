// Walks the local identity check the way the popup does: request, provider form, sealed reply.
import type { FastifyInstance } from 'fastify';
import type { PhoneVerifyTokenResponse } from '@genetype/domain/contracts';

export const RETURN_URL = 'http://localhost:3000/phoneVerifyResponse';

export interface PersonInput {
  name?: string;
  birthDate?: string;
  phoneNumber: string;
}

export async function requestVerification(app: FastifyInstance): Promise<PhoneVerifyTokenResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/user/getPhoneVerifyToken?returnUrl=${encodeURIComponent(RETURN_URL)}`,
  });
  if (response.statusCode !== 200) throw new Error(`token failed: ${response.body}`);
  return response.json<PhoneVerifyTokenResponse>();
}

/** The sealed reply the provider sends back to /phoneVerifyResponse. */
export async function verifyPhone(app: FastifyInstance, person: PersonInput): Promise<string> {
  const { data, url } = await requestVerification(app);
  const path = new URL(url).pathname;
  const form = await app.inject({
    method: 'GET',
    url: `${path}?m=checkplusService&EncodeData=${encodeURIComponent(data)}`,
  });
  if (form.statusCode !== 200) throw new Error(`provider form failed: ${form.body}`);
  const query = new URLSearchParams({
    m: 'checkplusService',
    EncodeData: data,
    name: person.name ?? '김진타',
    birthDate: person.birthDate ?? '1995-04-12',
    phoneNumber: person.phoneNumber,
  });
  const done = await app.inject({
    method: 'GET',
    url: `${path.replace(/service$/, 'complete')}?${query}`,
  });
  if (done.statusCode !== 302)
    throw new Error(`provider reply failed: ${done.statusCode} ${done.body}`);
  const location = new URL(String(done.headers.location));
  if (`${location.origin}${location.pathname}` !== RETURN_URL)
    throw new Error('wrong return address');
  return location.searchParams.get('EncodeData') ?? '';
}

export const uniquePhone = (): string =>
  `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Flips one character in the middle of a sealed value (still valid base64url). */
export function tamper(sealed: string): string {
  const i = Math.floor(sealed.length / 2);
  const c = sealed[i] === 'A' ? 'B' : 'A';
  return `${sealed.slice(0, i)}${c}${sealed.slice(i + 1)}`;
}
