// The login modal's, the password-reset request's and the Google sign-in's calls (spec §7): only
// the shell signs members in this way. The session calls every app needs (the user, logout,
// renewal) are the platform's.
import { SOCIAL_TIMEOUT_MS, WITH_SESSION_COOKIE, apiClient } from '@genetype/platform';
import type {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  GoogleLoginRequest,
  LoginRequest,
  SessionResponse,
  SocialLoginResponse,
} from '@genetype/domain/contracts';

export async function requestLogin(body: LoginRequest): Promise<SessionResponse> {
  const { data } = await apiClient.post<SessionResponse>('/user/login', body, WITH_SESSION_COOKIE);
  return data;
}

export async function forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  const { data } = await apiClient.post<ForgotPasswordResponse>('/user/forgotPassword', body);
  return data;
}

export async function googleLogin(body: GoogleLoginRequest): Promise<SocialLoginResponse> {
  const { data } = await apiClient.post<SocialLoginResponse>('/user/googleLogin', body, {
    ...WITH_SESSION_COOKIE,
    timeout: SOCIAL_TIMEOUT_MS,
  });
  return data;
}
