import { waitFor } from '@testing-library/react';
import { promisesSettled } from '@genetype/tooling/testing';
import { earlyManifest, resetEarlyManifest } from './early-manifest';
import { parseRemotesManifest } from './remotes-manifest';
import { BUCKET_KEY, PINS_KEY } from './rollout-storage';
import { rolloutBucket } from './version-choice';
import { appExposeHints, firstRouteHints, warmUpFirstRoute } from './warm-up';

const entry = (version: string) => `https://cdn.example.com/mf-content/${version}/remoteEntry.js`;
const others = {
  'mf-questionnaire': { entry: 'http://localhost:3002/remoteEntry.js', version: '0.1.0' },
  'mf-account': { entry: 'http://localhost:3003/remoteEntry.js', version: '0.1.0' },
  'mf-search': { entry: 'http://localhost:3004/remoteEntry.js', version: '0.1.0' },
};
const manifest = (canary: { version: string; percent: number } | null = null) =>
  parseRemotesManifest({
    ...others,
    'mf-content': {
      stable: '1.0.0',
      canary,
      versions: { '1.0.0': entry('1.0.0'), '1.1.0': entry('1.1.0') },
    },
  });
const home = { pathname: '/', search: '' };
const noStorage = { bucketId: null, pins: {} };

/** A bucket id that falls inside (or outside) a canary of `percent` for mf-content. */
function bucketWhere(inside: boolean, percent: number): string {
  for (let n = 0; ; n += 1) {
    const id = `bucket-${n}`;
    if (rolloutBucket(id, 'mf-content') < percent === inside) return id;
  }
}

describe('firstRouteHints', () => {
  it('preloads the stable entry of the remote that owns the address', () => {
    expect(firstRouteHints(manifest(), home, noStorage)).toEqual([
      { rel: 'preload', href: entry('1.0.0'), as: 'script' },
    ]);
    expect(
      firstRouteHints(manifest(), { pathname: '/typeReport/1', search: '' }, noStorage),
    ).toEqual([{ rel: 'preload', href: entry('1.0.0'), as: 'script' }]);
    expect(firstRouteHints(manifest(), { pathname: '/questions', search: '' }, noStorage)).toEqual([
      { rel: 'preload', href: 'http://localhost:3002/remoteEntry.js', as: 'script' },
    ]);
  });

  it('only preconnects when the browser is in a running canary (its build is checked first)', () => {
    const canary = manifest({ version: '1.1.0', percent: 50 });
    const inside = { bucketId: bucketWhere(true, 50), pins: {} };
    expect(firstRouteHints(canary, home, inside)).toEqual([
      { rel: 'preconnect', href: 'https://cdn.example.com' },
    ]);
    const outside = { bucketId: bucketWhere(false, 50), pins: {} };
    expect(firstRouteHints(canary, home, outside)).toEqual([
      { rel: 'preload', href: entry('1.0.0'), as: 'script' },
    ]);
  });

  it('guesses nothing it cannot know: a first visit during a canary, a pin, an address that pins', () => {
    expect(firstRouteHints(manifest({ version: '1.1.0', percent: 50 }), home, noStorage)).toEqual(
      [],
    );
    expect(
      firstRouteHints(manifest(), home, { bucketId: 'b', pins: { 'mf-content': '1.1.0' } }),
    ).toEqual([]);
    expect(
      firstRouteHints(manifest(), { pathname: '/', search: '?mf-pin=mf-content@1.1.0' }, noStorage),
    ).toEqual([]);
  });

  it('hints nothing for the shell’s own pages or a remote disabled by remotes.json', () => {
    expect(
      firstRouteHints(manifest(), { pathname: '/no-such-page', search: '' }, noStorage),
    ).toEqual([]);
    const withoutContent = parseRemotesManifest(others);
    expect(firstRouteHints(withoutContent, home, noStorage)).toEqual([]);
  });
});

describe('appExposeHints', () => {
  const url = 'https://cdn.example.com/mf-content/1.0.0/mf-manifest.json';
  const mfManifest = (publicPath = 'auto') => ({
    metaData: { publicPath },
    exposes: [
      { path: './other', assets: { js: { sync: ['other.js'] }, css: { sync: [] } } },
      {
        path: './app',
        assets: {
          js: { sync: ['__federation_expose_app.1234abcd.js'], async: ['page-home.js'] },
          css: { sync: ['app.css'], async: [] },
        },
      },
    ],
    pages: {
      home: { js: ['63.js', 'page-home.js'], css: ['page-home.css'] },
      contact: { js: ['page-contact.js'], css: [] },
    },
  });

  it('preloads the first files of ./app (not its lazy pages), beside the manifest', () => {
    expect(appExposeHints(mfManifest(), url)).toEqual([
      { rel: 'preload', href: 'https://cdn.example.com/mf-content/1.0.0/app.css', as: 'style' },
      {
        rel: 'preload',
        href: 'https://cdn.example.com/mf-content/1.0.0/__federation_expose_app.1234abcd.js',
        as: 'script',
      },
    ]);
  });

  it("adds the files of the address's page, and nothing for a page the manifest does not list", () => {
    const base = 'https://cdn.example.com/mf-content/1.0.0/';
    expect(appExposeHints(mfManifest(), url, 'home').slice(2)).toEqual([
      { rel: 'preload', href: `${base}page-home.css`, as: 'style' },
      { rel: 'preload', href: `${base}63.js`, as: 'script' },
      { rel: 'preload', href: `${base}page-home.js`, as: 'script' },
    ]);
    expect(appExposeHints(mfManifest(), url, 'no-such-page')).toHaveLength(2);
    expect(appExposeHints({ ...mfManifest(), pages: 'nope' }, url, 'home')).toHaveLength(2);
  });

  it('follows an absolute public path, and ignores a manifest it cannot read', () => {
    expect(appExposeHints(mfManifest('https://static.example.com/c/'), url)[0]?.href).toBe(
      'https://static.example.com/c/app.css',
    );
    expect(appExposeHints({ exposes: 'nope' }, url)).toEqual([]);
    expect(appExposeHints(null, url)).toEqual([]);
  });
});

