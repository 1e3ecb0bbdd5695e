// The settings panel's calls (spec §7): the nickname row here, the password, e-mail and
// social-login dialogs of my page. Each answers `{ message }`, errors included. The language is
// the shell's call (shell/src/features/language).
import { apiClient } from '@genetype/platform';
import type {
  ApiMessage,
  EmailChangeRequest,
  EmailVerifyCodeRequest,
  UpdateNicknameRequest,
  UpdatePasswordRequest,
} from '@genetype/domain/contracts';

async function post(path: string, body: object): Promise<ApiMessage> {
  const { data } = await apiClient.post<ApiMessage>(path, body);
  return data;
}

export const updateNickname = (body: UpdateNicknameRequest) => post('/user/updateNickname', body);
/** The change shape (with currentPassword) or the set shape, by whether a password exists. */
export const updatePassword = (body: UpdatePasswordRequest) => post('/user/updatePassword', body);
export const sendEmailCode = (body: EmailChangeRequest) => post('/user/updateEmailSendCode', body);
export const verifyEmailCode = (body: EmailVerifyCodeRequest) =>
  post('/user/updateEmailVerifyCode', body);
export const updateEmail = (body: EmailChangeRequest) => post('/user/updateEmail', body);
