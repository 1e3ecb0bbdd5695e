import type {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  ResetPasswordRequest,
  SessionResponse,
  SignupRequest,
} from '../contracts/auth.js';
import type { ApiMessage } from '../contracts/common.js';
import type { User } from '../contracts/user.js';
import { apiClient } from './client.js';

export const authApi = {
  async login(body: LoginRequest): Promise<SessionResponse> {
    const { data } = await apiClient.post<SessionResponse>('/user/login', body);
    return data;
  },
  async signup(body: SignupRequest): Promise<SessionResponse> {
    const { data } = await apiClient.post<SessionResponse>('/user/signup', body);
    return data;
  },
  async getUser(): Promise<User> {
    const { data } = await apiClient.get<User>('/user/getUser');
    return data;
  },
  async logout(): Promise<void> {
    await apiClient.post('/user/logout');
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
