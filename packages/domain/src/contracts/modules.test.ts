/**
 * @jest-environment node
 */
import { Value } from '@sinclair/typebox/value';
import { ROUTE_TABLE } from '../domain/routes.js';
import {
  MODULE_CONSUMERS,
  MODULE_EXPOSES,
  PUBLISHED_SCHEMAS,
  PrerenderDocument,
  moduleContractDocument,
  ownerOfRoute,
  pagesOf,
  readablePath,
  schemaErrors,
} from './modules.js';

describe('the contract tables', () => {
  it('has every consumption name an expose of its provider, of the same kind', () => {
    for (const row of MODULE_CONSUMERS) {
      const exposes: Record<string, string> = MODULE_EXPOSES[row.provider];
      expect([row.provider, row.expose, exposes[row.expose]]).toEqual([
        row.provider,
        row.expose,
        row.kind,
      ]);
    }
  });

  it('has the shell mount every remote as an app', () => {
    const shellMounts = MODULE_CONSUMERS.filter((row) => row.consumer === 'shell');
    for (const app of Object.keys(MODULE_EXPOSES)) {
      expect(shellMounts).toContainEqual(
        expect.objectContaining({ provider: app, expose: './app', kind: 'app' }),
      );
    }
  });

  it("writes each build's rows into module-contract.json, valid against its schema", () => {
    const account = moduleContractDocument('mf-account');
    expect(account.exposes['./my-review']).toBe('parcel');
    expect(account.consumes).toEqual([]);
    expect(moduleContractDocument('mf-content').consumes.map((row) => row.expose)).toEqual([
      './my-review',
      './profile-share',
    ]);
    for (const app of [
      'shell',
      'mf-content',
      'mf-questionnaire',
      'mf-account',
      'mf-search',
    ] as const) {
      expect(
        schemaErrors(PUBLISHED_SCHEMAS['module-contract.json'], moduleContractDocument(app)),
      ).toEqual([]);
    }
  });
});

describe('routes', () => {
  it('names the owner of a pattern or a concrete path, and the shell for no module', () => {
    expect(ownerOfRoute('/typeReport/:number')).toBe('mf-content');
    expect(ownerOfRoute('/typeReport/31')).toBe('mf-content');
    expect(ownerOfRoute('/profiles/:nickname')).toBe('mf-account');
    expect(ownerOfRoute('/search')).toBe('mf-search');
    expect(ownerOfRoute('/typeReport/99')).toBe('shell');
  });

  it("lists each remote's pages from ROUTE_TABLE", () => {
    expect(pagesOf('mf-search')).toEqual(new Map([['search', '/search']]));
    const pages = [...pagesOf('mf-content').keys()];
    expect(pages).toContain('gene-type');
    expect(new Set(pages).size).toBe(pages.length);
    expect(ROUTE_TABLE.filter((route) => route.app === 'mf-content' && !route.page)).toEqual([]);
  });
});

describe('the schemas', () => {
  it('are plain JSON Schema documents', () => {
    for (const schema of Object.values(PUBLISHED_SCHEMAS)) {
      const json = JSON.parse(JSON.stringify(schema));
      expect(json.type).toBe('object');
      expect(json.required.length).toBeGreaterThan(0);
    }
    const good = { build: 'abc', pages: { '/': { html: '<p>', css: ['a.css'] } } };
    expect(Value.Check(PrerenderDocument, good)).toBe(true);
  });

  it('says where a document breaks them, with a readable path', () => {
    const bad = { build: 'abc', pages: { '/typeReport': { html: 1, css: [] } } };
    expect(schemaErrors(PrerenderDocument, bad)).toEqual([
      "pages['/typeReport'].html: Expected string",
    ]);
    expect(schemaErrors(PrerenderDocument, {})).toEqual([
      'build: Expected required property',
      'pages: Expected required property',
    ]);
    expect(readablePath('/exposes/0/assets/js/sync')).toBe('exposes[0].assets.js.sync');
    expect(readablePath('')).toBe('(the document)');
  });
});
