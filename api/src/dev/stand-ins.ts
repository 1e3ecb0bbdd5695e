// The local identity providers (Kakao, Google, the phone identity check) and an SMTP sink as
// their own process, for `npm run start:prod`: the API in production mode has no stand-in code
// path, so on one machine it reaches these over HTTP (and SMTP) through the same variables as
// the real providers (KAKAO_*_URL, GOOGLE_*, IDENTITY_CHECK_*, SMTP_URL). Never deploy this.
//
//   STAND_INS_PORT (4100)        where the provider pages and endpoints listen (under /local-idp)
//   STAND_INS_PUBLIC_URL         how browsers reach it (e.g. http://localhost:8080, through nginx)
//   STAND_INS_ALLOWED_ORIGINS    comma-separated origins the providers may redirect back to
//   KAKAO_CLIENT_ID / KAKAO_CLIENT_SECRET / GOOGLE_CLIENT_ID   what the API is registered as
//   IDENTITY_CHECK_SITE_CODE / IDENTITY_CHECK_KEY              shared with the API
//   SMTP_SINK_PORT (4125) / SMTP_SINK_DIR                      mail the API sends lands there
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { apiPageCsp } from '@genetype/tooling/build/security-headers.cjs';
import { REPO_ROOT } from '../config/index.js';
import { localIdpModule } from './local-idp/index.js';
import { createLocalGoogleKeys } from './local-idp/local-google.js';
import type { ProvidersConfig } from '../config/index.js';
import {
  LOCAL_GOOGLE_CLIENT_ID,
  LOCAL_IDENTITY_SITE_CODE,
  LOCAL_KAKAO_CLIENT_ID,
  LOCAL_KAKAO_CLIENT_SECRET,
} from '../config/index.js';

const env = process.env;
const port = Number(env.STAND_INS_PORT ?? 4100);
const host = env.STAND_INS_HOST ?? '127.0.0.1';
const publicUrl = (env.STAND_INS_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const allowedOrigins = (env.STAND_INS_ALLOWED_ORIGINS ?? 'http://localhost:8080')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const keyText = env.IDENTITY_CHECK_KEY;
if (!keyText || Buffer.from(keyText, 'base64').length !== 32) {
  console.error(
    '[stand-ins] IDENTITY_CHECK_KEY (32 bytes, base64) is required: the API has it too.',
  );
  process.exit(1);
}

const local = `${publicUrl}/local-idp`;
const internal = `http://${host}:${port}/local-idp`;
const providers: ProvidersConfig = {
  publicApiUrl: publicUrl,
  kakao: {
    mode: 'local',
    clientId: env.KAKAO_CLIENT_ID ?? LOCAL_KAKAO_CLIENT_ID,
    clientSecret: env.KAKAO_CLIENT_SECRET ?? LOCAL_KAKAO_CLIENT_SECRET,
    authorizeUrl: `${local}/kakao/oauth/authorize`,
    tokenUrl: `${internal}/kakao/oauth/token`,
    userUrl: `${internal}/kakao/v2/user/me`,
    logoutUrl: `${local}/kakao/v1/user/logout`,
  },
  google: {
    mode: 'local',
    clientId: env.GOOGLE_CLIENT_ID ?? LOCAL_GOOGLE_CLIENT_ID,
    issuer: `${local}/google`,
    jwksUrl: `${internal}/google/jwks`,
    authorizeUrl: `${local}/google/authorize`,
  },
  identityCheck: {
    mode: 'local',
    requestUrl: `${local}/checkplus/service`,
    siteCode: env.IDENTITY_CHECK_SITE_CODE ?? LOCAL_IDENTITY_SITE_CODE,
    key: Buffer.from(keyText, 'base64'),
    ttlMs: 10 * 60_000,
  },
};

const app = Fastify({
  logger: { level: env.LOG_LEVEL ?? 'info' },
}).withTypeProvider<TypeBoxTypeProvider>();
// The provider pages carry exactly their own inline code (as the API's own pages do).
app.addHook('onSend', async (_request, reply, payload) => {
  if (typeof payload === 'string' && /^text\/html/.test(String(reply.getHeader('content-type'))))
    reply.header(
      'Content-Security-Policy',
      apiPageCsp(payload, { formActionOrigins: allowedOrigins }),
    );
  return payload;
});
app.get('/health', async () => ({ status: 'ok' }));
await app.register(localIdpModule, {
  prefix: '/local-idp',
  providers,
  googleKeys: await createLocalGoogleKeys(),
  clock: () => Date.now(),
  isAllowedRedirect: (uri: string) => {
    try {
      const origin = new URL(uri).origin;
      return allowedOrigins.includes(origin) || origin === new URL(publicUrl).origin;
    } catch {
      return false;
    }
  },
});

// Mail: the API sends real SMTP in production; this sink keeps each message as an .eml file.
const smtpPort = Number(env.SMTP_SINK_PORT ?? 4125);
const smtpDir = path.resolve(env.SMTP_SINK_DIR ?? path.join(REPO_ROOT, 'data', 'prod-outbox'));
fs.mkdirSync(smtpDir, { recursive: true });
// A development dependency, loaded only here: the sink is never part of a deployment.
const { SMTPServer } = await import('smtp-server');
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const file = path.join(smtpDir, `${Date.now()}-${session.id}.eml`);
    stream.pipe(fs.createWriteStream(file)).on('finish', () => callback());
  },
});
smtp.listen(smtpPort, host);

const shutdown = (): void => {
  smtp.close(() => undefined);
  void app.close().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port, host });
app.log.info(`stand-ins at ${publicUrl}/local-idp, SMTP sink on ${host}:${smtpPort} → ${smtpDir}`);
