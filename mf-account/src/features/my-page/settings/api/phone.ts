// The phone number from an identity check (spec §4, §7); the popup itself is the platform's.
import { apiClient } from '@genetype/platform';
import type { PhoneUpdateResponse } from '@genetype/domain/contracts';

/** Saves the number the provider's sealed reply (`EncodeData`) names. */
export async function updatePhoneByIdentityCheck(encodeData: string): Promise<PhoneUpdateResponse> {
  const { data } = await apiClient.get<PhoneUpdateResponse>(
    '/user/updatePhoneNumberByAuthentication',
    { params: { EncodeData: encodeData } },
  );
  return data;
}