describe('warmUpFirstRoute', () => {
  const answer = (body: unknown): Response => {
    const response = { ok: true, status: 200, json: async () => body, clone: () => response };
    return response as unknown as Response;
  };
  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('as'),
    ]);

  beforeEach(() => {
    resetEarlyManifest();
    document.head.innerHTML = '';
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('adds the hints to the page once the early remotes.json arrives', async () => {
    const remotes = {
      ...others,
      'mf-content': { stable: '1.0.0', canary: null, versions: { '1.0.0': entry('1.0.0') } },
    };
    window.__GENETYPE_REMOTES__ = Promise.resolve(answer(remotes));
    const fetchMock = jest.fn(async () =>
      answer({
        metaData: { publicPath: 'auto' },
        exposes: [{ path: './app', assets: { js: { sync: ['app.js'] }, css: { sync: [] } } }],
        pages: { home: { js: ['page-home.js'], css: [] }, contact: { js: ['page-contact.js'] } },
      }),
    );
    Object.defineProperty(window, 'fetch', {
      value: fetchMock,
      configurable: true,
      writable: true,
    });
    localStorage.setItem(BUCKET_KEY, 'someone');
    warmUpFirstRoute(window);
    await waitFor(() =>
      expect(links()).toEqual([
        ['preload', entry('1.0.0'), 'script'],
        ['preload', 'https://cdn.example.com/mf-content/1.0.0/app.js', 'script'],
        ['preload', 'https://cdn.example.com/mf-content/1.0.0/page-home.js', 'script'],
      ]),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      'https://cdn.example.com/mf-content/1.0.0/mf-manifest.json',
      { cache: 'no-cache' },
    ); // The response itself stays for the remote loader (the warm-up read a copy).
    await expect(earlyManifest(window)).resolves.toEqual(
      expect.objectContaining({ remotes: expect.any(Object) }),
    );
  });

  it('adds no second link for a file the page composer named in the HTML already', async () => {
    window.__GENETYPE_REMOTES__ = Promise.resolve(
      answer({
        ...others,
        'mf-content': { stable: '1.0.0', canary: null, versions: { '1.0.0': entry('1.0.0') } },
      }),
    );
    Object.defineProperty(window, 'fetch', {
      value: jest.fn(async () =>
        answer({
          metaData: { publicPath: 'auto' },
          exposes: [{ path: './app', assets: { js: { sync: ['app.js'] }, css: { sync: [] } } }],
        }),
      ),
      configurable: true,
      writable: true,
    });
    document.head.innerHTML = `<link rel="preload" href="${entry('1.0.0')}" as="script" data-module-file="">`;
    try {
      warmUpFirstRoute(window);
      await waitFor(() =>
        expect(links()).toEqual([
          ['preload', entry('1.0.0'), 'script'],
          ['preload', 'https://cdn.example.com/mf-content/1.0.0/app.js', 'script'],
        ]),
      );
    } finally {
      delete window.__GENETYPE_REMOTES__;
    }
  });

  it('while the code waits for the first use: hashed files prefetched, the entry preconnected', async () => {
    window.__GENETYPE_REMOTES__ = Promise.resolve(
      answer({
        ...others,
        'mf-content': { stable: '1.0.0', canary: null, versions: { '1.0.0': entry('1.0.0') } },
      }),
    );
    Object.defineProperty(window, 'fetch', {
      value: jest.fn(async () =>
        answer({
          metaData: { publicPath: 'auto' },
          exposes: [
            { path: './app', assets: { js: { sync: ['app.js'] }, css: { sync: ['a.css'] } } },
          ],
        }),
      ),
      configurable: true,
      writable: true,
    });
    window.__GENETYPE_CODE_STARTED__ = false;
    try {
      warmUpFirstRoute(window);
      await waitFor(() =>
        expect(links()).toEqual([
          ['preconnect', 'https://cdn.example.com', null],
          ['prefetch', 'https://cdn.example.com/mf-content/1.0.0/a.css', null],
          ['prefetch', 'https://cdn.example.com/mf-content/1.0.0/app.js', null],
        ]),
      );
    } finally {
      delete window.__GENETYPE_CODE_STARTED__;
      delete window.__GENETYPE_REMOTES__;
    }
  });

  it('does nothing without an early request, and nothing for a pinned browser', async () => {
    warmUpFirstRoute(window);
    await promisesSettled();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);

    localStorage.setItem(PINS_KEY, JSON.stringify({ 'mf-content': '1.0.0' }));
    window.__GENETYPE_REMOTES__ = Promise.resolve(
      answer({ ...others, 'mf-content': { entry: entry('1.0.0'), version: '1.0.0' } }),
    );
    warmUpFirstRoute(window);
    // The answers are stand-ins: reading and weighing them takes promises alone.
    await promisesSettled();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
