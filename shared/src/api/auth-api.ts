import type { LoginRequest, SessionResponse, SignupRequest } from '../contracts/auth.js';
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
};
