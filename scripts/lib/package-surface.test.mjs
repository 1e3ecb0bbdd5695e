import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  classifyChange,
  compatibleRange,
  computeSurface,
  nextVersion,
  recordProblems,
  singletonEntries,
  surfaceHash,
} from './package-surface.mjs';
import {
  plannedVersion,
  recordJson,
  stalePins,
  surfaceStatus,
  writeVersion,
} from './package-version.mjs';

const ROOT = path.join(__dirname, '..', '..');

describe('singletonEntries', () => {
  const pkg = {
    name: '@genetype/platform',
    exports: {
      '.': { source: './src/index.ts' },
      './query': { source: './src/query/index.ts' },
      './domain': { source: './src/domain/index.ts' },
    },
  };

  it('lists the entry points the federation shares, not the bundled ones or other packages', () => {
    const shared = {
      react: {},
      '@genetype/platform/query': {},
      '@genetype/platform': {},
      '@genetype/platform-ui': {},
    };
    expect(singletonEntries(pkg, shared)).toEqual([
      { subpath: '.', source: 'src/index.ts' },
      { subpath: './query', source: 'src/query/index.ts' },
    ]);
  });

  it('refuses a shared subpath the package does not export from source', () => {
    expect(() => singletonEntries(pkg, { '@genetype/platform/stores': {} })).toThrow(
      /exports\["\.\/stores"\]/,
    );
  });
});

describe('computeSurface and classifyChange', () => {
  let dir;
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      skipLibCheck: true,
      types: [],
      rootDir: 'src',
      outDir: 'dist',
      declaration: true,
    },
    include: ['src'],
  };
  const entries = [
    { subpath: '.', source: 'src/index.ts' },
    { subpath: './extra', source: 'src/extra.ts' },
  ];
  const base = {
    'index.ts': [
      "export { greet } from './greet.js';",
      "export type { Greeting } from './greet.js';",
      'export const LIMIT = 3;',
    ].join('\n'),
    'greet.ts': [
      'interface Style { loud: boolean }',
      'export interface Greeting { text: string; style: Style }',
      '/** Says hello. */',
      'export function greet(name: string): Greeting {',
      '  return { text: `hello ${name}`, style: { loud: false } };',
      '}',
    ].join('\n'),
    'extra.ts': 'export function twice(n: number): number { return n * 2; }',
  };
  const surfaceOf = (changes = {}) => {
    const files = { ...base, ...changes };
    fs.rmSync(path.join(dir, 'src'), { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'src'));
    for (const [file, text] of Object.entries(files))
      fs.writeFileSync(path.join(dir, 'src', file), text);
    return computeSurface({ packageDir: dir, entries });
  };
  let before;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-surface-'));
    fs.writeFileSync(path.join(dir, 'tsconfig.build.json'), JSON.stringify(tsconfig));
    before = surfaceOf();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists each export of each entry point as one declaration, with the types they name but do not export', () => {
    expect(before).toEqual({
      '.': {
        '~Style': 'interface Style { loud: boolean; }',
        Greeting: 'interface Greeting { text: string; style: Style; }',
        LIMIT: 'const LIMIT = 3',
        greet: 'function greet(name: string): Greeting;',
      },
      './extra': { twice: 'function twice(n: number): number;' },
    });
  });

  it('ignores comments, formatting and implementation', () => {
    const after = surfaceOf({
      'greet.ts': base['greet.ts']
        .replace('/** Says hello. */', '// hi')
        .replace('`hello ${name}`', "'hi ' + name"),
      'extra.ts': '// doubled\nexport function twice(n: number): number {\n  return n + n;\n}\n',
    });
    expect(surfaceHash(after)).toBe(surfaceHash(before));
    expect(classifyChange(before, after)).toEqual({ bump: 'none', changes: [] });
  });

  it('calls an added export or entry point minor', () => {
    const after = surfaceOf({ 'index.ts': `${base['index.ts']}\nexport const WIDTH = 8;` });
    expect(classifyChange(before, after)).toEqual({ bump: 'minor', changes: ['.: WIDTH added'] });
    expect(classifyChange(before, { ...before, './more': {} }).bump).toBe('minor');
  });

  it('calls a removed export, a changed signature or a changed type behind an export major', () => {
    const removed = surfaceOf({ 'extra.ts': 'export const unrelated = 1;' });
    expect(classifyChange(before, removed)).toEqual({
      bump: 'major',
      changes: ['./extra: twice removed', './extra: unrelated added'],
    });
    const signature = surfaceOf({
      'extra.ts': 'export function twice(n: number, by = 2): number { return n * by; }',
    });
    expect(classifyChange(before, signature)).toEqual({
      bump: 'major',
      changes: ['./extra: twice changed'],
    });
    const inner = surfaceOf({
      'greet.ts': base['greet.ts'].replace('loud: boolean', 'loud: boolean; size?: number'),
    });
    expect(classifyChange(before, inner)).toEqual({
      bump: 'major',
      changes: ['.: ~Style changed'],
    });
    const { ['./extra']: _gone, ...withoutEntry } = before;
    expect(classifyChange(before, withoutEntry).changes).toEqual(['entry point ./extra removed']);
  });

  it('counts a type that becomes exported as an addition', () => {
    const after = surfaceOf({
      'index.ts': `${base['index.ts']}\nexport type { Style } from './greet.js';`,
      'greet.ts': base['greet.ts'].replace('interface Style', 'export interface Style'),
    });
    expect(classifyChange(before, after)).toEqual({ bump: 'minor', changes: ['.: Style added'] });
  });

  it('refuses to read the surface of code that does not compile', () => {
    expect(() => surfaceOf({ 'extra.ts': 'export const broken: number = "text";' })).toThrow(
      /does not compile/,
    );
  });
});

