// The lint rules that hold the architecture (eslint.config.mjs) must fire: each planted violation,
// at a realistic path, is rejected by the rule meant for it, and legal imports pass.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

// Jest runs this file as CommonJS (swc), so __dirname is defined.
const ROOT = path.resolve(__dirname, '..', '..');

// Real files for the import cycle: no-cycle follows imports on disk. Removed in afterAll.
const CYCLE_DIR = path.join('shell', 'src', 'app', `lint-probe-cycle-${process.pid}`);
const CYCLE_A = `import { b } from './b';\nexport const a = (): number => b() + 1;\n`;
const CYCLE_B = `import { a } from './a';\nexport const b = (): number => a() - 1;\n`;

const cases = {
  crossAppExtensionless: {
    filePath: 'mf-questionnaire/src/features/result/planted.tsx',
    code: `import HomePage from '../../../../mf-content/src/features/home/home-page';\nexport const Page = HomePage;\n`,
  },
  crossAppFromShell: {
    filePath: 'shell/src/app/planted.tsx',
    code: `import { Pagination } from '../../../mf-search/src/components/pagination';\nexport const P = Pagination;\n`,
  },
  crossAppByPackageName: {
    filePath: 'mf-content/src/features/home/planted.tsx',
    code: `import { ConsentForm } from '@genetype/mf-account/src/components/consent-form';\nexport const C = ConsentForm;\n`,
  },
  crossFeature: {
    filePath: 'mf-questionnaire/src/features/result/planted.tsx',
    code: `import QuestionsPage from '../questions/questions-page';\nexport const Page = QuestionsPage;\n`,
  },
  crossFeatureNested: {
    filePath: 'mf-account/src/features/profile/planted.tsx',
    code: `import { SettingsPanel } from '../my-page/settings/settings-panel';\nexport const S = SettingsPanel;\n`,
  },
  platformImportsApp: {
    filePath: 'packages/platform/src/planted.ts',
    code: `import { returnPathAfterLogin } from '../../../mf-account/src/lib/return-path';\nexport const r = returnPathAfterLogin;\n`,
  },
  domainImportsApp: {
    filePath: 'packages/domain/src/domain/planted.ts',
    code: `import { returnPathAfterLogin } from '../../../../mf-account/src/lib/return-path';\nexport const r = returnPathAfterLogin;\n`,
  },
  // The package boundaries of the re-cut (issue 33).
  domainImportsReact: {
    filePath: 'packages/domain/src/domain/planted.ts',
    code: `import { useState } from 'react';\nexport const hook = useState;\n`,
  },
  domainImportsPlatform: {
    filePath: 'packages/domain/src/domain/planted.ts',
    code: `import { useAuthStore } from '@genetype/platform';\nexport const store = useAuthStore;\n`,
  },
  contentImportsPageState: {
    filePath: 'packages/content/src/planted.ts',
    code: `import { create } from 'zustand';\nexport const make = create;\n`,
  },
  apiImportsPlatform: {
    filePath: 'api/src/modules/profiles/planted.ts',
    code: `import { apiClient } from '@genetype/platform';\nexport const client = apiClient;\n`,
  },
  appImportsPlatformInternals: {
    filePath: 'mf-search/src/features/search-page/planted.tsx',
    code: `import { useAuthStore } from '../../../../packages/platform/src/stores/auth-store';\nexport const store = useAuthStore;\n`,
  },
  uiImportsPlatformInternals: {
    filePath: 'packages/ui/src/planted.tsx',
    code: `import { useAuthStore } from '../../platform/src/stores/auth-store';\nexport const store = useAuthStore;\n`,
  },
  appImportsDomainInternals: {
    filePath: 'shell/src/app/planted.tsx',
    code: `import { ROUTE_TABLE } from '../../../packages/domain/src/domain/routes';\nexport const table = ROUTE_TABLE;\n`,
  },
  routeImportsKysely: {
    filePath: 'api/src/modules/profiles/index.ts',
    code: `import { sql } from 'kysely';\nexport const one = sql\`select 1\`;\n`,
  },
  serviceImportsKysely: {
    filePath: 'api/src/modules/withdrawal/withdrawal-service.ts',
    code: `import type { Kysely } from 'kysely';\nexport type Any = Kysely<object>;\n`,
  },
  serviceQueries: {
    filePath: 'api/src/modules/profiles/profile-service.ts',
    code: `import type { Db } from '../../db/database.js';\nexport const count = (db: Db) => db.selectFrom('users').selectAll().execute();\n`,
  },
  shellImportsPageServer: {
    filePath: 'shell/src/app/planted.tsx',
    code: `import { escapeHtml } from '../../server/page-html';\nexport const e = escapeHtml;\n`,
  },
  pageServerImportsShellUi: {
    filePath: 'shell/server/planted.ts',
    code: `import { FRAME_TARGET_IDS } from '../src/app/frame-targets';\nexport const f = FRAME_TARGET_IDS;\n`,
  },
  cycleA: { filePath: path.join(CYCLE_DIR, 'a.ts'), code: CYCLE_A },
  // Accessibility of the markup (eslint-plugin-jsx-a11y, issue 18).
  imageWithoutAlt: {
    filePath: 'mf-content/src/features/home/planted.tsx',
    code: `export const Logo = () => <img src="/logo.svg" />;\n`,
  },
  clickableDiv: {
    filePath: 'mf-account/src/features/my-page/planted.tsx',
    code: `export const Row = ({ go }: { go: () => void }) => <div onClick={go}>열기</div>;\n`,
  },
  uiAutoFocus: {
    filePath: 'packages/ui/src/planted.tsx',
    code: `export const Field = () => <input aria-label="이름" autoFocus />;\n`,
  },
  inlineQueryKey: {
    filePath: 'mf-account/src/features/my-page/overview/planted.tsx',
    code: `export const options = { queryKey: ['results', 'others'], queryFn: () => 1 };\n`,
  },
  // Fetching in an effect (issue 33, item 2): a feature's call, even inside a timer, and a platform
  // call object.
  fetchInEffect: {
    filePath: 'mf-search/src/features/search-page/planted.tsx',
    code: `import { useEffect, useState } from 'react';\nimport { search } from './api/search';\nexport function useResults(query: string) {\n  const [answer, setAnswer] = useState<unknown>(null);\n  useEffect(() => {\n    const timer = window.setTimeout(() => void search(query, 'ko').then(setAnswer), 300);\n    return () => window.clearTimeout(timer);\n  }, [query]);\n  return answer;\n}\n`,
  },
  platformCallInEffect: {
    filePath: 'mf-content/src/components/planted.tsx',
    code: `import { useEffect } from 'react';\nimport { questionsApi } from '@genetype/platform';\nexport function useWarm() {\n  useEffect(() => {\n    void questionsApi.getQuestionsList();\n  }, []);\n}\n`,
  },
  // Legal imports.
  callsOutsideEffects: {
    filePath: 'mf-search/src/features/search-page/planted.tsx',
    code: `import { useEffect, useState } from 'react';\nimport { useApiQuery } from '@genetype/platform/query';\nimport { useAuthStore } from '@genetype/platform';\nimport { search, searchQuery } from './api/search';\nexport function useResults(query: string) {\n  const [shown, setShown] = useState(false);\n  useEffect(() => {\n    const timer = window.setTimeout(() => setShown(true), 300);\n    void useAuthStore.getState().loadUser();\n    const onLeave = () => void search(query, 'ko');\n    window.addEventListener('pagehide', onLeave);\n    return () => {\n      window.clearTimeout(timer);\n      window.removeEventListener('pagehide', onLeave);\n    };\n  }, [query]);\n  const answer = useApiQuery(searchQuery(query, 'ko'));\n  return { shown, answer, again: () => void search(query, 'ko') };\n}\n`,
  },
  queryKeyInFeatureApi: {
    filePath: 'mf-account/src/features/my-page/overview/api/planted.ts',
    code: `export const keys = { all: ['overview'] as const };\nexport const options = { queryKey: ['overview', 'x'], queryFn: () => 1 };\n`,
  },
  appImportsPackages: {
    filePath: 'mf-search/src/features/search-page/planted.tsx',
    code: `import { useAuthStore } from '@genetype/platform';\nimport { Dialog } from '@genetype/ui';\nexport const used = [useAuthStore, Dialog];\n`,
  },
  featureImportsOwnAppComponentsAndLib: {
    filePath: 'mf-account/src/features/marketing/planted.tsx',
    code: `import { ConsentForm } from '../../components/consent-form';\nimport { returnPathAfterLogin } from '../../lib/return-path';\nimport MarketingPage from './marketing-page';\nexport const used = [ConsentForm, returnPathAfterLogin, MarketingPage];\n`,
  },
  appShellImportsItsFeatures: {
    filePath: 'mf-questionnaire/src/app/planted.tsx',
    code: `import { LoadingIndicator } from '../components/loading-indicator/loading-indicator';\nimport QuestionsPage from '../features/questions/questions-page';\nexport const used = [LoadingIndicator, QuestionsPage];\n`,
  },
  pageServerImportsVersionChoice: {
    filePath: 'shell/server/planted.ts',
    code: `import { chooseVersion } from '../src/federation/version-choice.js';\nexport const c = chooseVersion;\n`,
  },
  apiImportsDomainAndContent: {
    filePath: 'api/src/modules/profiles/planted.ts',
    code: `import { ROUTE_TABLE } from '@genetype/domain';\nimport type { User } from '@genetype/domain/contracts';\nimport { typeGroups } from '@genetype/content';\nexport const used: unknown[] = [ROUTE_TABLE, typeGroups];\nexport type U = User;\n`,
  },
  contentImportsDomain: {
    filePath: 'packages/content/src/planted.ts',
    code: `import { TYPE_CATALOGUE } from '@genetype/domain';\nexport const catalogue = TYPE_CATALOGUE;\n`,
  },
  repositoryUsesKysely: {
    filePath: 'api/src/modules/profiles/profile-repository.ts',
    code: `import { sql } from 'kysely';\nimport type { Db } from '../../db/database.js';\nexport const count = (db: Db) =>\n  db.selectFrom('users').select(sql<number>\`count(*)\`.as('n')).executeTakeFirst();\n`,
  },
};

