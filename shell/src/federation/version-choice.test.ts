import { chooseVersion, fnv1a, rolloutBucket } from './version-choice';
import type { RemoteRollout } from './remotes-manifest';

const entry = (version: string) => `https://cdn.example.com/mf-content/${version}/remoteEntry.js`;
const rollout = (percent: number): RemoteRollout => ({
  stable: { version: '1.0.0-aaaaaaa', entry: entry('1.0.0-aaaaaaa') },
  canary: { version: '1.1.0-bbbbbbb', entry: entry('1.1.0-bbbbbbb'), percent },
  versions: {
    '1.0.0-aaaaaaa': entry('1.0.0-aaaaaaa'),
    '1.1.0-bbbbbbb': entry('1.1.0-bbbbbbb'),
    '0.9.0-ccccccc': entry('0.9.0-ccccccc'),
  },
});
const ids = Array.from({ length: 2000 }, (_, index) => `browser-${index}`);

describe('rolloutBucket', () => {
  it('is the FNV-1a hash of bucket id and module, 0–99, the same on every call', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(rolloutBucket('browser-1', 'mf-content')).toBe(rolloutBucket('browser-1', 'mf-content'));
    for (const id of ids.slice(0, 100)) {
      const bucket = rolloutBucket(id, 'mf-content');
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });

  it('spreads members evenly, and differently per module', () => {
    const inFirstTen = ids.filter((id) => rolloutBucket(id, 'mf-content') < 10).length / ids.length;
    expect(inFirstTen).toBeGreaterThan(0.07);
    expect(inFirstTen).toBeLessThan(0.13);
    const same = ids.filter(
      (id) => rolloutBucket(id, 'mf-content') === rolloutBucket(id, 'mf-search'),
    ).length;
    expect(same).toBeLessThan(ids.length * 0.05);
  });
});

describe('chooseVersion', () => {
  const share = (percent: number) =>
    ids.filter(
      (bucketId) => chooseVersion('mf-content', rollout(percent), { bucketId }).stage === 'canary',
    ).length / ids.length;

  it('gives everyone stable at 0 %, everyone the canary at 100 %, about half at 50 %', () => {
    expect(share(0)).toBe(0);
    expect(share(100)).toBe(1);
    expect(share(50)).toBeGreaterThan(0.45);
    expect(share(50)).toBeLessThan(0.55);
  });

  it('keeps a member who got the canary at 10 % on it when the rollout grows to 50 %', () => {
    const early = ids.filter(
      (bucketId) => chooseVersion('mf-content', rollout(10), { bucketId }).stage === 'canary',
    );
    for (const bucketId of early)
      expect(chooseVersion('mf-content', rollout(50), { bucketId }).stage).toBe('canary');
  });

  it('runs a pinned published version whatever the bucket', () => {
    expect(
      chooseVersion('mf-content', rollout(0), { bucketId: 'x', pin: '0.9.0-ccccccc' }),
    ).toEqual({
      version: '0.9.0-ccccccc',
      entry: entry('0.9.0-ccccccc'),
      stage: 'pinned',
    });
  });

  it('ignores a pin to a version that is not published, and says so', () => {
    const choice = chooseVersion('mf-content', rollout(0), { bucketId: 'x', pin: '6.6.6' });
    expect(choice.stage).toBe('stable');
    expect(choice.version).toBe('1.0.0-aaaaaaa');
    expect(choice.note).toMatch(/6.6.6 is not published/);
  });
});
