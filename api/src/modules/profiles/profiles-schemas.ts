import { Type } from '@sinclair/typebox';
import { PROFILE_MESSAGES } from '@genetype/shared/contracts';
import {
  Closed,
  MEMBER_SECURITY,
  NoQuery,
  Nullable,
  NullableString,
  SessionHeaders,
  Text,
  routeSchema,
} from '../../lib/schema.js';

const PublicProfileSchema = Type.Object({
  nickname: Type.String(),
  profileIcon: NullableString(),
  finalType: Nullable(
    Type.Object({ typeId: Type.Integer(), code: Type.String(), name: Type.String() }),
  ),
  review: Nullable(Type.Object({ contents: Type.String(), updatedAt: Type.String() })),
  joinedAt: Type.String(),
});
const ProfileResponseSchema = Type.Object({ profile: PublicProfileSchema });

export const myPageSchema = routeSchema('profiles', {
  summary: "The member's own page data with the share link",
  security: MEMBER_SECURITY,
  querystring: NoQuery,
  headers: SessionHeaders,
  response: {
    200: Type.Object({
      profile: Nullable(PublicProfileSchema),
      profileLink: NullableString(),
      profileLinkExpiresAt: NullableString(),
      message: NullableString(),
    }),
  },
});

export const sharedProfileSchema = routeSchema('profiles', {
  summary: 'A profile opened with a share link (no login needed)',
  querystring: Closed(
    {
      token: Type.Optional(
        Text(4096, { description: 'The share token', errorMessage: PROFILE_MESSAGES.linkInvalid }),
      ),
    },
    { errorMessage: PROFILE_MESSAGES.linkInvalid },
  ),
  response: { 200: ProfileResponseSchema },
});

export const profileByNicknameSchema = routeSchema('profiles', {
  summary: "Another member's public profile",
  security: MEMBER_SECURITY,
  params: Closed({
    nickname: Text(200, { errorMessage: PROFILE_MESSAGES.notFound }),
  }),
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: ProfileResponseSchema },
});
