// Prints the security headers the static hosting (CDN, bucket, nginx) must send with the site's
// files, from the one policy (packages/tooling/build/security-headers.cjs) and the current build and
// manifest — the same values scripts/lib/serve.mjs sends locally (docs/runbook.md).
//
//   node scripts/security-headers.mjs            production headers, one `Name: value` a line
//   node scripts/security-headers.mjs --nginx    the same as nginx `add_header` lines
//   node scripts/security-headers.mjs --local    without HSTS (plain http)
//
// Reads API_URL, DEPLOY_PUBLIC_URL, IDENTITY_CHECK_URL and KAKAO_JS_KEY from the environment, the inline hashes
// from shell/dist/csp-hashes.json (build the shell first) and the remotes from deploy/remotes.json
// (else the shell's seed manifest).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { securityHeadersFor } from './lib/serve.mjs';
import { ROOT, distDir } from './lib/workspace.mjs';

const require = createRequire(import.meta.url);
const { nginxAddHeaders } = require(
  path.join(ROOT, 'packages', 'tooling', 'build', 'security-headers.cjs'),
);

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => !['--nginx', '--local'].includes(arg));
if (unknown.length > 0) {
  console.error(`Unknown option: ${unknown.join(' ')} (known: --nginx, --local)`);
  process.exit(2);
}
const dir = distDir('shell');
if (!fs.existsSync(path.join(dir, 'csp-hashes.json'))) {
  console.error(
    'shell/dist/csp-hashes.json is missing: build the shell first (npm run build -w shell).',
  );
  process.exit(1);
}

const env = { ...process.env, NODE_ENV: args.has('--local') ? 'development' : 'production' };
const headers = securityHeadersFor({ dir, env })();
console.log(
  args.has('--nginx')
    ? nginxAddHeaders(headers)
    : Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n'),
);
