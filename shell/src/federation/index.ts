// The remote loader bound to the federation runtime instance webpack created for the shell
// (shareStrategy 'loaded-first', the runtime plugin of ./runtime-plugin).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader } from './remote-loader';

export const remoteLoader = createRemoteLoader({ runtime: { loadRemote, registerRemotes } });
export type { RemoteLoader } from './remote-loader';
