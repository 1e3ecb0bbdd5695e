import type { LifeCycles } from 'single-spa';
import { createRemoteLoader, RemoteUnavailableError } from './remote-loader';
import type { FederationRuntime } from './remote-loader';
import { parseRemotesManifest, RemotesManifestError } from './remotes-manifest';
import type { RemotesManifest } from './remotes-manifest';

const lifecycles: LifeCycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

const manifest: RemotesManifest = parseRemotesManifest({
  'mf-content': { entry: 'http://localhost:3001/remoteEntry.js', version: '0.3.1' },
  'mf-questionnaire': { entry: 'http://localhost:3002/remoteEntry.js', version: '0.1.0' },
  'mf-account': { entry: 'http://localhost:3003/remoteEntry.js', version: '0.1.0' },
  'mf-search': { entry: 'nope:', version: '0.1.0' },
});

function fakeRuntime(loadRemote: (id: string) => Promise<unknown>) {
  const runtime = { registerRemotes: jest.fn(), loadRemote: jest.fn(loadRemote) };
  return runtime as typeof runtime & FederationRuntime;
}

const noSleep = () => Promise.resolve();

describe('createRemoteLoader', () => {
  it('fetches nothing until an app is loaded, then registers every valid remote once', async () => {
    const runtime = fakeRuntime(async () => lifecycles as never);
    const fetchManifest = jest.fn().mockResolvedValue(manifest);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const loader = createRemoteLoader({ runtime, fetchManifest, sleep: noSleep });
    expect(fetchManifest).not.toHaveBeenCalled();

    await expect(loader.load('mf-content')).resolves.toBe(lifecycles);
    await loader.load('mf-account');

    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(3);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_content', entry: 'http://localhost:3001/remoteEntry.js' }], { force: false });
    expect(runtime.loadRemote).toHaveBeenNthCalledWith(1, 'mf_content/app');
    expect(runtime.loadRemote).toHaveBeenNthCalledWith(2, 'mf_account/app');
  });

  it('retries a failing remote a bounded number of times, resetting it in between', async () => {
    let calls = 0;
    const runtime = fakeRuntime(async () => {
      calls += 1;
      if (calls < 3) throw new Error('ScriptNetworkError');
      return lifecycles as never;
    });
    const sleep = jest.fn(noSleep);
    const loader = createRemoteLoader({ runtime, fetchManifest: async () => manifest, sleep, attempts: 3 });

    await expect(loader.load('mf-content')).resolves.toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    // registered once, then force-registered before each new attempt
    expect(runtime.registerRemotes.mock.calls.filter(([remotes, options]) => remotes[0].name === 'mf_content' && options?.force)).toHaveLength(2);
  });

  it('gives up after the last attempt with the runtime error', async () => {
    const runtime = fakeRuntime(async () => {
      throw new Error('RUNTIME-008 Failed to load script resources');
    });
    const loader = createRemoteLoader({ runtime, fetchManifest: async () => manifest, sleep: noSleep, attempts: 2 });
    await expect(loader.load('mf-questionnaire')).rejects.toThrow('RUNTIME-008');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not try a remote that remotes.json disables', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = fakeRuntime(async () => lifecycles as never);
    const loader = createRemoteLoader({ runtime, fetchManifest: async () => manifest, sleep: noSleep });
    await expect(loader.load('mf-search')).rejects.toThrow(RemoteUnavailableError);
    await expect(loader.load('mf-search')).rejects.toThrow(/mf-search is disabled by remotes.json: "mf-search".entry/);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('rejects an exposed module that is not single-spa lifecycles', async () => {
    const runtime = fakeRuntime(async () => ({ default: () => null }) as never);
    const loader = createRemoteLoader({ runtime, fetchManifest: async () => manifest, sleep: noSleep });
    await expect(loader.load('mf-content')).rejects.toThrow('mf_content/app did not export single-spa lifecycles');
  });

  it('fetches remotes.json again after it failed', async () => {
    const fetchManifest = jest
      .fn<Promise<RemotesManifest>, []>()
      .mockRejectedValueOnce(new RemotesManifestError('remotes.json could not be fetched from /remotes.json: HTTP 503'))
      .mockResolvedValue(manifest);
    const runtime = fakeRuntime(async () => lifecycles as never);
    const loader = createRemoteLoader({ runtime, fetchManifest, sleep: noSleep, attempts: 1 });

    await expect(loader.load('mf-content')).rejects.toThrow('HTTP 503');
    await expect(loader.load('mf-content')).resolves.toBe(lifecycles);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });
});
