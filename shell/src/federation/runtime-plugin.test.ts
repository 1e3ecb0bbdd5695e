import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import genetypeRuntimePlugin, { ENTRY_TIMEOUT_MS } from './runtime-plugin';
import { recordRemoteVersion } from './remote-versions';

describe('genetypeRuntimePlugin', () => {
  const plugin = genetypeRuntimePlugin();

  it('logs the module, its version and the failing stage, and lets the error through', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    recordRemoteVersion('mf_account', '2.3.4');
    const result = await plugin.errorLoadRemote?.({
      id: 'mf_account/app',
      error: new Error('ScriptNetworkError: unreachable'),
      from: 'runtime',
      lifecycle: 'onLoad',
      remote: {
        name: 'mf_account',
        entry: 'http://localhost:3003/remoteEntry.js',
        type: 'global',
        entryGlobalName: 'mf_account',
        shareScope: 'default',
      },
      origin: {} as ModuleFederation,
    });
    expect(result).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      '[federation] mf_account/app (mf_account@2.3.4) failed at onLoad: ScriptNetworkError: unreachable',
    );
  });

  it('names an unknown version when the remote was never registered', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await plugin.errorLoadRemote?.({
      id: 'mf_other/app',
      error: 'boom',
      from: 'runtime',
      lifecycle: 'beforeRequest',
      origin: {} as ModuleFederation,
    });
    expect(error).toHaveBeenCalledWith(
      '[federation] mf_other/app (mf_other@unknown) failed at beforeRequest: boom',
    );
  });

  it('gives remote entries a shorter time-out than the default 20 s', () => {
    const remoteInfo = {
      name: 'mf_content',
      entry: 'http://x/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'mf_content',
      shareScope: 'default',
    } as const;
    expect(plugin.createScript?.({ url: 'http://x/remoteEntry.js', remoteInfo })).toEqual({
      timeout: ENTRY_TIMEOUT_MS,
    });
    expect(plugin.createScript?.({ url: 'http://x/chunk.js' })).toBeUndefined();
  });
});
