import { promisesSettled } from '@genetype/tooling/testing';
import type { LifeCycles } from 'single-spa';
import { createRemoteLoader, RemoteUnavailableError } from './remote-loader';
import type { FederationRuntime } from './remote-loader';
import { parseRemotesManifest, RemotesManifestError } from './remotes-manifest';
import type { RemotesManifest } from './remotes-manifest';

const lifecycles: LifeCycles = {
  bootstrap: async () => {},
  mount: async () => {},
  unmount: async () => {},
};

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
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_content', entry: 'http://localhost:3001/remoteEntry.js' }],
      { force: false },
    );
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
    const loader = createRemoteLoader({
      runtime,
      fetchManifest: async () => manifest,
      sleep,
      attempts: 3,
    });

    await expect(loader.load('mf-content')).resolves.toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    // registered once, then force-registered before each new attempt
    expect(
      runtime.registerRemotes.mock.calls.filter(
        ([remotes, options]) => remotes[0].name === 'mf_content' && options?.force,
      ),
    ).toHaveLength(2);
  });

  it('stops retrying once the shell gave the load up (aborted signal), leaving the runtime alone', async () => {
    const controller = new AbortController();
    const runtime = fakeRuntime(async () => {
      controller.abort(new Error('timed out'));
      throw new Error('ScriptNetworkError');
    });
    const loader = createRemoteLoader({
      runtime,
      fetchManifest: async () => manifest,
      sleep: noSleep,
    });
    await expect(loader.load('mf-content', { signal: controller.signal })).rejects.toThrow(
      'ScriptNetworkError',
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes.mock.calls.filter(([, options]) => options?.force)).toHaveLength(
      0,
    );
    // Already given up before it starts: nothing is fetched.
    await expect(loader.load('mf-account', { signal: controller.signal })).rejects.toThrow(
      'timed out',
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last attempt with the runtime error', async () => {
    const runtime = fakeRuntime(async () => {
      throw new Error('RUNTIME-008 Failed to load script resources');
    });
    const loader = createRemoteLoader({
      runtime,
      fetchManifest: async () => manifest,
      sleep: noSleep,
      attempts: 2,
    });
    await expect(loader.load('mf-questionnaire')).rejects.toThrow('RUNTIME-008');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not try a remote that remotes.json disables', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = fakeRuntime(async () => lifecycles as never);
    const loader = createRemoteLoader({
      runtime,
      fetchManifest: async () => manifest,
      sleep: noSleep,
    });
    await expect(loader.load('mf-search')).rejects.toThrow(RemoteUnavailableError);
    await expect(loader.load('mf-search')).rejects.toThrow(
      /mf-search is disabled by remotes.json: "mf-search".entry/,
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('rejects an exposed module that is not single-spa lifecycles', async () => {
    const runtime = fakeRuntime(async () => ({ default: () => null }) as never);
    const loader = createRemoteLoader({
      runtime,
      fetchManifest: async () => manifest,
      sleep: noSleep,
    });
    await expect(loader.load('mf-content')).rejects.toThrow(
      'mf_content/app did not export single-spa lifecycles',
    );
  });

  it('fetches remotes.json again after it failed', async () => {
    const fetchManifest = jest
      .fn<Promise<RemotesManifest>, []>()
      .mockRejectedValueOnce(
        new RemotesManifestError('remotes.json could not be fetched from /remotes.json: HTTP 503'),
      )
      .mockResolvedValue(manifest);
    const runtime = fakeRuntime(async () => lifecycles as never);
    const loader = createRemoteLoader({ runtime, fetchManifest, sleep: noSleep, attempts: 1 });

    await expect(loader.load('mf-content')).rejects.toThrow('HTTP 503');
    await expect(loader.load('mf-content')).resolves.toBe(lifecycles);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });
});

describe('createRemoteLoader with a rollout', () => {
  const entry = (version: string) => `http://localhost:3001/releases/${version}/remoteEntry.js`;
  const rolloutManifest = (percent: number) =>
    parseRemotesManifest({
      'mf-content': {
        stable: '1.0.0-aaaaaaa',
        canary: { version: '1.1.0-bbbbbbb', percent },
        versions: {
          '1.0.0-aaaaaaa': entry('1.0.0-aaaaaaa'),
          '1.1.0-bbbbbbb': entry('1.1.0-bbbbbbb'),
        },
      },
      'mf-questionnaire': { entry: 'http://localhost:3002/remoteEntry.js', version: '0.1.0' },
      'mf-account': { entry: 'http://localhost:3003/remoteEntry.js', version: '0.1.0' },
      'mf-search': { entry: 'http://localhost:3004/remoteEntry.js', version: '0.1.0' },
    });
  const registeredEntries = (runtime: ReturnType<typeof fakeRuntime>) =>
    runtime.registerRemotes.mock.calls
      .filter(([remotes]) => remotes[0].name === 'mf_content')
      .map(([remotes]) => remotes[0].entry);

  function setup(
    percent: number,
    loadRemote: (id: string) => Promise<unknown>,
    problems: string[] = [],
    failureProblems: string[] = [],
  ) {
    const runtime = fakeRuntime(loadRemote);
    const telemetry = { loaded: jest.fn(), failed: jest.fn() };
    const announce = jest.fn();
    const checkCompatibility = jest.fn().mockResolvedValue(problems);
    const diagnoseFailure = jest.fn().mockResolvedValue(failureProblems);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = createRemoteLoader({
      runtime,
      fetchManifest: async () => rolloutManifest(percent),
      sleep: noSleep,
      rollout: {
        bucketId: () => 'browser-1',
        pins: () => ({}),
        checkCompatibility,
        diagnoseFailure,
        telemetry,
        announce,
      },
    });
    return { runtime, telemetry, announce, checkCompatibility, diagnoseFailure, loader };
  }

  it('runs the canary at 100 %, checks it once and reports the load', async () => {
    const { runtime, telemetry, announce, checkCompatibility, loader } = setup(
      100,
      async () => lifecycles,
    );
    await loader.load('mf-content');
    await loader.load('mf-content');
    expect(registeredEntries(runtime)).toEqual([entry('1.1.0-bbbbbbb')]);
    expect(checkCompatibility).toHaveBeenCalledTimes(1);
    expect(telemetry.loaded).toHaveBeenCalledTimes(1);
    expect(telemetry.loaded).toHaveBeenCalledWith({
      module: 'mf-content',
      version: '1.1.0-bbbbbbb',
      stage: 'canary',
      bucketId: 'browser-1',
    });
    expect(announce).toHaveBeenCalledWith(
      'mf-content',
      expect.objectContaining({ version: '1.1.0-bbbbbbb', stage: 'canary' }),
    );
  });

  it('runs stable at 0 % without checking anything', async () => {
    const { runtime, checkCompatibility, telemetry, loader } = setup(0, async () => lifecycles);
    await loader.load('mf-content');
    expect(registeredEntries(runtime)).toEqual([entry('1.0.0-aaaaaaa')]);
    expect(checkCompatibility).not.toHaveBeenCalled();
    expect(telemetry.loaded).toHaveBeenCalledWith(
      expect.objectContaining({ version: '1.0.0-aaaaaaa', stage: 'stable' }),
    );
  });

  it('falls back to stable when the canary does not match the shell, and records why', async () => {
    const { runtime, telemetry, loader } = setup(100, async () => lifecycles, [
      'react ^17.0.0 is required, the shell provides 19.3.1',
    ]);
    await expect(loader.load('mf-content')).resolves.toBe(lifecycles);
    expect(registeredEntries(runtime)).toEqual([entry('1.1.0-bbbbbbb'), entry('1.0.0-aaaaaaa')]);
    expect(telemetry.failed).toHaveBeenCalledWith({
      module: 'mf-content',
      version: '1.1.0-bbbbbbb',
      stage: 'canary',
      reason: 'incompatible',
      detail: 'react ^17.0.0 is required, the shell provides 19.3.1',
    });
    expect(telemetry.loaded).toHaveBeenCalledWith(
      expect.objectContaining({ version: '1.0.0-aaaaaaa', stage: 'fallback' }),
    );
    expect(loader.choiceOf('mf-content')?.note).toMatch(/1.1.0-bbbbbbb incompatible/);
  });

  it('falls back to stable when the canary will not load', async () => {
    const { runtime, telemetry, loader } = setup(100, async () => {
      const current = registeredEntries(runtime).at(-1);
      if (current === entry('1.1.0-bbbbbbb'))
        throw new Error('RUNTIME-008 Failed to load script resources');
      return lifecycles;
    });
    await expect(loader.load('mf-content')).resolves.toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(4); // three canary attempts, then stable
    expect(telemetry.failed).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'unreachable', version: '1.1.0-bbbbbbb' }),
    );
    expect(loader.choiceOf('mf-content')).toMatchObject({
      version: '1.0.0-aaaaaaa',
      stage: 'fallback',
    });
  });

  it('still fails when stable itself will not load (the page shows its retry message)', async () => {
    const { telemetry, diagnoseFailure, loader } = setup(0, async () => {
      throw new Error('RUNTIME-008');
    });
    await expect(loader.load('mf-content')).rejects.toThrow('RUNTIME-008');
    // Unreachable (its manifest tells no incompatibility): an outage, not reported from every page.
    await Promise.resolve();
    expect(diagnoseFailure).toHaveBeenCalledWith(entry('1.0.0-aaaaaaa'));
    expect(telemetry.failed).not.toHaveBeenCalled();
  });

  it('reports a stable version the runtime refused as incompatible, once per page', async () => {
    const problem = '@genetype/platform ^2.0.0 is required, the shell provides 1.0.0';
    const { telemetry, diagnoseFailure, loader } = setup(
      0,
      async () => {
        throw new Error(
          'Version 1.0.0 of shared singleton module @genetype/platform does not satisfy',
        );
      },
      [],
      [problem],
    );
    await expect(loader.load('mf-content')).rejects.toThrow('does not satisfy');
    await expect(loader.load('mf-content')).rejects.toThrow('does not satisfy');
    // The diagnosis and its report follow the failure through promises alone (no back-off here).
    await promisesSettled();
    expect(diagnoseFailure).toHaveBeenCalledTimes(1);
    expect(telemetry.failed).toHaveBeenCalledTimes(1);
    expect(telemetry.failed).toHaveBeenCalledWith({
      module: 'mf-content',
      version: '1.0.0-aaaaaaa',
      stage: 'stable',
      reason: 'incompatible',
      detail: problem,
    });
    expect(telemetry.loaded).not.toHaveBeenCalled();
  });

  it('diagnoses stable once more when the canary fell back to it and stable fails too', async () => {
    const problem = '@genetype/platform ^2.0.0 is required, the shell provides 1.0.0';
    const { telemetry, loader } = setup(
      100,
      async () => {
        throw new Error('refused');
      },
      [],
      [problem],
    );
    await expect(loader.load('mf-content')).rejects.toThrow('refused');
    await promisesSettled();
    expect(telemetry.failed.mock.calls.map(([report]) => [report.stage, report.reason])).toEqual([
      ['canary', 'unreachable'],
      ['fallback', 'incompatible'],
    ]);
  });
});
