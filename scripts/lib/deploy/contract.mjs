// The contract check between the modules' builds (issue 32): a module's build folder (its dist/ or
// a release folder deploy/<module>/<version>/) against the builds of the others and the shell's.
// What is checked is described once in packages/domain/src/contracts/modules.ts:
//   - the files the build publishes for the shell and the page composer are there and match their
//     schemas (mf-manifest.json, module-contract.json, and per module prerender.json, page-meta.json);
//   - its exposes are the ones the contract table describes, of the same kind;
//   - prerender.json and page-meta.json name only routes the module owns (ROUTE_TABLE), and the
//     files they point at are in the folder; every page the route table gives it is in its build;
//   - whatever the shell and the other modules mount from it, it exposes — and whatever it mounts
//     from them, they expose — as each build's own module-contract.json says (a build made before
//     that file existed is read with today's table, and a note says so).
// Pure of the repository's layout (no import.meta), so the jest suite of scripts/ loads it; the
// tables come from the domain package's dist, loaded on first use (the release builds it before it checks).
import fs from 'node:fs';
import path from 'node:path';
import { DeployError, REMOTE_APPS } from './paths.mjs';

const MANIFEST = 'mf-manifest.json';
const ENTRY = 'remoteEntry.js';

let loading = null;
/** @returns {Promise<typeof import('@genetype/domain/contracts/modules')>} */
function contracts() {
  loading ??= import('@genetype/domain/contracts/modules').catch((error) => {
    loading = null;
    throw new DeployError(
      `The contract check needs the domain package's dist — build it (npm run build -w @genetype/domain). ${error.message}`,
    );
  });
  return loading;
}

/**
 * @typedef {{ app: string, dir: string, version?: string, label?: string }} Folder a build to check:
 *   `label` names it in the problems (default `<app>@<version>`, or `<app> (<dir>)`).
 * @typedef {{ problems: string[], notes: string[] }} CheckResult
 */

const KIND_WORDS = { app: 'app lifecycles', parcel: 'a parcel' };

function labelOf(folder) {
  if (folder.label) return folder.label;
  const name = folder.app === 'shell' ? 'the shell' : folder.app;
  if (folder.version) return `${name}@${folder.version}`;
  return `${name} (${path.relative(process.cwd(), folder.dir) || '.'}/)`;
}

/** A JSON file of the folder: { value } when it parses, { missing } or { error } otherwise. */
function readJson(dir, file) {
  let text;
  try {
    text = fs.readFileSync(path.join(dir, file), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { missing: true };
    return { error: error.message };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: `not JSON (${error.message})` };
  }
}

/** The relative file names `names` that are not in the folder. */
function absentFiles(dir, names) {
  return [...new Set(names)].filter(
    (name) =>
      typeof name === 'string' &&
      (/^[a-z]+:|^\/|(^|\/)\.\.(\/|$)/i.test(name) || !fs.existsSync(path.join(dir, name))),
  );
}

const listed = (names, max = 3) =>
  names.length > max
    ? `${names.slice(0, max).join(', ')} and ${names.length - max} more`
    : names.join(', ');

/**
 * Reads a build's folder once: its published JSON files, schema-checked. `problems` are this
 * build's own file problems (told only for the builds being checked, not for every stable one).
 */
function readBuild(folder, c) {
  const label = labelOf(folder);
  const build = { ...folder, label, problems: [], notes: [], json: {} };
  const remote = folder.app !== 'shell';
  if (!fs.existsSync(folder.dir)) {
    build.problems.push(`${label}: ${folder.dir} does not exist (not built?)`);
    return { ...build, absent: true, consumes: [], declared: {}, exposes: null };
  }
  const files = [MANIFEST, c.MODULE_CONTRACT_FILE, ...(remote ? c.MODULE_FILES[folder.app] : [])];
  if (remote && !fs.existsSync(path.join(folder.dir, ENTRY))) {
    build.problems.push(`${label}: ${ENTRY} is missing`);
  }
  for (const file of files) {
    const read = readJson(folder.dir, file);
    if (read.missing) {
      if (file === c.MODULE_CONTRACT_FILE) {
        build.notes.push(
          `${label} has no ${file} (built before builds recorded their contract): read with today's table`,
        );
      } else if (remote || file !== MANIFEST) {
        build.problems.push(`${label}: ${file} is missing`);
      }
      continue;
    }
    if (read.error) {
      build.problems.push(`${label}: ${file} is ${read.error}`);
      continue;
    }
    const errors = c.schemaErrors(c.PUBLISHED_SCHEMAS[file], read.value);
    if (errors.length > 0) {
      build.problems.push(...errors.map((error) => `${label}: ${file}: ${error}`));
      // The manifest's exposes are still read when only other parts are wrong.
      if (file === MANIFEST && Array.isArray(read.value?.exposes)) build.json[file] = read.value;
      continue;
    }
    build.json[file] = read.value;
  }
  const contract = build.json[c.MODULE_CONTRACT_FILE];
  if (contract && contract.app !== folder.app) {
    build.problems.push(
      `${label}: ${c.MODULE_CONTRACT_FILE} was written by ${contract.app}, not ${folder.app}`,
    );
    delete build.json[c.MODULE_CONTRACT_FILE];
  }
  const readable = fs.existsSync(path.join(folder.dir, c.MODULE_CONTRACT_FILE));
  if (readable && !build.json[c.MODULE_CONTRACT_FILE]) {
    build.notes.push(`${label}'s ${c.MODULE_CONTRACT_FILE} is not usable: read with today's table`);
  }
  // What the build records, else (an older build) today's table.
  build.consumes =
    build.json[c.MODULE_CONTRACT_FILE]?.consumes ??
    c.MODULE_CONSUMERS.filter((row) => row.consumer === folder.app);
  build.declared = remote
    ? (build.json[c.MODULE_CONTRACT_FILE]?.exposes ?? { ...c.MODULE_EXPOSES[folder.app] })
    : {};
  const manifestExposes = build.json[MANIFEST]?.exposes;
  build.exposes = Array.isArray(manifestExposes)
    ? new Set(manifestExposes.map((expose) => expose?.path).filter(Boolean))
    : null;
  return build;
}

