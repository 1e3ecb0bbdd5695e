import { Type } from '@sinclair/typebox';
import { PROFILE_MESSAGES, SHARE_CODE_PATTERN } from '@genetype/domain/contracts';
import { NICKNAME_MAX } from '@genetype/domain/validation';
import {
  Closed,
  EmptyBody,
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
    Type.Object({
      typeId: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      groupName: NullableString(),
    }),
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
      // Required, not empty: the handler's own refusal of a missing one says the same words.
      token: Text(4096, {
        minLength: 1,
        description: 'The share token',
        errorMessage: PROFILE_MESSAGES.linkInvalid,
      }),
    },
    { errorMessage: PROFILE_MESSAGES.linkInvalid },
  ),
  response: { 200: ProfileResponseSchema },
});

export const profileByNicknameSchema = routeSchema('profiles', {
  summary: "Another member's public profile",
  security: MEMBER_SECURITY,
  params: Closed({
    nickname: Text(NICKNAME_MAX, { minLength: 1, errorMessage: PROFILE_MESSAGES.notFound }),
  }),
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: ProfileResponseSchema },
});

export const shareCodeSchema = routeSchema('profiles', {
  summary: "The member's short share address (/s/{code}): one stable code, new after a rename",
  security: MEMBER_SECURITY,
  body: EmptyBody,
  querystring: NoQuery,
  headers: SessionHeaders,
  response: {
    200: Type.Object({ code: Type.String(), url: Type.String(), profileLink: Type.String() }),
  },
});

const ShareCodeParam = Closed({
  code: Text(64, {
    pattern: SHARE_CODE_PATTERN.source,
    description: '8 characters: letters, digits, - and _',
    errorMessage: PROFILE_MESSAGES.shareCodeInvalid,
  }),
});

export const sharedCodeProfileSchema = routeSchema('profiles', {
  summary: 'What a short share address shows: the public part of the profile (no login needed)',
  params: ShareCodeParam,
  querystring: NoQuery,
  response: {
    200: Type.Object({
      nickname: Type.String(),
      typeId: Nullable(Type.Integer()),
      typeCode: NullableString(),
      typeName: NullableString(),
      profileLink: Type.String(),
    }),
  },
});

export const renewShareCodeSchema = routeSchema('profiles', {
  summary:
    'A new short share address for the member: the old code stops answering, and so does every compare made with it',
  security: MEMBER_SECURITY,
  body: EmptyBody,
  querystring: NoQuery,
  headers: SessionHeaders,
  response: {
    200: Type.Object({ code: Type.String(), url: Type.String(), profileLink: Type.String() }),
  },
});

const FriendSectionSchema = Type.Object({
  section: Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('C'), Type.Literal('D')]),
  geneType: Type.String(),
  scores: Type.Record(Type.String(), Type.Number(), {
    description: 'Weighted "yes" answers per pole (docs/scoring.md)',
  }),
});

export const friendCompareSchema = routeSchema('profiles', {
  summary:
    "What comparing with the member behind a share code needs: the final type and each section's pole scores (no login needed; the code is their consent)",
  params: ShareCodeParam,
  querystring: NoQuery,
  response: {
    200: Type.Object({
      nickname: Type.String(),
      typeId: Nullable(Type.Integer()),
      typeCode: NullableString(),
      typeName: NullableString(),
      sections: Type.Array(FriendSectionSchema, {
        description: 'Empty until the member has finished the test',
      }),
    }),
  },
});

const FriendLinkSchema = Type.Object({
  code: Type.String(),
  nickname: Type.String(),
  typeId: Nullable(Type.Integer()),
  typeName: NullableString(),
});

export const addFriendSchema = routeSchema('profiles', {
  summary: "Keep a friend's share code on the member's account, to compare once both have results",
  security: MEMBER_SECURITY,
  body: Closed(
    {
      code: Text(64, {
        pattern: SHARE_CODE_PATTERN.source,
        description: "The friend's share code (/s/{code})",
        errorMessage: PROFILE_MESSAGES.shareCodeInvalid,
      }),
    },
    { errorMessage: PROFILE_MESSAGES.shareCodeInvalid },
  ),
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: FriendLinkSchema },
});

export const friendsSchema = routeSchema('profiles', {
  summary: 'The friends the member can compare with (codes that still answer)',
  security: MEMBER_SECURITY,
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: Type.Object({ friends: Type.Array(FriendLinkSchema) }) },
});
