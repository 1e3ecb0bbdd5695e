// Object schemas for whole forms and request bodies.
import { object } from 'yup';
import type { InferType } from 'yup';
import {
  confirmationCodeSchema,
  confirmPasswordFor,
  confirmPasswordSchema,
  currentPasswordSchema,
  emailChangeSchema,
  emailSchema,
  forgotPasswordEmailSchema,
  foundAccountChoiceSchema,
  loginIdentifierSchema,
  loginPasswordSchema,
  nicknameSchema,
  passwordSchema,
  phoneNumberSchema,
  reviewSchema,
  searchSchema,
  userIdSchema,
} from './fields.js';

export const loginSchema = object({ login: loginIdentifierSchema, password: loginPasswordSchema });
export const signupSchema = object({
  userId: userIdSchema,
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
});
export const findByNumberSchema = object({ phoneNumber: phoneNumberSchema });
export const forgotPasswordSchema = object({ email: forgotPasswordEmailSchema });
export const foundAccountSchema = object({ choice: foundAccountChoiceSchema });
export const reviewFormSchema = object({ contents: reviewSchema });
export const nicknameFormSchema = object({ nickname: nicknameSchema });
export const passwordChangeSchema = object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
  confirmNewPassword: confirmPasswordFor('newPassword'),
});
export const passwordSetSchema = object({
  newPassword: passwordSchema,
  confirmNewPassword: confirmPasswordFor('newPassword'),
});
export const emailChangeFormSchema = object({ email: emailChangeSchema });
export const confirmationCodeFormSchema = object({ confirmationCode: confirmationCodeSchema });
export const searchFormSchema = object({ searchItem: searchSchema });

export type LoginForm = InferType<typeof loginSchema>;
export type SignupForm = InferType<typeof signupSchema>;
export type PasswordChangeForm = InferType<typeof passwordChangeSchema>;
export type PasswordSetForm = InferType<typeof passwordSetSchema>;