let messages;

beforeAll(() => {
  fs.mkdirSync(path.join(ROOT, CYCLE_DIR), { recursive: true });
  fs.writeFileSync(path.join(ROOT, CYCLE_DIR, 'a.ts'), CYCLE_A);
  fs.writeFileSync(path.join(ROOT, CYCLE_DIR, 'b.ts'), CYCLE_B);
  const names = Object.keys(cases);
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-probe.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(names.map((name) => cases[name])),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const results = JSON.parse(output);
  messages = Object.fromEntries(names.map((name, i) => [name, results[i]]));
}, 180_000);

afterAll(() => {
  fs.rmSync(path.join(ROOT, CYCLE_DIR), { recursive: true, force: true });
});

/** The rules that reported an error for the case (a parse error would show as `null`). */
const errorRules = (name) =>
  messages[name].filter((m) => m.severity === 2 || m.fatal).map((m) => m.ruleId);

describe('the lint config rejects each planted violation with the intended rule', () => {
  const PATHS = 'import-x/no-restricted-paths';
  it.each([
    [
      'an extensionless relative import of another app (feature → app)',
      'crossAppExtensionless',
      [PATHS],
    ],
    ["the shell importing another app's source", 'crossAppFromShell', [PATHS]],
    // The package name is refused by name, and its resolved path by the app zone.
    [
      'a feature importing another app by its workspace package name',
      'crossAppByPackageName',
      ['no-restricted-imports', PATHS],
    ],
    ['a feature importing another feature of the same app', 'crossFeature', [PATHS]],
    ['a feature importing a nested folder of another feature', 'crossFeatureNested', [PATHS]],
    ["the shell's browser code importing its page server", 'shellImportsPageServer', [PATHS]],
    ["the shell's page server importing the shell's UI", 'pageServerImportsShellUi', [PATHS]],
    ['the platform importing an app', 'platformImportsApp', [PATHS]],
    ['the domain importing an app', 'domainImportsApp', [PATHS]],
    ['the domain importing React', 'domainImportsReact', ['no-restricted-imports']],
    ['the domain importing the platform', 'domainImportsPlatform', ['no-restricted-imports']],
    [
      'the content importing a page-state library',
      'contentImportsPageState',
      ['no-restricted-imports'],
    ],
    ['the API importing the platform', 'apiImportsPlatform', ['no-restricted-imports']],
    ['an app importing a path inside the platform', 'appImportsPlatformInternals', [PATHS]],
    ['the shell importing a path inside the domain', 'appImportsDomainInternals', [PATHS]],
    ['the ui importing a path inside the platform', 'uiImportsPlatformInternals', [PATHS]],
  ])('%s', (_what, name, rules) => {
    expect(errorRules(name).sort()).toEqual([...rules].sort());
  });

  it('names the feature rule, not the app rule, for a cross-feature import', () => {
    expect(messages.crossFeature[0].message).toMatch(
      /The result feature must not import another feature/,
    );
    expect(messages.crossAppExtensionless[0].message).toMatch(
      /mf-questionnaire must not import mf-content's source/,
    );
  });

  it('an API route importing Kysely', () => {
    expect(errorRules('routeImportsKysely')).toEqual(['no-restricted-imports']);
    expect(messages.routeImportsKysely[0].message).toMatch(/Only repositories/);
  });

  it('an API service importing Kysely', () => {
    expect(errorRules('serviceImportsKysely')).toEqual(['no-restricted-imports']);
  });

  it('an API service building a query on the database itself', () => {
    expect(errorRules('serviceQueries')).toEqual(['no-restricted-syntax']);
    expect(messages.serviceQueries[0].message).toMatch(/Only repositories/);
  });

  it('a query key array written outside a feature api', () => {
    expect(errorRules('inlineQueryKey')).toEqual(['no-restricted-syntax']);
    expect(messages.inlineQueryKey[0].message).toMatch(/key factory/);
  });

  it('a feature calling the API from an effect', () => {
    expect(errorRules('fetchInEffect')).toEqual(['genetype/no-fetch-in-effect']);
    expect(messages.fetchInEffect[0].message).toMatch(/`search` reaches the API from an effect/);
  });

  it("a component calling one of the platform's call objects from an effect", () => {
    expect(errorRules('platformCallInEffect')).toEqual(['genetype/no-fetch-in-effect']);
  });

  it('an import cycle', () => {
    expect(errorRules('cycleA')).toEqual(['import-x/no-cycle']);
  });
});

