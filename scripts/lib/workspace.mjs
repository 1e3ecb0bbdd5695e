// Where things are in the monorepo, and the local ports of DESIGN §6. Scripts read this
// one module so start, test, bench and the e2e harness can never disagree about a port.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const require = createRequire(import.meta.url);
// The shared federation config is the source of truth for ports; read it rather than copy it.
const { ports } = require(path.join(ROOT, 'packages', 'tooling', 'build', 'federation.cjs'));

/** @typedef {'shell'|'mf-content'|'mf-questionnaire'|'mf-account'|'mf-search'} AppName */

/** @type {AppName[]} */
export const APPS = ['shell', 'mf-content', 'mf-questionnaire', 'mf-account', 'mf-search'];
/** @type {Exclude<AppName,'shell'>[]} */
export const REMOTES = APPS.filter((name) => name !== 'shell');

/** @type {Record<AppName|'api', number>} */
export const PORTS = { ...ports };
export const API_PORT = PORTS.api;
export const SITE_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://localhost:${API_PORT}`;

/** Every package with a TypeScript project, in dependency order. */
export const PACKAGES = [
  'packages/domain',
  'packages/content',
  'packages/platform',
  'packages/ui',
  'packages/tooling',
  'api',
  ...APPS,
  'e2e',
];

export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
export const appDir = (name) => path.join(ROOT, name);
export const distDir = (name) => path.join(ROOT, name, 'dist');
