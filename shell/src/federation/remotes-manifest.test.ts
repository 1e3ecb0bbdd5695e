import {
  fetchRemotesManifest,
  parseRemotesManifest,
  RemotesManifestError,
} from './remotes-manifest';

const good = {
  'mf-content': { entry: 'http://localhost:3001/remoteEntry.js', version: '0.1.0' },
  'mf-questionnaire': { entry: 'http://localhost:3002/remoteEntry.js', version: '0.1.0' },
  'mf-account': { entry: 'https://cdn.example.com/account/1.4.0/remoteEntry.js', version: '1.4.0' },
  'mf-search': { entry: '/search/remoteEntry.js', version: '0.2.0' },
};

// jsdom has no fetch Response; the manifest reader needs only these three members.
function response(body: string, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(body) as unknown,
  } as Response;
}

describe('parseRemotesManifest', () => {
  it('accepts every remote with an entry URL and a version', () => {
    const manifest = parseRemotesManifest(good, 'https://genetype.kr');
    expect(manifest.problems).toEqual({});
    expect(manifest.remotes['mf-content']).toEqual({
      stable: { entry: 'http://localhost:3001/remoteEntry.js', version: '0.1.0' },
      canary: null,
      versions: { '0.1.0': 'http://localhost:3001/remoteEntry.js' },
    });
    expect(manifest.remotes['mf-account']?.stable.version).toBe('1.4.0');
  });

  it('resolves a relative entry against the shell origin', () => {
    expect(
      parseRemotesManifest(good, 'https://genetype.kr').remotes['mf-search']?.stable.entry,
    ).toBe('https://genetype.kr/search/remoteEntry.js');
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'mf-content'],
  ])('rejects a file that is %s with a clear error', (_label, json) => {
    expect(() => parseRemotesManifest(json)).toThrow(RemotesManifestError);
    expect(() => parseRemotesManifest(json)).toThrow(/must be an object keyed by app name/);
  });

  it('disables only the remote whose entry is bad, and says why', () => {
    const manifest = parseRemotesManifest({
      ...good,
      'mf-content': { entry: 'ftp://example.com/remoteEntry.js', version: '0.1.0' },
      'mf-account': { entry: 'http://localhost:3003/remoteEntry.js' },
      'mf-search': 'http://localhost:3004/remoteEntry.js',
    });
    expect(manifest.remotes['mf-content']).toBeUndefined();
    expect(manifest.problems['mf-content']).toMatch(/"mf-content".entry must be an http\(s\) URL/);
    expect(manifest.problems['mf-account']).toMatch(
      /"mf-account".version must be a non-empty string/,
    );
    expect(manifest.problems['mf-search']).toMatch(/"mf-search" must be an object/);
    expect(manifest.remotes['mf-questionnaire']).toBeDefined();
  });

  it('reports a missing remote and ignores unknown keys', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { 'mf-search': _omitted, ...rest } = good;
    const manifest = parseRemotesManifest({
      ...rest,
      'mf-legacy': { entry: 'http://x/remoteEntry.js', version: '1' },
    });
    expect(manifest.problems['mf-search']).toBe('"mf-search" is missing');
    expect(Object.keys(manifest.remotes)).not.toContain('mf-legacy');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf-legacy'));
  });
});

describe('parseRemotesManifest: the rollout form', () => {
  const entry = (version: string) => `https://cdn.example.com/mf-content/${version}/remoteEntry.js`;
  const rollout = (overrides: Record<string, unknown> = {}) => ({
    ...good,
    'mf-content': {
      stable: '1.0.0-aaaaaaa',
      canary: { version: '1.1.0-bbbbbbb', percent: 25 },
      versions: {
        '1.0.0-aaaaaaa': entry('1.0.0-aaaaaaa'),
        '1.1.0-bbbbbbb': entry('1.1.0-bbbbbbb'),
      },
      ...overrides,
    },
  });

  it('maps stable and canary to their entries and keeps every published version', () => {
    const parsed = parseRemotesManifest(rollout()).remotes['mf-content'];
    expect(parsed?.stable).toEqual({ version: '1.0.0-aaaaaaa', entry: entry('1.0.0-aaaaaaa') });
    expect(parsed?.canary).toEqual({
      version: '1.1.0-bbbbbbb',
      entry: entry('1.1.0-bbbbbbb'),
      percent: 25,
    });
    expect(Object.keys(parsed?.versions ?? {})).toEqual(['1.0.0-aaaaaaa', '1.1.0-bbbbbbb']);
  });

  it('disables a module whose stable version is not published', () => {
    const manifest = parseRemotesManifest(rollout({ stable: '9.9.9' }));
    expect(manifest.remotes['mf-content']).toBeUndefined();
    expect(manifest.problems['mf-content']).toMatch(
      /stable is 9.9.9, which "mf-content".versions does not list/,
    );
  });

  it.each([
    ['an unpublished canary', { version: '2.0.0', percent: 10 }, /not listed in versions/],
    ['a percentage over 100', { version: '1.1.0-bbbbbbb', percent: 150 }, /between 0 and 100/],
    ['a canary without a percentage', { version: '1.1.0-bbbbbbb' }, /must be \{ "version"/],
  ])('keeps everyone on stable with %s, and says why', (_label, canary, message) => {
    const manifest = parseRemotesManifest(rollout({ canary }));
    expect(manifest.remotes['mf-content']?.canary).toBeNull();
    expect(manifest.remotes['mf-content']?.stable.version).toBe('1.0.0-aaaaaaa');
    expect(manifest.warnings.join('\n')).toMatch(message);
  });
});

describe('fetchRemotesManifest', () => {
  it('asks the server to revalidate, every time', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response(JSON.stringify(good)));
    const manifest = await fetchRemotesManifest(
      '/remotes.json',
      fetchImpl,
      'http://localhost:3000',
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect(Object.keys(manifest.remotes)).toHaveLength(4);
  });

  it('fails clearly on an HTTP error', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response('Not found', 404));
    await expect(fetchRemotesManifest('/remotes.json', fetchImpl)).rejects.toThrow(
      'remotes.json could not be fetched from /remotes.json: HTTP 404',
    );
  });

  it('fails clearly on a file that is not JSON', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response('{ oops'));
    await expect(fetchRemotesManifest('/remotes.json', fetchImpl)).rejects.toThrow(
      /remotes.json at \/remotes.json is not valid JSON/,
    );
  });

  it('fails clearly when the network fails', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchRemotesManifest('/remotes.json', fetchImpl)).rejects.toThrow(
      'remotes.json could not be fetched from /remotes.json: Failed to fetch',
    );
  });
});
