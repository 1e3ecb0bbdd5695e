// The find-account wizard's calls (spec §4, §7), each with the identity check's sealed reply
// (`EncodeData`); the popup that obtains it is the platform's.
import { apiClient } from '@genetype/platform';
import type { FindAccountResponse, PhoneDataResponse } from '@genetype/domain/contracts';

export async function getPhoneData(encodeData: string): Promise<PhoneDataResponse> {
  const { data } = await apiClient.get<PhoneDataResponse>('/user/getPhoneData', {
    params: { EncodeData: encodeData },
  });
  return data;
}

export async function findEmail(
  phoneNumber: string,
  encodeData: string,
): Promise<FindAccountResponse> {
  const { data } = await apiClient.post<FindAccountResponse>('/user/findEmail', {
    phoneNumber,
    EncodeData: encodeData,
  });
  return data;
}