describe('versions and ranges', () => {
  it('bumps by semver and starts at 1.0.0, where caret ranges mean "compatible"', () => {
    expect(nextVersion('0.1.0', 'none')).toBe('1.0.0');
    expect(nextVersion('0.1.0', 'minor')).toBe('1.0.0');
    expect(nextVersion('1.4.2', 'none')).toBe('1.4.2');
    expect(nextVersion('1.4.2', 'patch')).toBe('1.4.3');
    expect(nextVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(nextVersion('1.4.2', 'major')).toBe('2.0.0');
  });

  it('requires the same major and at least the same minor', () => {
    expect(compatibleRange('1.4.2')).toBe('^1.4.0');
    expect(compatibleRange('2.0.0')).toBe('^2.0.0');
    expect(() => compatibleRange('1.4')).toThrow(/not a semver version/);
  });

  it('plans from the record, raised by a flag, never below a version already in package.json', () => {
    const status = (version, recorded, bump) => ({
      version,
      record: { version: recorded },
      change: { bump },
    });
    expect(plannedVersion(status('1.2.0', '1.2.0', 'minor'))).toBe('1.3.0');
    expect(plannedVersion(status('1.2.0', '1.2.0', 'none'), 'major')).toBe('2.0.0');
    expect(plannedVersion(status('1.2.0', '1.2.0', 'major'), 'patch')).toBe('2.0.0');
    // A version raised by hand beyond what the change needs is kept.
    expect(plannedVersion(status('3.0.0', '1.2.0', 'minor'))).toBe('3.0.0');
    expect(plannedVersion({ version: '0.1.0', record: null, change: { bump: 'none' } })).toBe(
      '1.0.0',
    );
  });

  it('reports an out-of-date record', () => {
    const surface = { '.': { a: 'const a = 1' } };
    const record = { version: '1.0.0', hash: surfaceHash(surface), entries: surface };
    expect(recordProblems({ record, version: '1.0.0', surface })).toEqual([]);
    expect(recordProblems({ record, version: '1.1.0', surface })).toEqual([
      'package.json says 1.1.0, the record says 1.0.0',
    ]);
    expect(recordProblems({ record, version: '1.0.0', surface: { '.': {} } })).toEqual([
      'its public surface changed since version 1.0.0 (.: a removed)',
    ]);
    expect(recordProblems({ record: null, version: '0.1.0', surface })).toEqual([
      'there is no record of its public surface yet',
    ]);
  });
});

describe('writeVersion', () => {
  let repo;
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-version-'));
    const files = {
      'package.json': json({ name: 'root', workspaces: ['lib', 'app', 'api'] }),
      'lib/package.json': json({ name: '@x/lib', version: '1.2.0', sideEffects: ['*.css'] }),
      'app/package.json': json({
        name: '@x/app',
        version: '0.1.0',
        dependencies: { '@x/lib': '1.2.0', react: '19.0.0' },
      }),
      'api/package.json': json({
        name: '@x/api',
        version: '0.1.0',
        devDependencies: { '@x/lib': '1.2.0' },
      }),
      'package-lock.json': json({
        packages: {
          '': { workspaces: ['lib', 'app', 'api'] },
          lib: { name: '@x/lib', version: '1.2.0' },
          app: { name: '@x/app', version: '0.1.0', dependencies: { '@x/lib': '1.2.0' } },
          api: { name: '@x/api', version: '0.1.0', devDependencies: { '@x/lib': '1.2.0' } },
          'node_modules/@x/lib': { resolved: 'lib', link: true },
        },
      }),
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), text);
    }
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('writes the version into the package, the pins, the lockfile and the record', () => {
    const surface = { '.': { a: 'const a = 1' } };
    const status = {
      name: '@x/lib',
      version: '1.2.0',
      packageDir: path.join(repo, 'lib'),
      recordFile: path.join(repo, 'lib', 'public-surface.json'),
      surface,
    };
    expect(stalePins(repo, '@x/lib', '1.2.0')).toEqual([]);
    const written = writeVersion(repo, status, '1.3.0');
    expect(written.sort()).toEqual(
      [
        'api/package.json',
        'app/package.json',
        'lib/package.json',
        'lib/public-surface.json',
        'package-lock.json',
      ].sort(),
    );
    const read = (file) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8'));
    expect(read('lib/package.json')).toEqual({
      name: '@x/lib',
      version: '1.3.0',
      sideEffects: ['*.css'],
    });
    expect(read('app/package.json').dependencies).toEqual({ '@x/lib': '1.3.0', react: '19.0.0' });
    expect(read('api/package.json').devDependencies).toEqual({ '@x/lib': '1.3.0' });
    const lock = read('package-lock.json');
    expect(lock.packages.lib.version).toBe('1.3.0');
    expect(lock.packages.app).toEqual({
      name: '@x/app',
      version: '0.1.0',
      dependencies: { '@x/lib': '1.3.0' },
    });
    expect(lock.packages.api.devDependencies).toEqual({ '@x/lib': '1.3.0' });
    expect(read('lib/public-surface.json')).toEqual({
      package: '@x/lib',
      version: '1.3.0',
      hash: surfaceHash(surface),
      entries: surface,
    });
    expect(fs.readFileSync(status.recordFile, 'utf8')).toBe(recordJson(status, '1.3.0'));
    expect(stalePins(repo, '@x/lib', '1.3.0')).toEqual([]);
    expect(stalePins(repo, '@x/lib', '1.4.0')).toEqual([
      'app (dependencies: 1.3.0)',
      'api (devDependencies: 1.3.0)',
    ]);
  });
});

