// docs/openapi.json as a contract (issue 36, item 8): requests generated from the document alone
// must be answered as it says. Valid ones (every required part, then every optional part too)
// are accepted: never a 400/422 nor a 5xx, and in a media type the document names for the status.
// Each one-rule breakage of them (a required field left out, a wrong type, one character too many,
// a value outside an enum) is refused with a 4xx `{ message }` in Korean, never a 5xx. A method a
// documented path does not take is a 405 with `Allow`. So the document cannot drift from the
// routes: a rule only the code knows fails here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  LOCAL_GOOGLE_CLIENT_ID,
  LOCAL_KAKAO_CLIENT_ID,
  LOCAL_KAKAO_CLIENT_SECRET,
} from '../src/config/index.js';
import { dialects } from './helpers/dialects.js';
import { PASSWORD } from './helpers/fixtures.js';
import { requestVerification, uniquePhone, verifyPhone } from './helpers/identity-check.js';
import type { Fill, OpenApiDocument, Operation, RequestParts } from './helpers/openapi-requests.js';
import {
  breakagesOf,
  longestRequest,
  operationsOf,
  urlOf,
  validRequest,
} from './helpers/openapi-requests.js';
import {
  CONSENTS,
  GOOGLE_REDIRECT,
  KAKAO_LINK_REDIRECT,
  KAKAO_LOGIN_REDIRECT,
  externalProviderEnv,
  googleIdToken,
  kakaoCode,
  startIdpHost,
  uniqueDigits,
} from './helpers/providers.js';
import { sectionAnswers, verifiedMember } from './helpers/questionnaire.js';
import type { Member } from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const HANGUL = /[\uac00-\ud7a3]/;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * What a valid request needs beyond its shape: the values only the world can give (a member's own
 * password and e-mail, a code that was mailed, a sealed identity-check reply, a provider's code, a
 * question of the section the member is on). The generated request keeps everything else. Keyed by
 * "METHOD path"; each request has a fresh, phone-verified member of its own.
 */
interface World {
  t: TestApp;
  /** The local providers, reached over real HTTP as the real ones would be. */
  idp: FastifyInstance;
  member: Member;
  /** The newest mail to `to` in the file outbox. */
  mailTo(to: string): Promise<string>;
}
type Given = Partial<Pick<RequestParts, 'params' | 'query'>> & { body?: Record<string, unknown> };

const kakaoAccount = () => ({ id: uniqueDigits(), nickname: '테스트', email: null });

async function mailedCode(world: World, email: string): Promise<string> {
  await world.t.app.inject({
    method: 'POST',
    url: '/user/updateEmailSendCode',
    headers: world.member.headers,
    payload: { email },
  });
  return /인증번호: (\d{6})/.exec(await world.mailTo(email))?.[1] ?? '';
}

async function resetToken(world: World): Promise<string> {
  await world.t.app.inject({
    method: 'POST',
    url: '/user/forgotPassword',
    payload: { email: world.member.email },
  });
  const mail = await world.mailTo(world.member.email);
  return /\/user\/resetPassword\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? '';
}

const sealedReply = async (world: World) => ({
  EncodeData: await verifyPhone(world.t.app, { phoneNumber: world.member.phone ?? uniquePhone() }),
});

const KAKAO_AUTHORIZE = {
  client_id: LOCAL_KAKAO_CLIENT_ID,
  redirect_uri: KAKAO_LOGIN_REDIRECT,
  response_type: 'code',
  state: 'state-1',
};
const GOOGLE_AUTHORIZE = {
  client_id: LOCAL_GOOGLE_CLIENT_ID,
  redirect_uri: GOOGLE_REDIRECT,
  response_type: 'id_token',
  nonce: 'nonce-1',
  state: 'state-1',
};
const checkplusRequest = async ({ idp }: World) => ({
  m: 'checkplusService',
  EncodeData: (await requestVerification(idp)).data,
});

async function googleToken({ idp }: World) {
  const nonce = `n-${uniqueDigits()}`;
  const sub = uniqueDigits();
  const email = `g${sub}@example.com`;
  return { email, nonce, idToken: await googleIdToken(idp, { sub, email }, nonce) };
}