/** Problems of a build on its own: its exposes against its table, its routes, its files. */
function ownProblems(build, c) {
  const { app, label, dir } = build;
  const problems = [];
  if (build.absent || app === 'shell') return problems;

  if (build.exposes) {
    for (const expose of Object.keys(build.declared)) {
      if (!build.exposes.has(expose)) {
        problems.push(
          `${label} does not expose '${expose}', which its contract describes (${app}/webpack.config.js exposes)`,
        );
      }
    }
    for (const expose of build.exposes) {
      if (!(expose in build.declared)) {
        problems.push(
          `${label} exposes '${expose}', which the contract table does not describe (packages/domain/src/contracts/modules.ts MODULE_EXPOSES)`,
        );
      }
    }
    const pages = build.json[MANIFEST]?.pages ?? {};
    for (const [page, route] of c.pagesOf(app)) {
      if (!pages[page]) {
        problems.push(
          `${label}: ${MANIFEST} lists no page '${page}' (chunk page-${page}), the page of ${route} that the shell routes to ${app}`,
        );
      }
    }
  }

  const owned = (file, route) => {
    const owner = c.ownerOfRoute(route);
    if (owner === app) return;
    const who = owner === 'shell' ? 'no module owns it' : `${owner} does`;
    problems.push(`${label}: ${file}: ${route} is not a route ${app} owns (${who})`);
  };

  const prerender = build.json['prerender.json'];
  if (prerender) {
    for (const route of Object.keys(prerender.pages)) owned('prerender.json', route);
    const css = Object.values(prerender.pages).flatMap((page) => page.css);
    const absent = absentFiles(dir, css);
    if (absent.length > 0) {
      problems.push(
        `${label}: prerender.json names stylesheets not in the build: ${listed(absent)}`,
      );
    }
  }

  const meta = build.json['page-meta.json'];
  if (meta) {
    if (meta.app !== app)
      problems.push(`${label}: page-meta.json says it was written by ${meta.app}`);
    for (const route of Object.keys(meta.routes)) owned('page-meta.json', route);
    const images = [meta.defaults, ...Object.values(meta.routes)]
      .map((page) => page.image)
      .concat(Object.values(meta.images))
      .filter(Boolean);
    const absent = absentFiles(dir, images);
    if (absent.length > 0) {
      problems.push(`${label}: page-meta.json names images not in the build: ${listed(absent)}`);
    }
  }
  return problems;
}

/** What `consumer` mounts from `provider` that `provider` does not expose, or not as that kind. */
function mountProblems(consumer, provider, { providerIsNew }) {
  const problems = [];
  if (!provider.exposes) return problems;
  for (const row of consumer.consumes) {
    if (row.provider !== provider.app) continue;
    if (!provider.exposes.has(row.expose)) {
      problems.push(
        providerIsNew
          ? `${provider.label} no longer exposes '${row.expose}', which ${consumer.label} mounts ${row.where}`
          : `${consumer.label} mounts ${provider.app}'s '${row.expose}' ${row.where}, but ${provider.label} does not expose it`,
      );
      continue;
    }
    const kind = provider.declared[row.expose];
    if (kind && kind !== row.kind) {
      problems.push(
        `${provider.label} exposes '${row.expose}' as ${KIND_WORDS[kind] ?? kind}, but ${consumer.label} mounts it as ${KIND_WORDS[row.kind] ?? row.kind} ${row.where}`,
      );
    }
  }
  return problems;
}

/** The shell when its build is not at hand: what today's table says it mounts. */
function shellByTable(c) {
  return {
    app: 'shell',
    label: 'the shell',
    problems: [],
    notes: ["the shell's build is not here: its expectations are read from today's table"],
    consumes: c.MODULE_CONSUMERS.filter((row) => row.consumer === 'shell'),
    declared: {},
    exposes: new Set(),
  };
}