describe('the lint config rejects inaccessible markup in every app and package', () => {
  it('an image without alt text', () => {
    expect(errorRules('imageWithoutAlt')).toEqual(['jsx-a11y/alt-text']);
  });

  it('a clickable div no keyboard can reach', () => {
    expect(errorRules('clickableDiv').sort()).toEqual([
      'jsx-a11y/click-events-have-key-events',
      'jsx-a11y/no-static-element-interactions',
    ]);
  });

  it('autoFocus on a DOM element', () => {
    expect(errorRules('uiAutoFocus')).toEqual(['jsx-a11y/no-autofocus']);
  });
});

describe('the lint config accepts legal imports', () => {
  it.each([
    ['an app importing @genetype/platform and @genetype/ui', 'appImportsPackages'],
    ['a query key written in a feature api, beside its call', 'queryKeyInFeatureApi'],
    [
      'API calls in a query, a click handler and a listener an effect adds; a timer and a store action in an effect',
      'callsOutsideEffects',
    ],
    [
      "a feature importing its own app's components and lib, and itself",
      'featureImportsOwnAppComponentsAndLib',
    ],
    ["an app's src/app importing its features and components", 'appShellImportsItsFeatures'],
    ['the API importing the domain and the content', 'apiImportsDomainAndContent'],
    ['the content importing the domain', 'contentImportsDomain'],
    ['a repository importing and querying Kysely', 'repositoryUsesKysely'],
    [
      "the shell's page server importing the browser's version choice",
      'pageServerImportsVersionChoice',
    ],
  ])('%s', (_what, name) => {
    expect(messages[name]).toEqual([]);
  });
});
