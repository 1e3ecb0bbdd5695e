// The only module mf-account exposes: its single-spa lifecycles, mounted by the shell. The app's
// texts (src/i18n) load with its pages, not here: the Korean catalogue would otherwise add ~8 KB
// gzip to the app's first load (budgets.json); each page registers the namespace when it loads.
import { remoteLifecycles } from '@genetype/ui';
import { AppRouter } from '../app/app-router';
import { pages } from '../app/pages';

export const { bootstrap, mount, unmount } = remoteLifecycles(AppRouter, pages);
