// The one definition of GeneType's security headers (issue 14): the static servers of `npm start`
// and the e2e harness (scripts/lib/serve.mjs), the webpack dev servers (webpack-app.cjs), the API
// (@fastify/helmet in api/src/app.ts), the CDN headers of docs/runbook.md and an nginx config all
// take their headers from here, so they cannot drift apart.
const { createHash } = require('node:crypto');

/** Features no page of the site uses: nobody (not even an embedded frame) may ask for them. */
const DISABLED_FEATURES = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
];

const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ');
const REFERRER_POLICY = 'strict-origin-when-cross-origin';
// Two years with subdomains: the value hstspreload.org asks for. Only ever sent over HTTPS by
// production hosting; a browser ignores it on plain http, and local origins must stay http.
const HSTS = 'max-age=63072000; includeSubDomains';

/** The origin of a URL (`https://cdn.example/a/b.js` → `https://cdn.example`); null when it is none. */
function originOf(url) {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Distinct origins of the given URLs, in their first order, without the unparsable ones. */
function originsOf(urls) {
  return [...new Set(urls.map(originOf).filter(Boolean))];
}

/**
 * Every origin a rollout manifest (remotes.json: module → { versions: { version → entry URL } })
 * may load a remote from: the page can switch to any listed version without a new header.
 */
function remoteOriginsFromManifest(manifest) {
  if (!manifest || typeof manifest !== 'object') return [];
  const urls = [];
  for (const entry of Object.values(manifest)) {
    if (
      entry &&
      typeof entry === 'object' &&
      entry.versions &&
      typeof entry.versions === 'object'
    ) {
      urls.push(...Object.values(entry.versions).filter((url) => typeof url === 'string'));
    }
  }
  return originsOf(urls);
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const ATTRIBUTE_ENTITIES = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value) =>
  value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity]);

/**
 * CSP hash sources of the inline code of an HTML page: `<script>` elements without `src` and
 * `<style>` elements, plus inline event handlers and `style` attributes (those need
 * 'unsafe-hashes', which allows exactly the hashed attribute values and nothing else).
 * Hashes are of the exact text between the tags, as the browser computes them.
 * @param {string} html
 * @returns {{ script: string[], style: string[], scriptAttributes: string[], styleAttributes: string[] }}
 */
function inlineHashes(html) {
  const collect = (pattern, group = 1, transform = (value) => value) => {
    const hashes = new Set();
    for (const match of html.matchAll(pattern)) hashes.add(sha256(transform(match[group])));
    return [...hashes];
  };
  return {
    script: collect(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi),
    style: collect(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi),
    scriptAttributes: collect(/\son[a-z]+\s*=\s*"([^"]*)"/gi, 1, unescapeAttribute),
    styleAttributes: collect(/\sstyle\s*=\s*"([^"]*)"/gi, 1, unescapeAttribute),
  };
}

