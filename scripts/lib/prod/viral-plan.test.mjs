import {
  capacity,
  highestHeld,
  judgeLevel,
  perCallUs,
  planRamp,
  projectOwnCores,
  saturation,
} from './viral-plan.mjs';

describe('planRamp', () => {
  it('grows the members by the factor, rounded to 0.1, with visitors in proportion', () => {
    const plan = planRamp({
      startMembers: 0.5,
      factor: 1.5,
      levels: 4,
      visitorsPerMember: 50,
      holdS: 60,
    });
    expect(plan.map((level) => level.membersPerS)).toEqual([0.5, 0.8, 1.2, 1.8]);
    expect(plan.map((level) => level.visitorsPerS)).toEqual([25, 40, 60, 90]);
    expect(plan.every((level) => level.holdS === 60)).toBe(true);
  });

  it('always grows, even when the factor rounds away', () => {
    const plan = planRamp({
      startMembers: 0.1,
      factor: 1.2,
      levels: 3,
      visitorsPerMember: 10,
      holdS: 5,
    });
    expect(plan.map((level) => level.membersPerS)).toEqual([0.1, 0.2, 0.3]);
  });
});

describe('judgeLevel', () => {
  const good = { statuses: {}, lost: 0, pageP99Ms: 120, scoringP99Ms: 900 };

  it('meets the goals when nothing failed, nothing was lost and both p99s are in', () => {
    expect(judgeLevel(good)).toEqual({ ok: true, misses: [] });
  });

  it('names each goal missed', () => {
    const { ok, misses } = judgeLevel({
      statuses: { 502: 2, 0: 1, 429: 3 },
      lost: 1,
      pageP99Ms: 1500,
      scoringP99Ms: 2500,
      startedShare: 0.9,
    });
    expect(ok).toBe(false);
    expect(misses).toEqual([
      '2 answers 5xx',
      '1 requests unanswered',
      "3 answers 4xx (the bench's requests are valid)",
      '1 acknowledged writes lost',
      'page HTML p99 1500 ms > 1000 ms',
      'scoring p99 2500 ms > 2000 ms',
      'only 90 % of the planned arrivals started',
    ]);
  });

  it('holds a p99 exactly at the goal', () => {
    expect(judgeLevel({ ...good, pageP99Ms: 1000, scoringP99Ms: 2000 }).ok).toBe(true);
  });
});

describe('highestHeld', () => {
  const level = (n, ok) => ({ level: n, verdict: { ok } });

  it('is the last level met before the first miss', () => {
    expect(highestHeld([level(1, true), level(2, true), level(3, false), level(4, true)])).toEqual(
      level(2, true),
    );
  });

  it('is null when the first level missed', () => {
    expect(highestHeld([level(1, false)])).toBeNull();
  });
});

describe('saturation', () => {
  it('names an event loop near a full core first', () => {
    expect(
      saturation({
        cores: { 'api-1': 1.3, postgres: 0.4 },
        mainThreadCores: { 'api-1': 0.95, 'api-2': 0.5 },
        machineBusy: 0.99,
        machineCores: 2,
      }).what,
    ).toBe("api-1's event loop");
  });

  it('names the machine and its largest user of the topology when the cores are full', () => {
    const found = saturation({
      cores: { 'load generator': 0.9, 'api-1': 0.6, postgres: 0.3 },
      mainThreadCores: { 'api-1': 0.4 },
      machineBusy: 0.97,
      machineCores: 2,
    });
    expect(found.what).toBe("the machine's 2 cores");
    expect(found.why).toContain('api-1, 0.60 cores');
  });

  it('names the largest user when the machine has room', () => {
    expect(
      saturation({ cores: { nginx: 0.2, postgres: 0.5 }, machineBusy: 0.5, machineCores: 2 }).what,
    ).toBe('postgres');
  });
});

describe('perCallUs', () => {
  it('divides each group’s CPU by the calls', () => {
    expect(perCallUs({ 'api-1': 50, postgres: 10 }, 100)).toEqual({ 'api-1': 500, postgres: 100 });
  });
});

describe('capacity', () => {
  it('turns rates and per-call costs into cores, provisioned at the target utilization', () => {
    const plan = capacity({
      membersPerS: 2,
      visitorsPerS: 100,
      multiplier: 10,
      costs: {
        api: { perMember: 150_000, perVisit: 0 },
        postgres: { perMember: 30_000, perVisit: 0 },
        nginx: { perMember: 2_000, perVisit: 100 },
      },
      redis: { windowS: 600, keysPerMember: 1, bytesPerKey: 100 },
      pageCache: { fixedEntries: 100, fixedBytes: 2 ** 20, bytesPerShare: 1024, inactiveS: 600 },
    });
    // 20 members/s × 150,000 µs = 3 cores; ÷ 0.6 = 5.
    expect(plan.api.cores).toBeCloseTo(3);
    expect(plan.api.provision).toBe(5);
    expect(plan.api.arithmetic).toBe('20.0 members/s × 150,000 µs = 3.00 cores, ÷ 0.6 → 5');
    // 20 × 30,000 µs = 0.6 cores; ÷ 0.6 = 1.
    expect(plan.postgres.provision).toBe(1);
    // 20 × 2,000 + 1,000 × 100 = 140,000 µs/s = 0.14 cores.
    expect(plan.nginx.cores).toBeCloseTo(0.14);
    // 20/s × 600 s × 1 key × 100 B = 1,200,000 B.
    expect(plan.redis.bytes).toBe(1_200_000);
    // 1 MiB + 20/s × 600 s × 1 KiB = 1 MiB + 12,000 KiB; 12,100 keys need 2 MB of zone.
    expect(plan.pageCache.bytes).toBe(2 ** 20 + 12_000 * 1024);
    expect(plan.pageCache.keysMb).toBe(2);
  });
});

describe('projectOwnCores', () => {
  it('divides the cores at the target utilization by a member’s cost with their visits', () => {
    const own = projectOwnCores({
      cores: 2,
      visitorsPerMember: 40,
      costs: {
        api: { perMember: 70_000, perVisit: 0 },
        postgres: { perMember: 10_000, perVisit: 0 },
        nginx: { perMember: 2_000, perVisit: 200 },
      },
    });
    // 70,000 + 10,000 + 2,000 + 40 × 200 = 90,000 µs per member; 2 × 0.6 × 10^6 / 90,000.
    expect(own.usPerMember).toBe(90_000);
    expect(own.membersPerS).toBeCloseTo(13.33, 2);
    expect(own.first).toBe('api');
    expect(own.firstShare).toBeCloseTo(70 / 90);
  });
});
