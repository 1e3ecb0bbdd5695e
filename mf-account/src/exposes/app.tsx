// The only module mf-account exposes: its single-spa lifecycles, mounted by the shell.
import { remoteLifecycles } from '@genetype/shared/ui';
import { AppRouter } from '../app/app-router';

export const { bootstrap, mount, unmount } = remoteLifecycles(AppRouter);
