import type {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  ResetPasswordRequest,
  SessionResponse,
  SignupRequest,
} from '@genetype/domain/contracts';
import type { ApiMessage } from '@genetype/domain/contracts';
import type { User } from '@genetype/domain/contracts';
import { TOKEN_HEADERS } from '@genetype/domain/contracts';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { apiClient, WITH_SESSION_COOKIE } from './client.js';

export const authApi = {
  async login(body: LoginRequest): Promise<SessionResponse> {
    const { data } = await apiClient.post<SessionResponse>(
      '/user/login',
      body,
      WITH_SESSION_COOKIE,
    );
    return data;
  },
  async signup(body: SignupRequest): Promise<SessionResponse> {
    const { data } = await apiClient.post<SessionResponse>(
      '/user/signup',
      body,
      WITH_SESSION_COOKIE,
    );
    return data;
  },
  async getUser(): Promise<User> {
    const { data } = await apiClient.get<User>('/user/getUser');
    return data;
  },
  /**
   * Ends the session the access token names (expired is fine) and drops the refresh cookie; a
   * refresh token an earlier release left in storage is sent along so that session ends too.
   */
  async logout(): Promise<void> {
    const legacy = storage.get(STORAGE_KEYS.refreshToken);
    await apiClient.post('/user/logout', undefined, {
      ...WITH_SESSION_COOKIE,
      skipSessionRenewal: true,
      headers: legacy ? { [TOKEN_HEADERS.refreshToken]: legacy } : {},
    });
  },
  async forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
    const { data } = await apiClient.post<ForgotPasswordResponse>('/user/forgotPassword', body);
    return data;
  },
  /** Whether an e-mailed reset link still works (400/410 with the reason when not). */
  async checkResetToken(token: string): Promise<ApiMessage> {
    const { data } = await apiClient.get<ApiMessage>(
      `/user/resetPassword/${encodeURIComponent(token)}`,
    );
    return data;
  },
  async resetPassword(token: string, body: ResetPasswordRequest): Promise<ApiMessage> {
    const { data } = await apiClient.post<ApiMessage>(
      `/user/resetPassword/${encodeURIComponent(token)}`,
      body,
    );
    return data;
  },
};
