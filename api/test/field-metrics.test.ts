import type { FieldSummary } from '@genetype/domain/contracts';
import { INVALID_SINCE_MESSAGE } from '../src/modules/telemetry/index.js';
import { dialects } from './helpers/dialects.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const KOREAN = /[가-힣]/;
const bucket = (n: number) => n.toString(16).padStart(32, '0');

const view = (overrides: Record<string, unknown> = {}) => ({
  route: '/typeReport/:number',
  language: 'ko',
  modules: [
    { module: 'mf-content', version: '0.1.0-aaaaaaa' },
    { module: 'mf-search', version: '0.3.0-ccccccc' },
  ],
  lcp: 1800,
  inp: 120,
  cls: 0.02,
  errors: 0,
  ...overrides,
});

describe.each(dialects)('field metrics on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The shell reports the versions it loads: these become the known versions (their own label).
    for (const [module, version] of [
      ['mf-content', '0.1.0-aaaaaaa'],
      ['mf-content', '0.2.0-bbbbbbb'],
      ['mf-search', '0.3.0-ccccccc'],
    ])
      await t.app.inject({
        method: 'POST',
        url: '/telemetry/remote-loads',
        payload: { module, version, stage: 'stable', bucket: bucket(1) },
      });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown, remoteAddress = '127.0.0.1', language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/telemetry/field',
      payload: payload as object,
      remoteAddress,
      headers: language ? { 'accept-language': language } : {},
    });
  const summary = async (module: string, since?: string) => {
    const query = new URLSearchParams({ module, ...(since ? { since } : {}) });
    const response = await t.app.inject({
      method: 'GET',
      url: `/telemetry/field-summary?${query.toString()}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<FieldSummary>();
  };
  const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('summarises views, views with errors and INP/LCP samples per version, newest first', async () => {
    expect((await post(view())).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await post(view({ inp: 300, lcp: 2600, errors: 2 }))).statusCode).toBe(204);
    t.clock.advance(1000);
    // No INP (no interaction): a view without a sample.
    expect(
      (
        await post(
          view({
            inp: undefined,
            lcp: 900,
            modules: [{ module: 'mf-content', version: '0.2.0-bbbbbbb' }],
          }),
        )
      ).statusCode,
    ).toBe(204);
    const content = await summary('mf-content');
    expect(content.module).toBe('mf-content');
    expect(Date.parse(content.since)).toBeLessThan(Date.now() - 23 * 3600_000);
    expect(content.versions).toEqual([
      { version: '0.1.0-aaaaaaa', views: 2, errorViews: 1, inp: [300, 120], lcp: [2600, 1800] },
      { version: '0.2.0-bbbbbbb', views: 1, errorViews: 0, inp: [], lcp: [900] },
    ]);
    const search = await summary('mf-search');
    expect(search.versions).toEqual([
      { version: '0.3.0-ccccccc', views: 2, errorViews: 1, inp: [300, 120], lcp: [2600, 1800] },
    ]);
    // Only what happened since the given time.
    const later = await summary('mf-content', new Date(t.clock.now() + 60_000).toISOString());
    expect(later.versions).toEqual([]);
    t.clock.reset();
  });

  it('reads a beacon: a JSON body sent as text/plain', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/telemetry/field',
      payload: JSON.stringify(view({ route: '/', modules: [] })),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(response.statusCode).toBe(204);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/telemetry/field',
      payload: '{"route":',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toMatch(KOREAN);
  });

  it('exposes histograms and counters on /metrics, by route template, language and version', async () => {
    const text = await metrics();
    expect(text).toMatch(
      /^field_page_views_total\{route="\/typeReport\/:number",language="ko"\} 3$/m,
    );
    expect(text).toMatch(/^field_errors_total\{route="\/typeReport\/:number",language="ko"\} 2$/m);
    expect(text).toMatch(
      /^field_module_views_total\{module="mf-content",version="0\.1\.0-aaaaaaa"\} 2$/m,
    );
    expect(text).toMatch(
      /^field_module_error_views_total\{module="mf-content",version="0\.1\.0-aaaaaaa"\} 1$/m,
    );
    // A version whose views had no error: its counter is there at 0 (a ratio of 0, not no series).
    expect(text).toMatch(
      /^field_module_error_views_total\{module="mf-content",version="0\.2\.0-bbbbbbb"\} 0$/m,
    );
    expect(text).toMatch(
      /^field_module_inp_seconds_bucket\{le="0\.2",module="mf-content",version="0\.1\.0-aaaaaaa"\} 1$/m,
    );
    expect(text).toMatch(
      /^field_lcp_seconds_count\{route="\/typeReport\/:number",language="ko"\} 3$/m,
    );
    expect(text).toMatch(
      /^field_cls_bucket\{le="0\.05",route="\/typeReport\/:number",language="ko"\} 3$/m,
    );
  });

  it('folds unknown route templates and unknown versions to other', async () => {
    const response = await post(
      view({
        route: '/profiles/gene01',
        language: 'en',
        firstInteraction: 80,
        modules: [{ module: 'mf-account', version: '9.9.9-zzzzzzz' }],
      }),
    );
    expect(response.statusCode).toBe(204);
    const text = await metrics();
    expect(text).toMatch(/^field_page_views_total\{route="other",language="en"\} 1$/m);
    expect(text).not.toContain('gene01');
    expect(text).toMatch(/^field_module_views_total\{module="mf-account",version="other"\} 1$/m);
    expect(text).not.toContain('9.9.9-zzzzzzz');
    expect(text).toMatch(
      /^field_first_interaction_seconds_bucket\{le="0\.1",route="other",language="en"\} 1$/m,
    );
    // The stored summary keeps the version itself: the rollout command asks for it by name.
    expect((await summary('mf-account')).versions).toMatchObject([
      { version: '9.9.9-zzzzzzz', views: 1 },
    ]);
  });

  it('gives a newly loaded version its own label at once', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/telemetry/remote-loads',
      payload: {
        module: 'mf-account',
        version: '1.0.0-newnewn',
        stage: 'canary',
        bucket: bucket(2),
      },
    });
    t.clock.advance(10_000);
    await post(view({ modules: [{ module: 'mf-account', version: '1.0.0-newnewn' }] }));
    expect(await metrics()).toMatch(
      /^field_module_views_total\{module="mf-account",version="1\.0\.0-newnewn"\} 1$/m,
    );
    t.clock.reset();
  });

  it.each([
    ['a raw path with a query', view({ route: '/search?q=홍길동' })],
    ['an unknown language', view({ language: 'fr' })],
    ['an unknown module', view({ modules: [{ module: 'mf-nope', version: '1.0.0' }] })],
    ['a version with a path in it', view({ modules: [{ module: 'mf-content', version: '../1' }] })],
    ['a negative LCP', view({ lcp: -1 })],
    ['an INP of an hour', view({ inp: 3_600_000 })],
    ['a CLS that is text', view({ cls: '0.1' })],
    ['a fractional error count', view({ errors: 1.5 })],
    ['no error count', { ...view(), errors: undefined }],
    ['an error message (free text)', { ...view(), message: 'TypeError at gene01' }],
    ['a user id', { ...view(), userId: 'u-1' }],
  ])('refuses %s with 400 and a Korean message', async (_label, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(KOREAN);
  });

  it('counts a module listed twice once, by its first entry', async () => {
    const response = await post(
      view({
        route: '/search',
        modules: [
          { module: 'mf-search', version: '0.3.0-first00' },
          { module: 'mf-search', version: '0.3.0-second0' },
        ],
      }),
    );
    expect(response.statusCode).toBe(204);
    const versions = (await summary('mf-search')).versions.map((row) => row.version);
    expect(versions).toContain('0.3.0-first00');
    expect(versions).not.toContain('0.3.0-second0');
  });

  it('answers in English for an English request, and refuses a bad since or module', async () => {
    const english = await post(view({ language: 'fr' }), '127.0.0.1', 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json<{ message: string }>().message).toBe('Unknown language.');
    const badSince = await t.app.inject({
      method: 'GET',
      url: '/telemetry/field-summary?module=mf-content&since=yesterday',
    });
    expect(badSince.statusCode).toBe(400);
    expect(badSince.json()).toEqual({ message: INVALID_SINCE_MESSAGE });
    const badModule = await t.app.inject({
      method: 'GET',
      url: '/telemetry/field-summary?module=mf-nope',
    });
    expect(badModule.statusCode).toBe(400);
    expect(badModule.json<{ message: string }>().message).toMatch(KOREAN);
    const noModule = await t.app.inject({ method: 'GET', url: '/telemetry/field-summary' });
    expect(noModule.statusCode).toBe(400);
  });

  it('prunes views older than 48 hours as reports arrive', async () => {
    t.clock.advance(-72 * 3600_000);
    await post(view({ modules: [{ module: 'mf-questionnaire', version: '0.5.0-old0000' }] }));
    t.clock.reset();
    // 11 minutes on: pruning is due again for this instance.
    t.clock.advance(11 * 60_000);
    await post(view({ modules: [{ module: 'mf-questionnaire', version: '0.5.0-new0000' }] }));
    const rows = await t.db
      .selectFrom('field_views')
      .select('version')
      .where('module', '=', 'mf-questionnaire')
      .execute();
    expect(rows.map((row) => row.version)).toEqual(['0.5.0-new0000']);
    t.clock.reset();
  });

  it('limits reports per address with a 429', async () => {
    let last = 0;
    for (let index = 0; index < 601; index += 1)
      last = (await post(view({ modules: [] }), '10.8.8.8')).statusCode;
    expect(last).toBe(429);
    expect((await post(view({ modules: [] }), '10.8.8.9')).statusCode).toBe(204);
  });
});