const WORLD: Record<string, (world: World) => Promise<Given>> = {
  // The local providers' own protocols (the stand-ins, sent to the providers' host).
  'GET /local-idp/kakao/oauth/authorize': async () => ({ query: KAKAO_AUTHORIZE }),
  'GET /local-idp/kakao/oauth/approve': async () => ({
    query: { ...KAKAO_AUTHORIZE, id: uniqueDigits(), nickname: '테스트', email: '' },
  }),
  'POST /local-idp/kakao/oauth/token': async ({ idp }) => ({
    body: {
      grant_type: 'authorization_code',
      client_id: LOCAL_KAKAO_CLIENT_ID,
      client_secret: LOCAL_KAKAO_CLIENT_SECRET,
      code: await kakaoCode(idp, kakaoAccount()),
      redirect_uri: KAKAO_LOGIN_REDIRECT,
    },
  }),
  'GET /local-idp/google/authorize': async () => ({ query: GOOGLE_AUTHORIZE }),
  'GET /local-idp/google/approve': async () => ({
    query: { ...GOOGLE_AUTHORIZE, sub: uniqueDigits(), name: 'Tester', email: 'g@example.com' },
  }),
  'GET /local-idp/checkplus/service': async (world) => ({ query: await checkplusRequest(world) }),
  'GET /local-idp/checkplus/complete': async (world) => ({
    query: {
      ...(await checkplusRequest(world)),
      name: '김진타',
      birthDate: '1995-04-12',
      phoneNumber: uniquePhone(),
    },
  }),

  // The API.
  'POST /user/login': async ({ member }) => ({
    body: { login: member.userId, password: PASSWORD },
  }),
  'POST /user/withdrawAccount': async () => ({ body: { password: PASSWORD } }),
  'GET /user/{nickname}': async ({ member }) => ({ params: { nickname: member.userId } }),
  'POST /questions/calculateResult': async ({ member }) => ({
    body: { email: member.email, questions: JSON.stringify(sectionAnswers('A', 'II')) },
  }),
  'POST /questions/saveAnswers': async () => ({
    body: { questions: sectionAnswers('A', 'II').slice(0, 11) },
  }),
  'POST /user/updateEmailVerifyCode': async (world) => ({
    body: { confirmationCode: await mailedCode(world, `new.${uniqueDigits()}@example.com`) },
  }),
  'POST /user/updateEmail': async (world) => {
    const email = `new.${uniqueDigits()}@example.com`;
    const confirmationCode = await mailedCode(world, email);
    await world.t.app.inject({
      method: 'POST',
      url: '/user/updateEmailVerifyCode',
      headers: world.member.headers,
      payload: { confirmationCode },
    });
    return { body: { email } };
  },
  'GET /user/resetPassword/{token}': async (world) => ({
    params: { token: await resetToken(world) },
  }),
  'POST /user/resetPassword/{token}': async (world) => ({
    params: { token: await resetToken(world) },
  }),
  'GET /user/getPhoneData': async (world) => ({ query: await sealedReply(world) }),
  'GET /user/emailAuthenticationByPhone': async (world) => ({ query: await sealedReply(world) }),
  'GET /user/updatePhoneNumberByAuthentication': async (world) => ({
    query: await sealedReply(world),
  }),
  'POST /user/findEmail': async (world) => ({
    body: { phoneNumber: world.member.phone, ...(await sealedReply(world)) },
  }),
  'GET /profiles/shared': async ({ t, member }) => {
    const shared = await t.app.inject({
      method: 'POST',
      url: '/profiles/share',
      headers: member.headers,
    });
    const link = shared.json<{ profileLink: string }>().profileLink;
    return { query: { token: new URL(link, 'http://localhost').searchParams.get('share') ?? '' } };
  },
  // A page cursor is what the previous page gave (issue 36, item 9: /results/others in pages).
  'GET /results/others': async ({ t, member }) => {
    for (const name of ['첫째', '둘째'])
      await t.app.inject({
        method: 'POST',
        url: '/results/others',
        headers: member.headers,
        payload: { name, relation: 'child' },
      });
    const page = await t.app.inject({
      method: 'GET',
      url: '/results/others?limit=1',
      headers: member.headers,
    });
    const { nextCursor } = page.json<{ nextCursor?: string | null }>();
    return nextCursor ? { query: { cursor: nextCursor } } : {};
  },
  'POST /reviews/updatereview': async ({ t, member }) => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    const id = `review-${uniqueDigits()}`;
    const at = new Date().toISOString();
    await t.db
      .insertInto('reviews')
      .values({ id, user_id: user.id, contents: '처음 쓴 리뷰', created_at: at, updated_at: at })
      .execute();
    return { body: { id } };
  },
  'POST /user/kakaoLogin': async ({ idp }) => ({
    body: { code: await kakaoCode(idp, kakaoAccount()), redirectUri: KAKAO_LOGIN_REDIRECT },
  }),
  'POST /user/kakaoLink': async ({ idp }) => ({
    body: {
      code: await kakaoCode(idp, kakaoAccount(), KAKAO_LINK_REDIRECT),
      redirectUri: KAKAO_LINK_REDIRECT,
    },
  }),
  'POST /user/socialSignup': async ({ t, idp }) => {
    // An account whose provider gave an e-mail (without one, `email` is required: its description).
    const id = uniqueDigits();
    const code = await kakaoCode(idp, { id, nickname: '테스트', email: `kakao.${id}@example.com` });
    const login = await t.app.inject({
      method: 'POST',
      url: '/user/kakaoLogin',
      payload: { code, redirectUri: KAKAO_LOGIN_REDIRECT },
    });
    return {
      body: {
        signupToken: login.json<{ signupToken: string }>().signupToken,
        consents: CONSENTS,
      },
    };
  },
  'POST /user/googleLogin': async (world) => {
    const { idToken, nonce } = await googleToken(world);
    return { body: { id_token: idToken, nonce } };
  },
  'POST /user/connect': async (world) => {
    const { idToken, nonce, email } = await googleToken(world);
    return { body: { email, firebase_id: idToken, socialLoginType: 'google', nonce } };
  },
  'POST /user/disconnect': async (world) => {
    const code = await kakaoCode(world.idp, kakaoAccount(), KAKAO_LINK_REDIRECT);
    await world.t.app.inject({
      method: 'POST',
      url: '/user/kakaoLink',
      headers: world.member.headers,
      payload: { code, redirectUri: KAKAO_LINK_REDIRECT },
    });
    return { body: { socialLoginType: 'kakao' } };
  },
};

