// The release check of shared singletons (compatibilityProblems): real versions of @genetype/platform,
// which follow its public surface (npm run platform:version), against the version the shell provides.
import { describe, expect, it } from '@jest/globals';
import { compatibilityProblems } from './release.mjs';

const OWN = ['@genetype/platform', '@genetype/platform/query', '@genetype/platform/providers'];

/** The `shared` list of an app's mf-manifest.json, as packages/tooling/build/federation.cjs configures it. */
function manifest({
  shared = '1.2.0',
  react = '19.3.1',
  required = (version) => `^${version.replace(/\.\d+$/, '.0')}`,
} = {}) {
  return {
    shared: [
      { name: 'react', version: react, singleton: true, requiredVersion: '19.3.1' },
      { name: 'react-dom', version: react, singleton: true, requiredVersion: '19.3.1' },
      { name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '5.1.0' },
      ...OWN.map((name) => ({
        name,
        version: shared,
        singleton: true,
        requiredVersion: required(shared),
      })),
    ],
  };
}

describe('compatibilityProblems with versioned @genetype/platform', () => {
  it("accepts a remote built against the shell's shared, an older minor of it, or another patch", () => {
    const shell = manifest({ shared: '1.2.0' });
    expect(compatibilityProblems(manifest({ shared: '1.2.0' }), shell)).toEqual([]);
    expect(compatibilityProblems(manifest({ shared: '1.0.0' }), shell)).toEqual([]);
    expect(compatibilityProblems(manifest({ shared: '1.2.7' }), shell)).toEqual([]);
  });

  it('refuses a remote built against another major, naming @genetype/platform and what to do', () => {
    const problems = compatibilityProblems(
      manifest({ shared: '2.0.0' }),
      manifest({ shared: '1.2.0' }),
    );
    expect(problems).toEqual(
      OWN.map(
        (name) =>
          `${name} ^2.0.0 is required, the shell provides 1.2.0 (the remote was built against 2.0.0, a new major: release the shell and every remote from one commit together)`,
      ),
    );
    expect(
      compatibilityProblems(manifest({ shared: '1.4.0' }), manifest({ shared: '2.0.0' }))[0],
    ).toBe(
      "@genetype/platform ^1.4.0 is required, the shell provides 2.0.0 (the remote was built against 1.4.0, an older major than the shell's: rebuild it from the shell's commit)",
    );
  });

  it('refuses a remote built against a newer minor: it may use exports the older shell lacks', () => {
    const problems = compatibilityProblems(
      manifest({ shared: '1.3.0' }),
      manifest({ shared: '1.2.5' }),
    );
    expect(problems[0]).toBe(
      '@genetype/platform ^1.3.0 is required, the shell provides 1.2.5 (the remote was built against 1.3.0, whose new exports the shell lacks: release the shell first)',
    );
    expect(problems).toHaveLength(3);
  });

  it('refuses a remote of the unversioned days (it required exactly 0.1.0)', () => {
    const old = manifest({ shared: '0.1.0', required: (version) => version });
    expect(compatibilityProblems(old, manifest({ shared: '1.0.0' }))[0]).toMatch(
      /^@genetype\/platform 0\.1\.0 is required, the shell provides 1\.0\.0 \(.*an older major/,
    );
  });

  it('checks any run-time-shared @genetype package, and refuses one shared without a range', () => {
    const remote = manifest();
    remote.shared.push({
      name: '@genetype/another',
      version: '1.1.0',
      singleton: true,
      requiredVersion: '^1.1.0',
    });
    const shell = manifest();
    shell.shared.push({
      name: '@genetype/another',
      version: '1.0.0',
      singleton: true,
      requiredVersion: '^1.0.0',
    });
    expect(compatibilityProblems(remote, shell)).toEqual([
      '@genetype/another ^1.1.0 is required, the shell provides 1.0.0 (the remote was built against 1.1.0, whose new exports the shell lacks: release the shell first)',
    ]);
    const unranged = manifest();
    unranged.shared.find((item) => item.name === '@genetype/platform').requiredVersion = '*';
    expect(compatibilityProblems(unranged, manifest())).toEqual([
      '@genetype/platform is shared without a version range: rebuild the remote (packages/tooling/build/federation.cjs sets one)',
    ]);
  });

  it('still checks the third-party singletons by their ranges', () => {
    const remote = manifest();
    remote.shared.find((item) => item.name === 'react').requiredVersion = '^17.0.2';
    expect(compatibilityProblems(remote, manifest())).toEqual([
      'react ^17.0.2 is required, the shell provides 19.3.1',
    ]);
    expect(compatibilityProblems({}, manifest())).toEqual([
      'the release has no "shared" list in mf-manifest.json',
    ]);
  });
});
