import { collect } from './collect';
import { SAMPLE_RATE_KEY, sampleRate, start } from './start';
import { fieldState } from './page-view';
import { buildReport, moduleVersions, routeTemplate } from './report';

type Callback = (metric: { value: number }) => void;
const vitals: Record<string, Callback> = {};
jest.mock('web-vitals', () => ({
  onLCP: (callback: Callback) => (vitals.lcp = callback),
  onINP: (callback: Callback) => (vitals.inp = callback),
  onCLS: (callback: Callback) => (vitals.cls = callback),
}));

const root = document.documentElement;

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

function mockBeacon() {
  const beacon = jest.fn().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return beacon;
}

beforeEach(() => {
  delete window.__GENETYPE_FIELD__;
  for (const name of [...root.getAttributeNames()]) root.removeAttribute(name);
  localStorage.clear();
});

describe('the report', () => {
  it('names the route by its template, never the address', () => {
    expect(routeTemplate('/typeReport/3')).toBe('/typeReport/:number');
    expect(routeTemplate('/profiles/gene01')).toBe('/profiles/:nickname');
    expect(routeTemplate('/no/such/page')).toBe('*');
  });

  it('lists the version of each module the shell ran', () => {
    root.setAttribute('data-mf-content-version', '0.1.0-aaaaaaa');
    root.setAttribute('data-mf-content-stage', 'canary');
    root.setAttribute('data-mf-search-version', '0.3.0-ccccccc');
    expect(moduleVersions(root)).toEqual([
      { module: 'mf-content', version: '0.1.0-aaaaaaa' },
      { module: 'mf-search', version: '0.3.0-ccccccc' },
    ]);
  });

  it('rounds and bounds what it measured, and leaves out what it did not', () => {
    expect(
      buildReport({
        route: '/',
        language: 'ko',
        modules: [],
        vitals: { lcp: 1234.56, cls: 0.123456, inp: Number.NaN },
        state: { errors: 5000, firstInput: -1 },
      }),
    ).toEqual({ route: '/', language: 'ko', modules: [], lcp: 1235, cls: 0.1235, errors: 1000 });
  });
});

describe('collect', () => {
  it('sends one beacon per page view as the page is hidden, with nothing personal in it', () => {
    const beacon = mockBeacon();
    localStorage.setItem('token', 'secret-access-token');
    root.setAttribute('data-mf-content-version', '0.1.0-aaaaaaa');
    fieldState().errors = 2;
    collect('/typeReport/:number');
    vitals.lcp?.({ value: 1800.4 });
    vitals.inp?.({ value: 96 });
    vitals.cls?.({ value: 0.01 });
    expect(beacon).not.toHaveBeenCalled();
    hide();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as [string, string];
    expect(url).toBe('http://localhost:4000/telemetry/field');
    expect(JSON.parse(body)).toEqual({
      route: '/typeReport/:number',
      language: 'ko',
      modules: [{ module: 'mf-content', version: '0.1.0-aaaaaaa' }],
      lcp: 1800,
      inp: 96,
      cls: 0.01,
      errors: 2,
    });
    expect(body).not.toMatch(/secret|token|bucket|user|href|localhost/i);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    Object.defineProperty(navigator, 'sendBeacon', {
      value: jest.fn().mockReturnValue(false),
      configurable: true,
    });
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
    collect('/');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:4000/telemetry/field',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
  });
});

describe('sampling', () => {
  it('takes the browser setting, else config.json, else 10 %', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ json: () => Promise.resolve({}) });
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
    expect(await sampleRate()).toBe(0.1);
    fetchMock.mockResolvedValue({ json: () => Promise.resolve({ fieldMetricsSampleRate: 0.5 }) });
    expect(await sampleRate()).toBe(0.5);
    fetchMock.mockResolvedValue({ json: () => Promise.resolve({ fieldMetricsSampleRate: 7 }) });
    expect(await sampleRate()).toBe(0.1);
    localStorage.setItem(SAMPLE_RATE_KEY, '1');
    expect(await sampleRate()).toBe(1);
  });

  it('loads the measuring code only for a sampled view, naming the route the view started on', async () => {
    const beacon = mockBeacon();
    localStorage.setItem(SAMPLE_RATE_KEY, '0.2');
    fieldState().path = '/typeReport/7';
    await start(window, { random: () => 0.5 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
    await start(window, { random: () => 0.1 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [, body] = beacon.mock.calls[0] as [string, string];
    expect(JSON.parse(body)).toMatchObject({ route: '/typeReport/:number' });
  });
});
