// Every text catalogue of the repository, for the tests that check them all (node only): each
// folder named `i18n` holding a `ko.ts` — an app's own (`<app>/src/i18n`), a lazily loaded
// feature's section (`<app>/src/features/<f>/i18n`), a package's namespaces
// (`packages/<package>/src/i18n/<ns>`).
import fs from 'node:fs';
import path from 'node:path';

export const REPOSITORY_ROOT = path.resolve(__dirname, '../../../..');
const APPS = ['shell', 'mf-content', 'mf-questionnaire', 'mf-account', 'mf-search'];
const PACKAGES = [
  ...APPS,
  ...fs.readdirSync(path.join(REPOSITORY_ROOT, 'packages')).map((name) => `packages/${name}`),
].filter((pkg) => fs.existsSync(path.join(REPOSITORY_ROOT, pkg, 'src')));

function walk(dir: string, insideI18n: boolean): string[] {
  const found = insideI18n && fs.existsSync(path.join(dir, 'ko.ts')) ? [dir] : [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    found.push(...walk(path.join(dir, entry.name), insideI18n || entry.name === 'i18n'));
  }
  return found;
}

/** Folders holding a catalogue per language, relative to the repository. */
export function catalogueDirs(): string[] {
  return PACKAGES.flatMap((pkg) => walk(path.join(REPOSITORY_ROOT, pkg, 'src'), false)).map((dir) =>
    path.relative(REPOSITORY_ROOT, dir),
  );
}
