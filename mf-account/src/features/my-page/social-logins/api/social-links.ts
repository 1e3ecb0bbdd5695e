// Connecting and disconnecting a sign-in provider (spec §7), this section's own calls.
import { SOCIAL_TIMEOUT_MS, apiClient } from '@genetype/platform';
import type {
  ApiMessage,
  SocialConnectRequest,
  SocialDisconnectRequest,
} from '@genetype/domain/contracts';

export async function connectProvider(body: SocialConnectRequest): Promise<ApiMessage> {
  const { data } = await apiClient.post<ApiMessage>('/user/connect', body, {
    timeout: SOCIAL_TIMEOUT_MS,
  });
  return data;
}

export async function disconnectProvider(body: SocialDisconnectRequest): Promise<ApiMessage> {
  const { data } = await apiClient.post<ApiMessage>('/user/disconnect', body, {
    timeout: SOCIAL_TIMEOUT_MS,
  });
  return data;
}
