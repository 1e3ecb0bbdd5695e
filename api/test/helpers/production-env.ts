// A complete production configuration: every development stand-in replaced by a real setting.
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'x3Vd9qPp1Zr7KsT0aLm2NcY8bWf5HgJe4Uo6Ri',
  CORS_ORIGINS: 'https://genetype.kr, https://www.genetype.kr',
  APP_URL: 'https://genetype.kr',
  PUBLIC_API_URL: 'https://api.genetype.kr',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  MAIL_FROM: '진타입 <no-reply@genetype.kr>',
  KAKAO_CLIENT_ID: 'kakao-rest-api-key',
  KAKAO_CLIENT_SECRET: 'kakao-client-secret',
  GOOGLE_CLIENT_ID: 'web-client.apps.googleusercontent.com',
  IDENTITY_CHECK_URL: 'https://nice.example/checkplus',
  IDENTITY_CHECK_SITE_CODE: 'BA123',
  IDENTITY_CHECK_KEY: Buffer.alloc(32, 7).toString('base64'),
};
