import { useAuthStore } from '@genetype/shared';
import type { User } from '@genetype/shared';
import {
  applyPinParams,
  BUCKET_KEY,
  PINS_KEY,
  readPins,
  rememberMemberBucket,
  rolloutBucketId,
} from './rollout-identity';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, status: 'anonymous' });
});

describe('rolloutBucketId', () => {
  it('keeps one random id per browser between visits', () => {
    const first = rolloutBucketId();
    expect(first).not.toBe('');
    expect(localStorage.getItem(BUCKET_KEY)).toBe(first);
    expect(rolloutBucketId()).toBe(first);
  });

  it('uses the member id once the member is known, and remembers it for the next visit', () => {
    rolloutBucketId();
    const stop = rememberMemberBucket();
    useAuthStore.setState({ user: { userId: 'gene01' } as User, status: 'authenticated' });
    expect(rolloutBucketId()).toBe('member:gene01');
    useAuthStore.setState({ user: null, status: 'anonymous' });
    expect(rolloutBucketId()).toBe('member:gene01');
    stop();
  });
});

describe('applyPinParams', () => {
  it('pins a module from ?mf-pin= and returns the URL without it', () => {
    const cleaned = applyPinParams(
      'http://localhost:3000/typeReport?mf-pin=mf-content@1.2.3-abc1234&tab=2',
    );
    expect(cleaned).toBe('http://localhost:3000/typeReport?tab=2');
    expect(readPins()).toEqual({ 'mf-content': '1.2.3-abc1234' });
  });

  it('unpins one module with @stable, everything with clear, and ignores nonsense', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
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
    expect(applyPinParams('http://localhost:3000/questions')).toBeNull();
  });
});
