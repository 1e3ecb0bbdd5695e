import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type {
  MyPageResponse,
  ProfileResponse,
  ShareCodeResponse,
  SharedCodeProfile,
} from '@genetype/domain/contracts';
import { PROFILE_MESSAGES, SHARE_CODE_PATTERN } from '@genetype/domain/contracts';
import { authOf } from '../../lib/auth-context.js';
import { badRequest } from '../../lib/http-error.js';
import type { ProfileService } from './profile-service.js';
import {
  myPageSchema,
  profileByNicknameSchema,
  shareCodeSchema,
  sharedCodeProfileSchema,
  sharedProfileSchema,
} from './profiles-schemas.js';

export interface ProfilesModuleOptions {
  profiles: ProfileService;
  authenticate: preHandlerAsyncHookHandler;
}

/**
 * GET /user/myPage and GET /user/{nickname} (members), GET /profiles/shared?token=… (anyone with
 * a share link), POST /profiles/share (member: the short address) and GET /profiles/share/{code}
 * (anyone: what the short address names). Registered without a prefix: the two paths live under different roots.
 */
export async function profilesModule(
  app: FastifyInstance,
  options: ProfilesModuleOptions,
): Promise<void> {
  const { profiles, authenticate } = options;
  // Query and params typed from their schemas (TypeBox), validated by Fastify before the handler.
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/user/myPage',
    { schema: myPageSchema, preHandler: authenticate },
    async (request): Promise<MyPageResponse> => profiles.myPage(authOf(request).userId),
  );

  routes.get(
    '/profiles/shared',
    { schema: sharedProfileSchema },
    async (request): Promise<ProfileResponse> => {
      const { token } = request.query;
      if (token === undefined || token === '') throw badRequest(PROFILE_MESSAGES.linkInvalid);
      return { profile: await profiles.byShareToken(token) };
    },
  );

  app.post(
    '/profiles/share',
    { schema: shareCodeSchema, preHandler: authenticate },
    async (request): Promise<ShareCodeResponse> => profiles.shareCode(authOf(request).userId),
  );

  routes.get(
    '/profiles/share/:code',
    { schema: sharedCodeProfileSchema },
    async (request): Promise<SharedCodeProfile> => {
      const { code } = request.params;
      if (!SHARE_CODE_PATTERN.test(code)) throw badRequest(PROFILE_MESSAGES.shareCodeInvalid);
      return profiles.byShareCode(code);
    },
  );

  // Static /user/* routes of other modules win over this parameter (find-my-way ranks them first).
  routes.get(
    '/user/:nickname',
    { schema: profileByNicknameSchema, preHandler: authenticate },
    async (request): Promise<ProfileResponse> => {
      const nickname = request.params.nickname.trim();
      if (nickname === '' || nickname.length > 30) throw badRequest(PROFILE_MESSAGES.notFound);
      return { profile: await profiles.byNickname(nickname) };
    },
  );
}
