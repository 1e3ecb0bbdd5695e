// The public surface of a workspace package that is shared at run time (docs/decisions.md,
// "Versioning @genetype/platform"), and the semver bump a change of it calls for.
//
// The surface is what the package's federation singletons export, read from the declarations
// TypeScript emits for them (as `tsc -p <package>/tsconfig.build.json` would): per entry point,
// per export, the declaration as one normalised line, plus the package's own types those
// declarations refer to without exporting them. Comments and formatting do not count; a
// renamed parameter or a changed type does. Pure (no import.meta), so the scripts' jest project
// loads it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import ts from 'typescript';

/** The first real version: caret ranges (`^1.2.0`) only mean "compatible" from 1.0.0 on. */
export const FIRST_VERSION = '1.0.0';

/** Key prefix of a type an export refers to that the entry point does not export itself. */
const INTERNAL = '~';

/**
 * The entry points of `pkg` that are federation singletons: every `sharedModules` key that is the
 * package name or one of its subpaths, with the source file its package.json `exports` names.
 * @returns {{ subpath: string, source: string }[]} sorted by subpath; `source` relative to the package
 */
export function singletonEntries(pkg, sharedModules) {
  const entries = [];
  for (const key of Object.keys(sharedModules)) {
    if (key !== pkg.name && !key.startsWith(`${pkg.name}/`)) continue;
    const subpath = `.${key.slice(pkg.name.length)}`;
    const source = pkg.exports?.[subpath]?.source;
    if (typeof source !== 'string') {
      throw new Error(
        `${key} is shared at run time, but ${pkg.name}'s exports["${subpath}"] has no "source" file`,
      );
    }
    entries.push({ subpath, source: path.normalize(source) });
  }
  if (entries.length === 0)
    throw new Error(`${pkg.name} has no entry point in the federation's shared modules`);
  return entries.sort((a, b) => a.subpath.localeCompare(b.subpath));
}

function formatDiagnostics(diagnostics) {
  return ts.formatDiagnostics(diagnostics.slice(0, 10), {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  });
}

/** Emits the declarations of the whole project in memory: absolute .d.ts path → text. */
function emitDeclarations(tsconfigPath, outDir) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      sourceMap: false,
      outDir,
    },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(formatDiagnostics([diagnostic]));
      },
    },
  );
  if (parsed.errors.length > 0) throw new Error(formatDiagnostics(parsed.errors));
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  // A surface read from code that does not compile would be a guess.
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0)
    throw new Error(`The package does not compile; fix it first:\n${formatDiagnostics(errors)}`);
  const files = new Map();
  const result = program.emit(
    undefined,
    (file, text) => files.set(path.resolve(file), text),
    undefined,
    true,
  );
  if (result.emitSkipped) throw new Error(`TypeScript emitted no declarations for ${tsconfigPath}`);
  return { files, options: parsed.options };
}

/** A program over the emitted declarations, which exist only in memory (under `outDir`). */
function declarationProgram(files, options, outDir, rootNames) {
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  const inOut = (file) => path.resolve(file).startsWith(outDir + path.sep);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (file) =>
    inOut(file) ? files.has(path.resolve(file)) : fileExists.call(host, file);
  host.readFile = (file) =>
    inOut(file) ? files.get(path.resolve(file)) : readFile.call(host, file);
  host.directoryExists = (dir) =>
    path.resolve(dir) === outDir || inOut(dir) ? true : (directoryExists?.call(host, dir) ?? true);
  host.getSourceFile = (file, languageVersion, ...rest) => {
    if (!inOut(file)) return getSourceFile.call(host, file, languageVersion, ...rest);
    const text = files.get(path.resolve(file));
    return text === undefined ? undefined : ts.createSourceFile(file, text, languageVersion, true);
  };
  return ts.createProgram({ rootNames, options: { ...options, noEmit: true }, host });
}