describe('@genetype/platform', () => {
  // Reading the surface compiles shared: about 10 s of CPU, longer on a busy machine.
  const TIMEOUT = 240_000;
  let status;
  beforeAll(() => {
    status = surfaceStatus(ROOT, 'packages/platform');
  }, TIMEOUT);

  it('has a version that matches its public surface (packages/platform/public-surface.json)', () => {
    const advice =
      `\n@genetype/platform's public surface or version is not what packages/platform/public-surface.json records: ` +
      `${status.problems.join('; ')}.\nRun \`npm run platform:version\` (it raises the version as the change ` +
      'calls for: major for a removed or changed export, minor for an added one) and commit what it writes.\n';
    expect(status.problems.length === 0 ? '' : advice).toBe('');
    expect(status.version).toBe(status.record.version);
  });

  it('is pinned at that version by every workspace that depends on it', () => {
    expect(stalePins(ROOT, status.name, status.version)).toEqual([]);
  });

  it('is required at a compatible range, strictly, by every app built against it', () => {
    const require = createRequire(path.join(ROOT, 'package.json'));
    const { sharedModules } = require('./packages/tooling/build/federation.cjs');
    for (const { subpath } of status.entries) {
      const name = `${status.name}${subpath.slice(1)}`;
      expect({ name, ...sharedModules[name] }).toEqual({
        name,
        singleton: true,
        strictVersion: true,
        version: status.version,
        requiredVersion: compatibleRange(status.version),
      });
    }
  });
});
