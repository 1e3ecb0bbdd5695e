// Withdrawal, social connect/disconnect, reviews and profiles (spec §7; docs/api.md).
import type { ApiMessage } from '@genetype/domain/contracts';
import type {
  MyPageResponse,
  ProfileResponse,
  ShareCodeResponse,
  SharedCodeProfile,
} from '@genetype/domain/contracts';
import type { MyReviewResponse, ReviewMessageResponse } from '@genetype/domain/contracts';
import type { SocialConnectRequest, SocialDisconnectRequest } from '@genetype/domain/contracts';
import type { WithdrawAccountResponse } from '@genetype/domain/contracts';
import { apiClient } from './client.js';
import { SOCIAL_TIMEOUT_MS } from './config.js';

export const withdrawalApi = {
  /** `isWithdraw: '1'` requests the withdrawal; `'0'` cancels a pending one. */
  async withdrawAccount(isWithdraw: '0' | '1'): Promise<WithdrawAccountResponse> {
    const { data } = await apiClient.post<WithdrawAccountResponse>('/user/withdrawAccount', {
      isWithdraw,
    });
    return data;
  },
};

export const socialLinkApi = {
  async connect(body: SocialConnectRequest): Promise<ApiMessage> {
    const { data } = await apiClient.post<ApiMessage>('/user/connect', body, {
      timeout: SOCIAL_TIMEOUT_MS,
    });
    return data;
  },
  async disconnect(body: SocialDisconnectRequest): Promise<ApiMessage> {
    const { data } = await apiClient.post<ApiMessage>('/user/disconnect', body, {
      timeout: SOCIAL_TIMEOUT_MS,
    });
    return data;
  },
};

export const reviewsApi = {
  async myReview(): Promise<MyReviewResponse> {
    const { data } = await apiClient.get<MyReviewResponse>('/reviews/myreview');
    return data;
  },
  async post(contents: string): Promise<ReviewMessageResponse> {
    const { data } = await apiClient.post<ReviewMessageResponse>('/reviews/post', { contents });
    return data;
  },
  async update(id: string, contents: string): Promise<ReviewMessageResponse> {
    const { data } = await apiClient.post<ReviewMessageResponse>('/reviews/updatereview', {
      id,
      contents,
    });
    return data;
  },
};

export const profilesApi = {
  async myPage(): Promise<MyPageResponse> {
    const { data } = await apiClient.get<MyPageResponse>('/user/myPage');
    return data;
  },
  /** Another member's profile; an unknown nickname rejects with the API's 404 message in place. */
  async byNickname(nickname: string): Promise<ProfileResponse> {
    const { data } = await apiClient.get<ProfileResponse>(`/user/${encodeURIComponent(nickname)}`, {
      explainsNotFound: true,
    });
    return data;
  },
  /** For visitors: the profile a share link names; no session needed. */
  async shared(token: string): Promise<ProfileResponse> {
    const { data } = await apiClient.get<ProfileResponse>('/profiles/shared', {
      params: { token },
    });
    return data;
  },
  /** The member's one short share address (/s/{code}). */
  async shareCode(): Promise<ShareCodeResponse> {
    const { data } = await apiClient.post<ShareCodeResponse>('/profiles/share');
    return data;
  },
  /**
   * What a short address names; null for an unknown, expired or malformed code. Those answers
   * (400/404) resolve here instead of reaching the client's /404 redirect: the /s page explains.
   */
  async byShareCode(code: string): Promise<SharedCodeProfile | null> {
    const response = await apiClient.get<SharedCodeProfile>(
      `/profiles/share/${encodeURIComponent(code)}`,
      { validateStatus: (status) => status === 200 || status === 400 || status === 404 },
    );
    return response.status === 200 ? response.data : null;
  },
};