/**
 * The world's values in place of the generated ones. Only in place: what the document lets a
 * request leave out stays out, so a field the API needs but the document calls optional fails.
 */
function given(parts: RequestParts, world: Given): RequestParts {
  const replace = (generated: Record<string, unknown>, real: Record<string, unknown> = {}) =>
    Object.fromEntries(
      Object.entries(generated).map(([key, value]) => [key, key in real ? real[key] : value]),
    );
  return {
    params: replace(parts.params, world.params),
    query: replace(parts.query, world.query),
    ...(parts.body ? { body: replace(parts.body, world.body) } : {}),
  };
}

const documentOf = (app: FastifyInstance): OpenApiDocument =>
  JSON.parse(JSON.stringify(app.swagger())) as OpenApiDocument;

function inject(
  app: FastifyInstance,
  op: Operation,
  parts: RequestParts,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: urlOf(op, parts),
    headers: { ...headers },
  };
  if (parts.body !== undefined) request.payload = parts.body;
  return app.inject(request);
}

/** The media types the document names for `status` (its own entry, else 4XX/5XX). */
function documentedTypes(op: Operation, status: number): string[] | undefined {
  const range = String(status)[0];
  const entry =
    op.responses[String(status)] ?? op.responses[`${range}XX`] ?? op.responses[`${range}xx`];
  return entry ? Object.keys(entry.content ?? {}) : undefined;
}

/** Whether a concrete path is one a documented path template names. */
const templateMatches = (template: string, url: string): boolean =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url);

