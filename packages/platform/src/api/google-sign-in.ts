// Google sign-in without the Firebase SDK: the OIDC implicit flow (`response_type=id_token`) with
// account selection in a popup and a nonce the ID token must carry (the API checks it).
// The providers' settings by name: bundled behind `@genetype/platform/providers`, this module uses the
// root entry's cache of them.
import { providersApi } from '@genetype/platform';
import { PopupClosedError, openCenteredPopup, watchPopup } from './popup.js';
import { randomValue } from './session-values.js';

export const GOOGLE_MESSAGE_TYPE = 'genetype:google-auth';

export interface GoogleCredential {
  idToken: string;
  nonce: string;
}

interface CallbackMessage {
  type?: unknown;
  idToken?: unknown;
  state?: unknown;
  error?: unknown;
}

/** Call inside a click handler. Rejects with PopupClosedError when the member closes the popup. */
export function signInWithGoogle(): Promise<GoogleCredential> {
  const popup = openCenteredPopup('google-sign-in', 500, 600);
  const nonce = randomValue();
  const state = randomValue();

  return new Promise<GoogleCredential>((resolve, reject) => {
    let callbackOrigin = '';
    let stopWatching = () => {};
    const finish = () => {
      window.removeEventListener('message', onMessage);
      stopWatching();
    };
    function onMessage(event: MessageEvent<CallbackMessage>) {
      // Only the API's callback page, and only the answer to this attempt.
      if (event.origin !== callbackOrigin || event.data?.type !== GOOGLE_MESSAGE_TYPE) return;
      if (event.data.state !== state) return;
      finish();
      if (!popup.closed) popup.close();
      if (typeof event.data.idToken === 'string' && event.data.idToken !== '')
        resolve({ idToken: event.data.idToken, nonce });
      else reject(new PopupClosedError());
    }
    window.addEventListener('message', onMessage);
    stopWatching = watchPopup(popup, () => {
      finish();
      reject(new PopupClosedError());
    });

    providersApi.providers().then(
      ({ google }) => {
        callbackOrigin = new URL(google.callbackUrl).origin;
        const url = new URL(google.authorizeUrl);
        url.searchParams.set('client_id', google.clientId);
        url.searchParams.set('redirect_uri', google.callbackUrl);
        url.searchParams.set('response_type', 'id_token');
        url.searchParams.set('scope', 'openid email profile');
        url.searchParams.set('prompt', 'select_account');
        url.searchParams.set('nonce', nonce);
        url.searchParams.set('state', state);
        popup.location.href = url.toString();
      },
      (error: unknown) => {
        finish();
        popup.close();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
