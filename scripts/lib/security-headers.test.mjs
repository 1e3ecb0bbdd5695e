import crypto from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import policy from '@genetype/tooling/build/security-headers.cjs';

const {
  apiPageCsp,
  documentHeaders,
  inlineHashes,
  nginxAddHeaders,
  remoteOriginsFromManifest,
  sdkOriginsFor,
  siteCspDirectives,
} = policy;

const sha = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** `a b; c d` → { a: ['b'], c: ['d'] } */
function parse(csp) {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const SITE = {
  production: true,
  apiOrigin: 'https://api.genetype.kr',
  remoteOrigins: ['https://static.genetype.kr', 'https://canary.genetype.kr'],
  formActionOrigins: ['https://nice.checkplus.co.kr'],
  hashes: { script: [sha('early()'), sha('warmUp()')], style: [sha('body{margin:0}')] },
};

describe('the site documents’ policy', () => {
  const headers = documentHeaders(SITE);
  const csp = parse(headers['Content-Security-Policy']);

  it('runs no inline script but the hashed ones, and no eval in production', () => {
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).toEqual(expect.arrayContaining([sha('early()'), sha('warmUp()')]));
    expect(csp['style-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).toContain(sha('body{margin:0}'));
  });

  it('lists the remotes and the API where they are used, and nothing else from elsewhere', () => {
    for (const directive of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src']) {
      expect(csp[directive]).toEqual(expect.arrayContaining(["'self'", ...SITE.remoteOrigins]));
    }
    expect(csp['connect-src']).toContain(SITE.apiOrigin);
    expect(csp['script-src']).not.toContain(SITE.apiOrigin);
    expect(csp['form-action']).toEqual(["'self'", SITE.apiOrigin, 'https://nice.checkplus.co.kr']);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it("allows Kakao's SDK as a script only when a Kakao JavaScript key is set", () => {
    const withKey = parse(
      documentHeaders({ ...SITE, sdkOrigins: sdkOriginsFor({ KAKAO_JS_KEY: 'key' }) })[
        'Content-Security-Policy'
      ],
    );
    expect(withKey['script-src']).toContain('https://t1.kakaocdn.net');
    expect(withKey['connect-src']).not.toContain('https://t1.kakaocdn.net');
    expect(sdkOriginsFor({})).toEqual([]);
    expect(csp['script-src']).not.toContain('https://t1.kakaocdn.net');
  });

  it('refuses framing, plugins and a foreign base URL', () => {
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/);
  });

  it('sends HSTS in production only', () => {
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(documentHeaders({ ...SITE, production: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
  });

  it('allows eval, inline styles and the live-reload socket on the dev server only', () => {
    const dev = siteCspDirectives({ ...SITE, dev: true });
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['script-src']).not.toContain("'unsafe-inline'");
    expect(dev['style-src']).toContain("'unsafe-inline'");
    expect(dev['connect-src']).toContain('ws:');
  });
});

describe('remoteOriginsFromManifest', () => {
  it('takes the origin of every version of every module, once', () => {
    expect(
      remoteOriginsFromManifest({
        $comment: 'ignored',
        'mf-content': {
          stable: '1',
          versions: {
            1: 'http://localhost:3001/remoteEntry.js',
            2: 'http://localhost:3001/releases/2/remoteEntry.js',
          },
        },
        'mf-search': {
          versions: { 1: 'https://cdn.example/mf-search/1/remoteEntry.js', 2: 'nonsense' },
        },
      }),
    ).toEqual(['http://localhost:3001', 'https://cdn.example']);
    expect(remoteOriginsFromManifest(null)).toEqual([]);
  });
});

describe('inlineHashes', () => {
  it('hashes inline scripts and styles exactly, skips external scripts, and hashes inline attributes', () => {
    const html =
      '<head><script>a()</script><script src="/main.js"></script><script type="module">\n b() \n</script>' +
      '<style>p{color:red}</style></head><body><p style="margin:0">x</p><button onclick="window.close()">x</button>' +
      '<a onclick="say(&quot;hi&quot;)">y</a></body>';
    expect(inlineHashes(html)).toEqual({
      script: [sha('a()'), sha('\n b() \n')],
      style: [sha('p{color:red}')],
      scriptAttributes: [sha('window.close()'), sha('say("hi")')],
      styleAttributes: [sha('margin:0')],
    });
  });
});

describe('apiPageCsp', () => {
  it('allows exactly the page’s own inline code and forms back to the site', () => {
    const csp = parse(
      apiPageCsp(
        '<style>b{}</style><script>go()</script><button onclick="window.close()">x</button>',
        {
          formActionOrigins: ['http://localhost:3000'],
        },
      ),
    );
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual([sha('go()'), "'unsafe-hashes'", sha('window.close()')]);
    expect(csp['style-src']).toEqual([sha('b{}')]);
    expect(csp['form-action']).toEqual(["'self'", 'http://localhost:3000']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('gives a page without inline code no script or style source at all', () => {
    const csp = parse(apiPageCsp('<p>plain</p>'));
    expect(csp).not.toHaveProperty('script-src');
    expect(csp).not.toHaveProperty('style-src');
  });
});

describe('nginxAddHeaders', () => {
  it('renders one add_header line per header, kept on error pages', () => {
    const lines = nginxAddHeaders(documentHeaders(SITE)).split('\n');
    expect(lines).toContain('add_header X-Frame-Options "DENY" always;');
    expect(lines.find((line) => line.startsWith('add_header Content-Security-Policy "'))).toContain(
      "frame-ancestors 'none'",
    );
  });
});
