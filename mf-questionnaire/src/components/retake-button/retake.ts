// The retake button's one call: only the questionnaire's pages offer it.
import type { ApiMessage } from '@genetype/domain/contracts';
import { apiClient } from '@genetype/platform';

/** `GET /questions/retake`: the member's test starts over. */
export async function startRetake(): Promise<ApiMessage> {
  const { data } = await apiClient.get<ApiMessage>('/questions/retake');
  return data;
}
