import type {
  EmailChangeRequest,
  EmailVerifyCodeRequest,
  UpdateNicknameRequest,
  UpdateLanguageRequest,
  UpdatePasswordRequest,
} from '@genetype/domain/contracts';
import type { ApiMessage } from '@genetype/domain/contracts';
import { apiClient } from './client.js';

async function post(path: string, body: object): Promise<ApiMessage> {
  const { data } = await apiClient.post<ApiMessage>(path, body);
  return data;
}

/** The settings panel's calls (spec §7). Each answers `{ message }`, errors included. */
export const accountSettingsApi = {
  updateNickname: (body: UpdateNicknameRequest) => post('/user/updateNickname', body),
  /** The change shape (with currentPassword) or the set shape, by whether a password exists. */
  updatePassword: (body: UpdatePasswordRequest) => post('/user/updatePassword', body),
  sendEmailCode: (body: EmailChangeRequest) => post('/user/updateEmailSendCode', body),
  verifyEmailCode: (body: EmailVerifyCodeRequest) => post('/user/updateEmailVerifyCode', body),
  updateEmail: (body: EmailChangeRequest) => post('/user/updateEmail', body),
  /** The member's language (issue 18). */
  updateLanguage: (body: UpdateLanguageRequest) => post('/user/updateLanguage', body),
};
