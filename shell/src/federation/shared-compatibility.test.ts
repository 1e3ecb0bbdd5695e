import { satisfy } from '@module-federation/enhanced/runtime';
import {
  checkRemoteCompatibility,
  incompatibilityOf,
  manifestUrlOf,
  sharedProblems,
} from './shared-compatibility';

const provided = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
  '@genetype/platform': '1.2.0',
  '@genetype/platform/query': '1.2.0',
};

function response(body: unknown, status = 200): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

describe('sharedProblems', () => {
  it('accepts exact versions and ranges the shell satisfies', () => {
    const remote = [
      { name: 'react', requiredVersion: '19.3.1' },
      { name: 'react-dom', requiredVersion: '^19.0.0' },
      { name: 'react-router-dom', requiredVersion: '>=7.1 <8' },
      { name: 'zustand', requiredVersion: '*' },
      { name: 'lodash', requiredVersion: '^1.0.0' },
    ];
    expect(sharedProblems(remote, provided, satisfy)).toEqual([]);
  });

  it('names every singleton the shell cannot satisfy', () => {
    const remote = [
      { name: 'react', requiredVersion: '^18.2.0' },
      { name: '@genetype/platform', requiredVersion: '^2.0.0' },
    ];
    expect(sharedProblems(remote, provided, satisfy)).toEqual([
      'react ^18.2.0 is required, the shell provides 19.3.1',
      '@genetype/platform ^2.0.0 is required, the shell provides 1.2.0',
    ]);
  });

  it('checks every run-time-shared @genetype entry: a newer minor is refused, an older one accepted', () => {
    const remote = (version: string) =>
      ['@genetype/platform', '@genetype/platform/query'].map((name) => ({
        name,
        requiredVersion: `^${version}`,
      }));
    expect(sharedProblems(remote('1.0.0'), provided, satisfy)).toEqual([]);
    expect(sharedProblems(remote('1.3.0'), provided, satisfy)).toEqual([
      '@genetype/platform ^1.3.0 is required, the shell provides 1.2.0',
      '@genetype/platform/query ^1.3.0 is required, the shell provides 1.2.0',
    ]);
  });
});

describe('checkRemoteCompatibility', () => {
  const entry = 'http://localhost:3001/releases/0.2.0-abcdef0/remoteEntry.js';

  it('reads the mf-manifest.json beside the entry', async () => {
    expect(manifestUrlOf(entry)).toBe(
      'http://localhost:3001/releases/0.2.0-abcdef0/mf-manifest.json',
    );
    const fetchImpl = jest
      .fn()
      .mockResolvedValue(response({ shared: [{ name: 'react', requiredVersion: '^17.0.0' }] }));
    await expect(checkRemoteCompatibility(entry, provided, satisfy, fetchImpl)).resolves.toEqual([
      'react ^17.0.0 is required, the shell provides 19.3.1',
    ]);
    expect(fetchImpl).toHaveBeenCalledWith(manifestUrlOf(entry), { cache: 'no-cache' });
  });

  it('treats a manifest that cannot be read as a problem', async () => {
    await expect(
      checkRemoteCompatibility(
        entry,
        provided,
        satisfy,
        jest.fn().mockResolvedValue(response({}, 404)),
      ),
    ).resolves.toEqual([`${manifestUrlOf(entry)} answered HTTP 404`]);
    await expect(
      checkRemoteCompatibility(
        entry,
        provided,
        satisfy,
        jest.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      ),
    ).resolves.toEqual([`${manifestUrlOf(entry)} could not be read: Failed to fetch`]);
  });
});

describe('incompatibilityOf', () => {
  const entry = 'http://localhost:3001/releases/0.2.0-abcdef0/remoteEntry.js';

  it('tells the singleton problems of a version that failed, and nothing when its manifest is unreadable', async () => {
    const manifest = { shared: [{ name: '@genetype/platform', requiredVersion: '^2.0.0' }] };
    await expect(
      incompatibilityOf(entry, provided, satisfy, jest.fn().mockResolvedValue(response(manifest))),
    ).resolves.toEqual(['@genetype/platform ^2.0.0 is required, the shell provides 1.2.0']);
    await expect(
      incompatibilityOf(entry, provided, satisfy, jest.fn().mockResolvedValue(response({}, 404))),
    ).resolves.toEqual([]);
    await expect(
      incompatibilityOf(entry, provided, satisfy, jest.fn().mockRejectedValue(new TypeError('x'))),
    ).resolves.toEqual([]);
  });
});