describe.each(dialects)('docs/openapi.json as a contract on %s', (dialect) => {
  let t: TestApp;
  let idp: TestApp;
  let operations: Operation[];
  let document: OpenApiDocument;

  beforeAll(async () => {
    // The providers' host runs with the defaults, so its document is docs/openapi.json (the
    // stand-ins included: openapi.test.ts); the API under test reaches it as real providers.
    const host = await startIdpHost();
    idp = host.host;
    t = await createTestApp(dialect, {
      ...externalProviderEnv(host.baseUrl),
      MAIL_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'genetype-contract-')),
      // Every request has members of its own: sign-ups and reset mails are not what this suite limits.
      SIGNUP_RATE_LIMIT: '100000/1m',
      FORGOT_PASSWORD_RATE_LIMIT: '100000/1m',
    });
    document = documentOf(idp.app);
    operations = operationsOf(document);
  });

  /** The stand-ins answer on the providers' host; everything else on the API under test. */
  const appFor = (op: Operation): FastifyInstance =>
    op.path.startsWith('/local-idp/') ? idp.app : t.app;
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const mailTo = async (to: string): Promise<string> => {
    for (let tries = 0; tries < 50; tries += 1) {
      const entries = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json<
        { to: string; text: string }[]
      >();
      const mail = entries.find((entry) => entry.to.includes(to));
      if (mail) return mail.text;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail to ${to}`);
  };

  /**
   * A valid request for `op` (with only what is required, with every optional part, or with every
   * free-text field at its longest) and its headers: a fresh member's token.
   */
  async function validFor(op: Operation, fill: Fill | 'longest') {
    const member = await verifiedMember(t);
    const world =
      (await WORLD[`${op.method} ${op.path}`]?.({ t, idp: idp.app, member, mailTo })) ?? {};
    const generated =
      fill === 'longest' ? longestRequest(op, validRequest(op, 'all')) : validRequest(op, fill);
    return { parts: given(generated, world), headers: op.member ? member.headers : {} };
  }

  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(documentOf(idp.app) as never)).resolves.toBeDefined();
    expect(operations.length).toBeGreaterThan(60);
  });

  it('accepts the valid requests it generates, answering as it says', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      for (const fill of ['required', 'all', 'longest'] as const) {
        const { parts, headers } = await validFor(op, fill);
        const response = await inject(appFor(op), op, parts, headers);
        const types = documentedTypes(op, response.statusCode);
        const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
        const answeredAsDocumented =
          types !== undefined && (types.length > 0 ? types.includes(type) : response.body === '');
        if (
          [400, 422].includes(response.statusCode) ||
          response.statusCode >= 500 ||
          !answeredAsDocumented
        )
          problems.push(
            `${op.method} ${urlOf(op, parts)} ${JSON.stringify(parts.body)} → ${response.statusCode} ${type} ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses every one-rule breakage of them with a Korean 4xx { message }', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const { parts: valid, headers } = await validFor(op, 'all');
      for (const { what, parts } of breakagesOf(op, valid)) {
        sent += 1;
        const response = await inject(appFor(op), op, parts, headers);
        const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
        const json = type === 'application/json' ? response.json<{ message?: unknown }>() : {};
        const refused =
          response.statusCode >= 400 &&
          response.statusCode < 500 &&
          (documentedTypes(op, response.statusCode) ?? []).includes(type);
        // The stand-ins refuse in their providers' formats (an HTML page, OAuth's `{ error }`),
        // as the document says; the API always with a Korean `{ message }`.
        const inWords =
          op.path.startsWith('/local-idp/') ||
          (typeof json.message === 'string' && HANGUL.test(json.message));
        if (!refused || !inWords)
          problems.push(
            `${op.method} ${op.path} ${what} → ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  });

  it('answers a method a documented path does not take with 405, Allow and { message }', async () => {
    const problems: string[] = [];
    for (const template of Object.keys(document.paths)) {
      const url = template.replace(/\{[^}]+\}/g, 'x1');
      // Every method of every template naming this address (/user/login is also /user/{nickname}).
      const taken = Object.entries(document.paths)
        .filter(([other]) => templateMatches(other, url))
        .flatMap(([, methods]) => Object.keys(methods).map((m) => m.toUpperCase()));
      for (const method of METHODS.filter((m) => !taken.includes(m))) {
        for (const language of ['ko', 'en']) {
          const response = await appFor({ path: template } as Operation).inject({
            method: method as InjectOptions['method'],
            url,
            headers: { 'accept-language': language },
          });
          const allow = String(response.headers.allow ?? '').split(', ');
          const message = response.json<{ message?: unknown }>().message;
          const ok =
            response.statusCode === 405 &&
            taken.every((m) => allow.includes(m)) &&
            !allow.includes(method) &&
            typeof message === 'string' &&
            HANGUL.test(message) === (language === 'ko') &&
            response.headers['content-security-policy'] !== undefined &&
            response.headers['x-content-type-options'] === 'nosniff';
          if (!ok)
            problems.push(
              `${method} ${url} (${language}) → ${response.statusCode} allow=${response.headers.allow} ${response.body.slice(0, 120)}`,
            );
        }
      }
      // A plain OPTIONS (not a CORS preflight) names the methods too.
      const options = await appFor({ path: template } as Operation).inject({
        method: 'OPTIONS',
        url,
      });
      if (
        options.statusCode !== 204 ||
        !taken.every((m) => String(options.headers.allow).includes(m))
      )
        problems.push(`OPTIONS ${url} → ${options.statusCode} allow=${options.headers.allow}`);
    }
    expect(problems).toEqual([]);
  });
});
