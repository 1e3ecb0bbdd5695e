// The only module mf-questionnaire exposes: its single-spa lifecycles, mounted by the shell. A
// visitor's first mount over the HTML this build prerendered (src/prerender, Korean and English)
// hydrates it once the page's texts in its language are in; a browser with a stored session
// renders afresh (a member's /questions is their own test). The language check is canHydrate's:
// HTML in another language than the page's start is rendered afresh.
import { STORAGE_KEYS, storage } from '@genetype/platform';
import { remoteLifecycles } from '@genetype/ui';
import { AppRouter } from '../app/app-router';
import { pages, readyInLanguage } from '../app/pages';

export const { bootstrap, mount, unmount } = remoteLifecycles(AppRouter, pages, {
  build: __PRERENDER_BUILD__,
  accept: () => !storage.get(STORAGE_KEYS.token) && !storage.get(STORAGE_KEYS.refreshToken),
  ready: readyInLanguage,
});
