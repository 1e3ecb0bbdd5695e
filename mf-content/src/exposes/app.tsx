// The only module mf-content exposes: its single-spa lifecycles, mounted by the shell. A first
// mount over the HTML this build prerendered (src/prerender) hydrates it. The app's texts
// (src/i18n) register with the first page chunk that uses them, not here: the remote's initial
// load stays without the catalogue.
import { remoteLifecycles } from '@genetype/ui';
import { AppRouter } from '../app/app-router';
import { pages, readyInLanguage } from '../app/pages';

export const { bootstrap, mount, unmount } = remoteLifecycles(AppRouter, pages, {
  build: __PRERENDER_BUILD__,
  ready: readyInLanguage,
});
