// The only module mf-search exposes: its single-spa lifecycles, mounted by the shell.
import { remoteLifecycles } from '@genetype/ui';
import { AppRouter } from '../app/app-router';
import { pages } from '../app/pages';

export const { bootstrap, mount, unmount } = remoteLifecycles(AppRouter, pages);
