import type * as SharedModule from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import type * as IdentityModule from './rollout-identity';

type Identity = typeof IdentityModule;
type Shared = typeof SharedModule;

/** A fresh page: the module's memory (bucket, pins) and the stores start empty. */
function freshPage(): Identity & Pick<Shared, 'useAuthStore'> {
  let loaded!: Identity & Pick<Shared, 'useAuthStore'>;
  jest.isolateModules(() => {
    const { useAuthStore } = jest.requireActual<Shared>('@genetype/platform');
    loaded = { ...jest.requireActual<Identity>('./rollout-identity'), useAuthStore };
  });
  return loaded;
}

const signIn = (page: ReturnType<typeof freshPage>, userId: string) =>
  page.useAuthStore.setState({ user: { userId } as User, status: 'authenticated' });
/** What a logout or an expired session does: every key of the site's storage goes, then the user. */
const sessionCleared = (page: ReturnType<typeof freshPage>) => {
  localStorage.clear();
  page.useAuthStore.setState({ user: null, status: 'anonymous' });
};

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};
const cookie = (name: string) =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});

describe('the rollout cookies (what the page composer reads)', () => {
  it('adopts the bucket id the composer gave a first visit, and keeps storage and cookie equal', () => {
    document.cookie = 'genetype_rollout_bucket=from-server; Path=/';
    const page = freshPage();
    expect(page.rolloutBucketId()).toBe('from-server');
    expect(localStorage.getItem(page.BUCKET_KEY)).toBe('from-server');
    // A browser whose storage had an id before the cookie existed puts its own in the cookie.
    localStorage.setItem(page.BUCKET_KEY, 'from-storage');
    expect(freshPage().rolloutBucketId()).toBe('from-storage');
    expect(cookie('genetype_rollout_bucket')).toBe('from-storage');
  });

  it('mirrors a member’s bucket and a tester’s pins', () => {
    const page = freshPage();
    page.rolloutBucketId();
    const stop = page.keepRolloutIdentity();
    signIn(page, 'gene02');
    expect(cookie('genetype_rollout_bucket')).toBe(page.memberBucket('gene02'));
    stop();
    page.applyPinParams('https://genetype.example/?mf-pin=mf-content@1.2.3-abc');
    expect(JSON.parse(decodeURIComponent(cookie('genetype_mf_pins') ?? ''))).toEqual({
      'mf-content': '1.2.3-abc',
    });
    page.applyPinParams('https://genetype.example/?mf-pin=clear');
    expect(cookie('genetype_mf_pins')).toBeUndefined();
  });
});

describe('rolloutBucketId', () => {
  it('keeps one random id per browser between visits', () => {
    const first = freshPage().rolloutBucketId();
    expect(first).not.toBe('');
    const { BUCKET_KEY, rolloutBucketId } = freshPage();
    expect(localStorage.getItem(BUCKET_KEY)).toBe(first);
    expect(rolloutBucketId()).toBe(first);
  });

  it('uses a bucket derived from the member id once known, remembered for the next visit', () => {
    const page = freshPage();
    page.rolloutBucketId();
    const stop = page.keepRolloutIdentity();
    signIn(page, 'gene01');
    const bucket = page.memberBucket('gene01');
    expect(bucket).not.toContain('gene01');
    expect(page.rolloutBucketId()).toBe(bucket);
    stop();
    // Next visit: the member has not loaded yet, the bucket is already theirs.
    expect(freshPage().rolloutBucketId()).toBe(bucket);
    // Another device of the same member gets the same bucket.
    expect(freshPage().memberBucket('gene01')).toBe(bucket);
  });

  it('keeps the bucket and the pins when a logout clears the storage', () => {
    const page = freshPage();
    page.applyPinParams('http://localhost:3000/?mf-pin=mf-search@2.0.0');
    const stop = page.keepRolloutIdentity();
    signIn(page, 'gene01');
    const bucket = page.rolloutBucketId();
    sessionCleared(page);
    expect(localStorage.getItem(page.BUCKET_KEY)).toBe(bucket);
    expect(freshPage().readPins()).toEqual({ 'mf-search': '2.0.0' });
    stop();
  });
});

describe('applyPinParams', () => {
  it('pins a module from ?mf-pin= and returns the URL without it', () => {
    const { applyPinParams, readPins } = freshPage();
    const cleaned = applyPinParams(
      'http://localhost:3000/typeReport?mf-pin=mf-content@1.2.3-abc1234&tab=2',
    );
    expect(cleaned).toBe('http://localhost:3000/typeReport?tab=2');
    expect(readPins()).toEqual({ 'mf-content': '1.2.3-abc1234' });
  });

  it('unpins one module with @stable, everything with clear, and ignores nonsense', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { applyPinParams, readPins, PINS_KEY } = freshPage();
    applyPinParams(
      'http://localhost:3000/?mf-pin=mf-content@1.0.0&mf-pin=mf-search@2.0.0&mf-pin=nope@1',
    );
    expect(readPins()).toEqual({ 'mf-content': '1.0.0', 'mf-search': '2.0.0' });
    applyPinParams('http://localhost:3000/?mf-pin=mf-search@stable');
    expect(readPins()).toEqual({ 'mf-content': '1.0.0' });
    applyPinParams('http://localhost:3000/?mf-pin=clear');
    expect(readPins()).toEqual({});
    expect(localStorage.getItem(PINS_KEY)).toBeNull();
  });

  it('leaves a URL without the parameter alone', () => {
    expect(freshPage().applyPinParams('http://localhost:3000/questions')).toBeNull();
  });
});
