// The only module mf-questionnaire exposes: its single-spa lifecycles, mounted by the shell. A
// visitor's first mount over the HTML this build prerendered (src/prerender) hydrates it; a
// browser with a stored session renders afresh (a member's /questions is their own test), and so
// does a page in another language than the Korean the HTML was rendered in.
import { DEFAULT_LANGUAGE } from '@genetype/domain';
import { STORAGE_KEYS, storage, useLanguageStore } from '@genetype/platform';
import { remoteLifecycles } from '@genetype/ui';
import { AppRouter } from '../app/app-router';
import { pages } from '../app/pages';

export const { bootstrap, mount, unmount } = remoteLifecycles(AppRouter, pages, {
  build: __PRERENDER_BUILD__,
  accept: () =>
    !storage.get(STORAGE_KEYS.token) &&
    !storage.get(STORAGE_KEYS.refreshToken) &&
    useLanguageStore.getState().language === DEFAULT_LANGUAGE,
});
