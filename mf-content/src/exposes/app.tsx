// The only module mf-content exposes: its single-spa lifecycles, mounted by the shell.
import { remoteLifecycles } from '@genetype/shared/ui';
import { AppRouter } from '../app/app-router';
import { pages } from '../app/pages';

export const { bootstrap, mount, unmount } = remoteLifecycles(AppRouter, pages);
