// The Kakao callback pages' calls (spec §7): sign in, or link Kakao to the signed-in member, with
// the code Kakao sent back. The authorize redirect and its state are the platform's.
import { SOCIAL_TIMEOUT_MS, WITH_SESSION_COOKIE, apiClient } from '@genetype/platform';
import type { KakaoLinkResponse, SocialLoginResponse } from '@genetype/domain/contracts';

export async function kakaoLogin(code: string, redirectUri: string): Promise<SocialLoginResponse> {
  const { data } = await apiClient.post<SocialLoginResponse>(
    '/user/kakaoLogin',
    { code, redirectUri },
    { ...WITH_SESSION_COOKIE, timeout: SOCIAL_TIMEOUT_MS },
  );
  return data;
}

export async function kakaoLink(code: string, redirectUri: string): Promise<KakaoLinkResponse> {
  const { data } = await apiClient.post<KakaoLinkResponse>(
    '/user/kakaoLink',
    { code, redirectUri },
    { timeout: SOCIAL_TIMEOUT_MS },
  );
  return data;
}
