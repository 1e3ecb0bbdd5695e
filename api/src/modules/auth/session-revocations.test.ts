import { isoAt } from '../../lib/clock.js';
import type { RevokedSession } from './refresh-token-repository.js';
import { SessionRevocations } from './session-revocations.js';

const MINUTE = 60_000;
const ACCESS_TTL = 15 * MINUTE;

function setup() {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const rows: RevokedSession[] = [];
  const repository = {
    revokedSince: jest.fn(async (since: string) => rows.filter((row) => row.revokedAt > since)),
    pruneRevoked: jest.fn(async () => undefined),
  };
  const revocations = new SessionRevocations(repository, () => now, ACCESS_TTL);
  return {
    revocations,
    repository,
    revokeElsewhere: (familyId: string) => rows.push({ familyId, revokedAt: isoAt(now) }),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SessionRevocations', () => {
  it('knows a session revoked on this instance at once', () => {
    const { revocations } = setup();
    revocations.add(['f1']);
    expect(revocations.has('f1')).toBe(true);
    expect(revocations.has('f2')).toBe(false);
  });

  it('learns sessions revoked on other instances from the poll', async () => {
    const { revocations, revokeElsewhere } = setup();
    revokeElsewhere('f1');
    expect(revocations.has('f1')).toBe(false);
    await revocations.poll();
    expect(revocations.has('f1')).toBe(true);
  });

  it('forgets a session once no access token of it can still be valid', async () => {
    const { revocations, revokeElsewhere, advance } = setup();
    revokeElsewhere('f1');
    revocations.add(['f2']);
    await revocations.poll();
    advance(ACCESS_TTL);
    await revocations.poll();
    expect(revocations.has('f1')).toBe(true); // within the clock-skew margin
    advance(2 * MINUTE);
    await revocations.poll();
    expect(revocations.has('f1')).toBe(false);
    expect(revocations.has('f2')).toBe(false);
    expect(revocations.size).toBe(0);
  });

  it('prunes old rows from the database at most hourly', async () => {
    const { revocations, repository, advance } = setup();
    await revocations.poll();
    await revocations.poll();
    expect(repository.pruneRevoked).toHaveBeenCalledTimes(1);
    advance(61 * MINUTE);
    await revocations.poll();
    expect(repository.pruneRevoked).toHaveBeenCalledTimes(2);
  });
});