/** `{ 'script-src': ["'self'", …] }` → `script-src 'self' …; …`, without empty directives' duplicates. */
function serializeCsp(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * @typedef {object} SiteEnvironment
 * @property {boolean} production  production hosting (HTTPS): adds HSTS
 * @property {string} apiOrigin  the API the pages call (connect-src, and the identity-check form)
 * @property {string[]} [remoteOrigins]  where remotes' entries, chunks, styles and fonts come from:
 *   the origins of the rollout manifest's entries and of DEPLOY_PUBLIC_URL
 * @property {string[]} [formActionOrigins]  other form targets: the identity-check provider
 *   (IDENTITY_CHECK_URL) — the popup form posts there
 * @property {{ script?: string[], style?: string[] }} [hashes]  of the page's inline script and
 *   style elements (the shell build writes them to dist/csp-hashes.json)
 * @property {string[]} [sdkOrigins]  third-party SDKs the site loads as scripts (sdkOriginsFor)
 * @property {boolean} [dev]  webpack dev server: eval source maps, style-loader's <style>
 *   elements and the live-reload websocket need 'unsafe-eval', inline styles and ws:
 */

/** The CSP directives of the site's documents (every app's index.html). */
function siteCspDirectives({
  apiOrigin,
  remoteOrigins = [],
  formActionOrigins = [],
  hashes = {},
  sdkOrigins = [],
  dev = false,
}) {
  const remotes = remoteOrigins.filter((origin) => origin !== apiOrigin);
  return {
    'default-src': ["'self'"],
    // The shell's inline scripts (early remotes.json request, first-visit warm-up) by hash only.
    'script-src': [
      "'self'",
      ...remotes,
      ...sdkOrigins,
      ...(hashes.script ?? []),
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Production CSS is extracted files; the dev build's style-loader injects <style> elements.
    // With 'unsafe-inline' a hash would switch it off, so dev lists none.
    'style-src': ["'self'", ...remotes, ...(dev ? ["'unsafe-inline'"] : (hashes.style ?? []))],
    // Small images become data: URLs in the bundles (webpack asset/inline under 4 KB).
    'img-src': ["'self'", ...remotes, 'data:'],
    'font-src': ["'self'", ...remotes],
    // remotes.json, the remotes' mf-manifest.json, the API (telemetry beacons included).
    'connect-src': ["'self'", ...remotes, apiOrigin, ...(dev ? ['ws:'] : [])],
    'form-action': ["'self'", apiOrigin, ...formActionOrigins],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
}

/** Where Kakao's JavaScript SDK comes from (mf-account's KakaoTalk share, when a key is set). */
const KAKAO_SDK_ORIGIN = 'https://t1.kakaocdn.net';

/** The SDK origins a build with these variables loads scripts from: Kakao's with KAKAO_JS_KEY. */
function sdkOriginsFor(env) {
  return env.KAKAO_JS_KEY ? [KAKAO_SDK_ORIGIN] : [];
}

/** Headers every response of every origin carries, whatever its type. */
function commonHeaders({ production }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Headers of an HTML document of the site: the common ones plus CSP, frame and feature policy. */
function documentHeaders(env) {
  return {
    ...commonHeaders(env),
    'Content-Security-Policy': serializeCsp(siteCspDirectives(env)),
    // For browsers without frame-ancestors; the CSP directive wins where both are known.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** The API's answers are JSON: nothing in them may run, load, be framed or post anywhere. */
const API_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/**
 * The headers of a JSON answer of the API that the API itself did not write (nginx's own 413, 502,
 * 504 under /api/): what the API's helmet and onRequest hook send, so no answer under /api/ lacks
 * them.
 */
function apiHeaders(env) {
  return {
    ...commonHeaders(env),
    'Content-Security-Policy': serializeCsp(API_CSP_DIRECTIVES),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Resource-Policy': 'same-site',
  };
}

/**
 * The CSP of one HTML page the API renders itself (the Google callback, the local provider
 * stand-ins, the development outbox): exactly its own inline code, by hash, and forms that post to
 * the API or redirect to the site (`formActionOrigins`: the app origins).
 */
function apiPageCsp(html, { formActionOrigins = [] } = {}) {
  const hashes = inlineHashes(html);
  const withAttributes = (elements, attributes) =>
    attributes.length > 0 ? [...elements, "'unsafe-hashes'", ...attributes] : elements;
  const script = withAttributes(hashes.script, hashes.scriptAttributes);
  const style = withAttributes(hashes.style, hashes.styleAttributes);
  return serializeCsp({
    'default-src': ["'none'"],
    ...(script.length > 0 ? { 'script-src': script } : {}),
    ...(style.length > 0 ? { 'style-src': style } : {}),
    'img-src': ['data:'],
    'form-action': ["'self'", ...formActionOrigins],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  });
}

/**
 * The headers as nginx `add_header` lines (`always`, so error pages carry them too), for a
 * server block serving the site's static files.
 */
function nginxAddHeaders(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

module.exports = {
  KAKAO_SDK_ORIGIN,
  sdkOriginsFor,
  DISABLED_FEATURES,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  HSTS,
  API_CSP_DIRECTIVES,
  originsOf,
  remoteOriginsFromManifest,
  inlineHashes,
  serializeCsp,
  siteCspDirectives,
  commonHeaders,
  documentHeaders,
  apiHeaders,
  apiPageCsp,
  nginxAddHeaders,
};