/** `subject` against the other remotes' builds and the shell's (all read already). */
function checkRead(subject, peers, shell, c) {
  const problems = [...subject.problems, ...ownProblems(subject, c)];
  const notes = [...subject.notes];
  for (const other of [...peers, shell]) {
    notes.push(...other.notes);
    // A build the subject is checked against must at least be readable.
    if (other.absent || (other.app !== 'shell' && !other.exposes)) problems.push(...other.problems);
    problems.push(...mountProblems(other, subject, { providerIsNew: true }));
  }
  for (const provider of new Set(subject.consumes.map((row) => row.provider))) {
    const peer = peers.find((build) => build.app === provider);
    if (peer) problems.push(...mountProblems(subject, peer, { providerIsNew: false }));
    else
      notes.push(
        `${subject.label} mounts parts of ${provider}, whose build was not given: not checked`,
      );
  }
  return { problems, notes };
}

const unique = ({ problems, notes }) => ({
  problems: [...new Set(problems)],
  notes: [...new Set(notes)],
});

/**
 * Checks `module` (the build being released, or one of the current builds) against `others` (the
 * other remotes' builds: their stable versions for a release) and `shell` (the shell's build; when
 * not given, the shell's expectations are today's table).
 * @param {{ module: Folder, others?: Folder[], shell?: Folder }} input
 * @returns {Promise<CheckResult>}
 */
export async function checkContracts({ module, others = [], shell }) {
  const c = await contracts();
  const peers = others.map((folder) => readBuild(folder, c));
  const shellBuild = shell ? readBuild({ ...shell, app: 'shell' }, c) : shellByTable(c);
  return unique(checkRead(readBuild(module, c), peers, shellBuild, c));
}

/**
 * Checks every remote's build against the others' and the shell's (`npm test`'s check of the
 * current builds: each app's dist/), the shell's own files included.
 * @param {{ remotes: Folder[], shell: Folder }} input
 * @returns {Promise<CheckResult>}
 */
export async function checkAllContracts({ remotes, shell }) {
  const c = await contracts();
  const builds = remotes.map((folder) => readBuild(folder, c));
  const shellBuild = readBuild({ ...shell, app: 'shell' }, c);
  const problems = [...shellBuild.problems];
  const notes = [];
  for (const subject of builds) {
    const result = checkRead(
      subject,
      builds.filter((build) => build !== subject),
      shellBuild,
      c,
    );
    problems.push(...result.problems);
    notes.push(...result.notes);
  }
  return unique({ problems, notes });
}

/** An entry URL served from a release folder (locally /releases/<v>/, on a CDN /<module>/<v>/). */
function isReleaseEntry(entry, app, version) {
  return (
    typeof entry === 'string' &&
    (entry.includes(`/releases/${version}/`) || entry.includes(`/${app}/${version}/`))
  );
}

/**
 * The folders of the stable versions of every remote but `except`, from the rollout manifest: the
 * release folder, or — for a version of the fresh-clone manifest, served from the module's own
 * dist/ — that dist/. A stable release whose folder is not on this machine is a problem: the
 * release cannot be checked against it.
 * @returns {{ folders: Folder[], problems: string[] }}
 */
export function stableFolders({ paths, manifest, except, distDir }) {
  const folders = [];
  const problems = [];
  for (const app of REMOTE_APPS) {
    if (app === except) continue;
    const { stable, versions } = manifest[app];
    const dir = paths.releaseDir(app, stable);
    if (fs.existsSync(dir)) folders.push({ app, version: stable, dir });
    else if (!isReleaseEntry(versions[stable], app, stable)) {
      folders.push({
        app,
        version: stable,
        dir: distDir(app),
        label: `${app}@${stable} (its dist/)`,
      });
    } else {
      problems.push(
        `${app}@${stable} (stable) is not in ${dir}, so nothing can be checked against it: release where the deploy folder is (GENETYPE_DEPLOY_ROOT)`,
      );
    }
  }
  return { folders, problems };
}

/**
 * The contract check of `npm run release`: the published release folder against the stable
 * versions of the other modules in the rollout manifest and the shell's build. Throws a DeployError
 * listing what broke; returns the notes otherwise.
 */
export async function assertReleaseContracts({ app, version, dir, paths, manifest, distDir }) {
  const stable = stableFolders({ paths, manifest, except: app, distDir });
  const shellDir = distDir('shell');
  const result = await checkContracts({
    module: { app, version, dir },
    others: stable.folders,
    shell: fs.existsSync(shellDir) ? { app: 'shell', dir: shellDir } : undefined,
  });
  const problems = [...stable.problems, ...result.problems];
  if (problems.length > 0) {
    throw new DeployError(
      `${app}@${version} is refused: it breaks a contract with the live modules —\n  - ${problems.join('\n  - ')}\n` +
        'The contracts are in packages/domain/src/contracts/modules.ts; docs/runbook.md ("What a release is checked against") says how to change one safely.',
    );
  }
  return result.notes;
}
