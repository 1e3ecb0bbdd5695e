// Phone identity verification (spec §4, §7): the calls, and the popup with the provider's form.
// What to do with the sealed reply is the caller's call (find-account in the shell, the phone
// number on my page).
import type { PhoneVerifyTokenResponse } from '@genetype/domain/contracts';
// By name, not relative: bundled behind `@genetype/platform/providers`, it uses the root entry's client.
import { CHECKPLUS_SERVICE } from '@genetype/domain/contracts';
import { apiClient } from '@genetype/platform';
import { openCenteredPopup, watchPopup, PopupClosedError } from './popup.js';

/** The opener's global the return page calls with the provider's reply (spec §4). */
export const PHONE_VERIFY_CALLBACK = 'phoneVerifyCallback';
export const PHONE_VERIFY_RETURN_PATH = '/phoneVerifyResponse';
/** Spec §9: the identity-check popup is 500×550. */
export const PHONE_POPUP_SIZE = { width: 500, height: 550 } as const;
const POPUP_NAME = 'phoneVerification';

type CallbackWindow = Window & { [PHONE_VERIFY_CALLBACK]?: (encodeData: string) => void };

/** The provider's form data for a check that returns to `returnUrl`. */
async function getPhoneVerifyToken(returnUrl: string): Promise<PhoneVerifyTokenResponse> {
  const { data } = await apiClient.get<PhoneVerifyTokenResponse>('/user/getPhoneVerifyToken', {
    params: { returnUrl },
  });
  return data;
}

/**
 * Opens the identity-check popup (500×550) and resolves with the provider's sealed reply
 * (`EncodeData`), which the caller hands to the API. Call inside a click handler. Rejects with
 * PopupClosedError when the member closes the popup, PopupBlockedError when it cannot open.
 */
export function openPhoneVerification(): Promise<string> {
  const popup = openCenteredPopup(POPUP_NAME, PHONE_POPUP_SIZE.width, PHONE_POPUP_SIZE.height);
  const host = window as CallbackWindow;

  return new Promise<string>((resolve, reject) => {
    let stopWatching = () => {};
    const finish = () => {
      stopWatching();
      if (host[PHONE_VERIFY_CALLBACK] === callback) delete host[PHONE_VERIFY_CALLBACK];
    };
    function callback(encodeData: string) {
      finish();
      if (typeof encodeData === 'string' && encodeData !== '') resolve(encodeData);
      else reject(new PopupClosedError());
    }
    host[PHONE_VERIFY_CALLBACK] = callback;
    stopWatching = watchPopup(popup, () => {
      finish();
      reject(new PopupClosedError());
    });

    getPhoneVerifyToken(`${window.location.origin}${PHONE_VERIFY_RETURN_PATH}`).then(
      ({ data, url }) => submitProviderForm(url, data),
      (error: unknown) => {
        finish();
        popup.close();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The hidden form of spec §4: GET to the provider, into the popup, with `m` and `EncodeData`. */
function submitProviderForm(action: string, encodeData: string): void {
  const form = document.createElement('form');
  form.method = 'get';
  form.action = action;
  form.target = POPUP_NAME;
  form.hidden = true;
  for (const [name, value] of [
    ['m', CHECKPLUS_SERVICE],
    ['EncodeData', encodeData],
  ]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name as string;
    input.value = value as string;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/** For the return page: hands the reply to the window that opened the popup. */
export function deliverPhoneVerification(encodeData: string): boolean {
  try {
    const opener = window.opener as CallbackWindow | null;
    const callback = opener?.[PHONE_VERIFY_CALLBACK];
    if (typeof callback !== 'function') return false;
    callback(encodeData);
    return true;
  } catch {
    return false;
  }
}
