import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type {
  FriendCompareProfile,
  FriendLink,
  FriendLinksResponse,
  MyPageResponse,
  ProfileResponse,
  ShareCodeResponse,
  SharedCodeProfile,
} from '@genetype/domain/contracts';
import { PROFILE_MESSAGES, SHARE_CODE_PATTERN } from '@genetype/domain/contracts';
import { authOf } from '../../lib/auth-context.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { addressKey } from '../../lib/rate-limit-keys.js';
import { PROFILE_LINK_DAYS } from '@genetype/domain/contracts';
import { ProfileService } from './profile-service.js';
import { ProfileRepository } from './profile-repository.js';
import { ShareTokens } from './share-token.js';
import {
  addFriendSchema,
  friendCompareSchema,
  friendsSchema,
  myPageSchema,
  renewShareCodeSchema,
  profileByNicknameSchema,
  shareCodeSchema,
  sharedCodeProfileSchema,
  sharedProfileSchema,
} from './profiles-schemas.js';

/** Compare reads by share code per client address a minute. */
export const SHARE_READS_PER_MINUTE = 60;

/**
 * GET /user/myPage and GET /user/{nickname} (members), GET /profiles/shared?token=… (anyone with
 * a share link), POST /profiles/share (member: the short address) and GET /profiles/share/{code}
 * (anyone: what the short address names), POST /profiles/share/renew (member: a new code, the old
 * one revoked), GET /profiles/share/{code}/compare (anyone with the code: what a compare needs),
 * POST and GET /profiles/friends (member: the friends' codes kept to compare with). Registered
 * without a prefix: the two paths live under different roots.
 */
export const profilesModule: FastifyPluginAsyncTypebox = async (app) => {
  const { config, clock, authenticate } = app;
  const profiles = new ProfileService(
    new ProfileRepository(app.db),
    new ShareTokens(config.jwtSecret, clock, PROFILE_LINK_DAYS * 86_400_000),
    clock,
    config.recovery.appUrl,
  );

  // Compares read a member's scores by a short code: counted per address, so nobody walks the
  // code space. (The plain read stays unlimited: the page composer asks it for every visitor.)
  const shareReadLimit = {
    max: SHARE_READS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `share-read:${addressKey(request.ip)}`,
    errorResponseBuilder: () => new HttpError(429, PROFILE_MESSAGES.tooManyShareReads),
  };

  app.get(
    '/user/myPage',
    { schema: myPageSchema, preHandler: authenticate },
    async (request): Promise<MyPageResponse> => profiles.myPage(authOf(request).userId),
  );

  app.get(
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

  app.post(
    '/profiles/share/renew',
    { schema: renewShareCodeSchema, preHandler: authenticate },
    async (request): Promise<ShareCodeResponse> => profiles.renewShareCode(authOf(request).userId),
  );

  app.get(
    '/profiles/share/:code/compare',
    { schema: friendCompareSchema, config: { rateLimit: shareReadLimit } },
    async (request): Promise<FriendCompareProfile> =>
      profiles.compareByShareCode(request.params.code),
  );

  app.post(
    '/profiles/friends',
    { schema: addFriendSchema, preHandler: authenticate },
    async (request): Promise<FriendLink> =>
      profiles.addFriend(authOf(request).userId, request.body.code),
  );

  app.get(
    '/profiles/friends',
    { schema: friendsSchema, preHandler: authenticate },
    async (request): Promise<FriendLinksResponse> => ({
      friends: await profiles.friends(authOf(request).userId),
    }),
  );

  app.get(
    '/profiles/share/:code',
    { schema: sharedCodeProfileSchema },
    async (request): Promise<SharedCodeProfile> => {
      const { code } = request.params;
      if (!SHARE_CODE_PATTERN.test(code)) throw badRequest(PROFILE_MESSAGES.shareCodeInvalid);
      return profiles.byShareCode(code);
    },
  );

  // Static /user/* routes of other modules win over this parameter (find-my-way ranks them first).
  app.get(
    '/user/:nickname',
    { schema: profileByNicknameSchema, preHandler: authenticate },
    async (request): Promise<ProfileResponse> => {
      const nickname = request.params.nickname.trim();
      // No member can have such a nickname: as unknown as any other.
      if (nickname === '' || nickname.length > 30) {
        throw new HttpError(404, PROFILE_MESSAGES.notFound);
      }
      return { profile: await profiles.byNickname(nickname) };
    },
  );
};

export default profilesModule;
