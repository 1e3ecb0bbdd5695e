// GET /user/getUser: the User contract of spec §3 (shared/src/contracts/user.ts).
import { Type } from '@sinclair/typebox';
import {
  NoQuery,
  NullableInteger,
  NullableString,
  SessionHeaders,
  routeSchema,
} from '../../lib/schema.js';

export const UserResultSummarySchema = Type.Object({
  section: Type.String(),
  geneType: Type.String(),
  code: Type.Optional(Type.String()),
  typeId: Type.Optional(Type.Integer()),
});

export const UserSchema = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  nickname: NullableString(),
  profileIcon: NullableString(),
  phoneNumber: NullableString(),
  message: NullableString(),
  isPasswordSet: Type.Boolean(),
  isWithdraw: Type.Integer({ enum: [0, 1] }),
  remainingDays: NullableInteger(),
  profileName: Type.Optional(NullableString()),
  language: Type.Optional(NullableString()),
  kakaoEmail: Type.Optional(NullableString()),
  googleEmail: Type.Optional(NullableString()),
  loginType: Type.Optional(NullableString({ enum: ['kakao', 'google', null] })),
  section: Type.Integer({ minimum: 0, maximum: 4 }),
  finishTest: Type.Boolean(),
  results: Type.Array(UserResultSummarySchema),
});

export const getUserSchema = routeSchema('users', {
  summary: 'The signed-in member',
  security: [{ bearer: [] }],
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: UserSchema },
});