/** The package a declaration outside the package comes from, e.g. `@tanstack/query-core`. */
function moduleNameOf(declaration) {
  const parts = declaration.getSourceFile().fileName.split('/node_modules/').at(-1).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** One declaration as one line, without `export`/`declare` and without paths into the package. */
function printDeclaration(node) {
  let keyword = '';
  if (ts.isVariableDeclaration(node)) {
    const flags = node.parent.flags;
    keyword = flags & ts.NodeFlags.Const ? 'const ' : flags & ts.NodeFlags.Let ? 'let ' : 'var ';
  }
  const text = printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
  return (keyword + text)
    .replace(/^(export |declare |default )+/, '')
    .replace(
      /\b(export|declare) (?=(function|const|let|var|class|interface|type|enum|namespace|abstract) )/g,
      '',
    )
    .replace(/import\("\.{1,2}\/[^"]*"\)\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The surface of the package's run-time entry points.
 * @param {{ packageDir: string, tsconfig?: string, entries: { subpath: string, source: string }[] }} options
 * @returns {Record<string, Record<string, string>>} subpath → export name (or `~Name` for a type an
 *   export refers to without the entry exporting it) → normalised declaration
 */
export function computeSurface({ packageDir, tsconfig = 'tsconfig.build.json', entries }) {
  const dir = path.resolve(packageDir);
  // Not on disk: a folder name the package cannot have, so module resolution from it still
  // walks up to the package's and the repository's node_modules.
  const outDir = path.join(dir, '.public-surface-declarations');
  const { files, options } = emitDeclarations(path.join(dir, tsconfig), outDir);
  const rootDir = path.resolve(options.rootDir ?? dir);
  const declarationOf = (source) =>
    path
      .join(outDir, path.relative(rootDir, path.join(dir, source)))
      .replace(/\.(m|c)?tsx?$/, '.d.ts');
  const roots = entries.map((entry) => declarationOf(entry.source));
  for (const [index, root] of roots.entries()) {
    if (!files.has(root))
      throw new Error(`No declarations were emitted for ${entries[index].source}`);
  }
  const program = declarationProgram(files, options, outDir, roots);
  const checker = program.getTypeChecker();
  const ownFile = (node) => node.getSourceFile().fileName.startsWith(outDir + path.sep);
  const resolve = (symbol) =>
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

  const surface = {};
  for (const [index, entry] of entries.entries()) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(roots[index]));
    const exported = new Map();
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      exported.set(resolve(symbol), symbol.name);
    }
    const lines = {};
    const internalNames = new Map(); // symbol → key
    const queue = [];
    const describe = (symbol) =>
      (symbol.declarations ?? [])
        .map((declaration) => {
          // Re-exported from a dependency: its declaration is that package's business.
          if (!ownFile(declaration)) return `${symbol.name} from ${moduleNameOf(declaration)}`;
          queue.push(declaration);
          return printDeclaration(declaration);
        })
        .join(' ');
    // Each type of the package a declaration names, but the entry does not export: its own key, so
    // that a change to it counts as a change of the surface.
    const visit = (node) => {
      let name;
      if (ts.isTypeReferenceNode(node)) name = node.typeName;
      else if (ts.isExpressionWithTypeArguments(node)) name = node.expression;
      else if (ts.isTypeQueryNode(node)) name = node.exprName;
      else if (ts.isImportTypeNode(node)) name = node.qualifier;
      if (name) {
        const symbol = resolve(
          checker.getSymbolAtLocation(ts.isQualifiedName(name) ? name.right : name),
        );
        const own =
          symbol?.declarations?.length &&
          !(symbol.flags & ts.SymbolFlags.TypeParameter) &&
          symbol.declarations.every(ownFile);
        if (own && !exported.has(symbol) && !internalNames.has(symbol)) {
          let key = `${INTERNAL}${symbol.name}`;
          for (let n = 2; key in lines; n += 1) key = `${INTERNAL}${symbol.name}#${n}`;
          internalNames.set(symbol, key);
          lines[key] = describe(symbol);
        }
      }
      ts.forEachChild(node, visit);
    };
    for (const [symbol, name] of exported) lines[name] = describe(symbol);
    while (queue.length > 0) visit(queue.shift());
    surface[entry.subpath] = Object.fromEntries(
      Object.entries(lines).sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return surface;
}

/** A hash over the surface (entries and keys in sorted order). */
export function surfaceHash(surface) {
  const hash = crypto.createHash('sha256');
  for (const subpath of Object.keys(surface).sort()) {
    hash.update(`${subpath}\0`);
    for (const key of Object.keys(surface[subpath]).sort())
      hash.update(`${key}\0${surface[subpath][key]}\0`);
  }
  return `sha256:${hash.digest('hex')}`;
}

/**
 * What a change of surface calls for, with the reasons: 'major' when an export (or an entry point)
 * is removed or any declaration changes — a build against the new surface may use it in a way the
 * old one cannot serve, and the other way round —, 'minor' when exports or entry points are only
 * added, 'none' when nothing changed.
 * @returns {{ bump: 'major'|'minor'|'none', changes: string[] }}
 */
export function classifyChange(before, after) {
  const major = [];
  const minor = [];
  for (const subpath of Object.keys(before)) {
    if (!(subpath in after)) major.push(`entry point ${subpath} removed`);
  }
  for (const [subpath, exports] of Object.entries(after)) {
    const old = before[subpath];
    if (!old) {
      minor.push(`entry point ${subpath} added`);
      continue;
    }
    for (const [key, line] of Object.entries(exports)) {
      const internal = key.startsWith(INTERNAL);
      if (!(key in old)) {
        // A type that only becomes visible through a changed export is counted with that export.
        if (!internal) minor.push(`${subpath}: ${key} added`);
      } else if (old[key] !== line) major.push(`${subpath}: ${key} changed`);
    }
    for (const key of Object.keys(old)) {
      if (!(key in exports) && !key.startsWith(INTERNAL)) major.push(`${subpath}: ${key} removed`);
    }
  }
  if (major.length > 0) return { bump: 'major', changes: [...major, ...minor] };
  if (minor.length > 0) return { bump: 'minor', changes: minor };
  return { bump: 'none', changes: [] };
}

const LEVELS = ['none', 'patch', 'minor', 'major'];

/** The higher of two bump levels. */
export function higherBump(a, b) {
  return LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b;
}

/** The version after `bump`; never below FIRST_VERSION. */
export function nextVersion(version, bump) {
  const next = bump === 'none' ? version : semver.inc(version, bump);
  return semver.lt(next, FIRST_VERSION) ? FIRST_VERSION : next;
}

/**
 * The range a build against `version` requires from the page's copy: the same major, at least the
 * same minor (a build may use any export that minor has). Patches do not change the surface.
 */
export function compatibleRange(version) {
  const parsed = semver.parse(version);
  if (!parsed) throw new Error(`"${version}" is not a semver version`);
  return `^${parsed.major}.${parsed.minor}.0`;
}

/** The committed record of a package's surface, or null. */
export function readRecord(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * Whether the committed record still describes the package: same surface, and the version in
 * package.json is the one recorded. Returns the problems (empty: up to date).
 */
export function recordProblems({ record, version, surface }) {
  if (!record) return ['there is no record of its public surface yet'];
  const problems = [];
  if (record.version !== version) {
    problems.push(`package.json says ${version}, the record says ${record.version}`);
  }
  if (record.hash !== surfaceHash(surface)) {
    const { changes } = classifyChange(record.entries ?? {}, surface);
    const listed =
      changes.slice(0, 8).join('; ') + (changes.length > 8 ? `; … (${changes.length} in all)` : '');
    problems.push(
      `its public surface changed since version ${record.version}${listed ? ` (${listed})` : ''}`,
    );
  }
  return problems;
}
