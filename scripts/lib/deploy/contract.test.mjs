// The contract check (contract.mjs) on fixture folders: a clean set of the five builds passes, and
// each kind of breakage is caught and told in plain words. The fixtures are written from today's
// tables (packages/domain/dist), then broken one way per test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  assertReleaseContracts,
  checkAllContracts,
  checkContracts,
  stableFolders,
} from './contract.mjs';
import { addVersion, readManifest, updateManifest } from './manifest.mjs';
import { DeployError, REMOTE_APPS, deployPaths } from './paths.mjs';

let c;
beforeAll(async () => {
  c = await import('@genetype/domain/contracts/modules');
});

let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-contract-test-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const NEW = '0.2.0-newnewn';
const OLD = '0.1.0-oldoldo';

function writeFiles(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    const text = typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`;
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** A production build of `app` as the contract sees it: small, but every file schema-valid. */
function buildFiles(app) {
  const singletons = [{ name: 'react', version: '19.3.1', requiredVersion: '19.3.1' }];
  const contract = c.moduleContractDocument(app);
  if (app === 'shell') {
    return {
      'index.html': '<!doctype html>',
      'mf-manifest.json': {
        name: 'shell',
        metaData: { publicPath: 'auto' },
        exposes: [],
        shared: singletons,
      },
      'module-contract.json': contract,
    };
  }
  const pages = [...c.pagesOf(app).keys()];
  const files = {
    'remoteEntry.js': '/* entry */',
    'mf-manifest.json': {
      name: app.replace(/-/g, '_'),
      metaData: { publicPath: 'auto' },
      exposes: Object.keys(contract.exposes).map((expose) => ({
        name: expose.slice(2),
        path: expose,
        assets: { js: { sync: [`${expose.slice(2)}.js`] }, css: { sync: [] } },
      })),
      shared: singletons,
      pages: Object.fromEntries(pages.map((page) => [page, { js: [`page-${page}.js`], css: [] }])),
    },
    'module-contract.json': contract,
  };
  const ownPath = [...c.pagesOf(app).values()].find((route) => !route.includes(':'));
  if (c.MODULE_FILES[app].includes('prerender.json')) {
    files['prerender.json'] = {
      build: 'b1',
      pages: { [ownPath]: { html: '<h1>', css: ['page.css'] } },
    };
    files['page.css'] = 'h1{}';
  }
  if (c.MODULE_FILES[app].includes('page-meta.json')) {
    files['page-meta.json'] = {
      schema: 1,
      app,
      imageSize: { width: 1200, height: 630 },
      defaults: { description: '진타입', image: 'og/site.png' },
      routes: { [ownPath]: { title: '진타입', image: 'og/home.png' } },
      images: { home: 'og/home.png', site: 'og/site.png' },
    };
    files['og/site.png'] = 'png';
    files['og/home.png'] = 'png';
  }
  return files;
}

/** Writes the five builds under root/<app>/ and returns their folders. */
function cleanSet() {
  const folders = {};
  for (const app of ['shell', ...REMOTE_APPS]) {
    const dir = path.join(root, app);
    writeFiles(dir, buildFiles(app));
    folders[app] = { app, dir, ...(app === 'shell' ? {} : { version: OLD }) };
  }
  return folders;
}

/** Edits one JSON file of a folder in place. */
function edit(folder, file, change) {
  const full = path.join(folder.dir, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  fs.writeFileSync(full, JSON.stringify(change(json) ?? json));
}

function dropExpose(folder, expose) {
  edit(folder, 'mf-manifest.json', (m) => ({
    ...m,
    exposes: m.exposes.filter((e) => e.path !== expose),
  }));
  edit(folder, 'module-contract.json', (doc) => {
    delete doc.exposes[expose];
  });
}

/** `app` as the release being checked (version NEW) against the others of the set. */
function release(set, app) {
  return checkContracts({
    module: { ...set[app], version: NEW },
    others: REMOTE_APPS.filter((other) => other !== app).map((other) => set[other]),
    shell: set.shell,
  });
}

describe('a clean set of builds', () => {
  it('passes, checked all together and each as a release', async () => {
    const set = cleanSet();
    expect(
      await checkAllContracts({ remotes: REMOTE_APPS.map((app) => set[app]), shell: set.shell }),
    ).toEqual({ problems: [], notes: [] });
    for (const app of REMOTE_APPS)
      expect(await release(set, app)).toEqual({ problems: [], notes: [] });
  });

  it('passes with a build made before builds recorded their contract, and says so', async () => {
    const set = cleanSet();
    fs.rmSync(path.join(set['mf-content'].dir, 'module-contract.json'));
    const result = await release(set, 'mf-account');
    expect(result.problems).toEqual([]);
    expect(result.notes).toEqual([
      `mf-content@${OLD} has no module-contract.json (built before builds recorded their contract): read with today's table`,
    ]);
  });
});

describe('exposes and who mounts them', () => {
  it('refuses a release that drops an expose a stable module mounts', async () => {
    const set = cleanSet();
    dropExpose(set['mf-account'], './my-review');
    expect((await release(set, 'mf-account')).problems).toEqual([
      `mf-account@${NEW} no longer exposes './my-review', which mf-content@${OLD} mounts on /learningGene (the result variant)`,
    ]);
  });

  it("refuses a release that drops what the shell mounts, from the shell's own record", async () => {
    const set = cleanSet();
    dropExpose(set['mf-search'], './search-popup');
    expect((await release(set, 'mf-search')).problems).toEqual([
      `mf-search@${NEW} no longer exposes './search-popup', which the shell (${path.relative(process.cwd(), set.shell.dir)}/) mounts in the search popup of every page`,
    ]);
  });

  it('goes by what the stable consumer recorded, not by today’s table', async () => {
    const set = cleanSet();
    edit(set['mf-questionnaire'], 'module-contract.json', (doc) => {
      doc.consumes.push({
        provider: 'mf-account',
        expose: './old-badge',
        kind: 'parcel',
        where: 'on /result',
      });
    });
    expect((await release(set, 'mf-account')).problems).toEqual([
      `mf-account@${NEW} no longer exposes './old-badge', which mf-questionnaire@${OLD} mounts on /result`,
    ]);
  });

  it('refuses a release that mounts what the stable provider does not expose', async () => {
    const set = cleanSet();
    dropExpose(set['mf-account'], './profile-share');
    expect((await release(set, 'mf-content')).problems).toEqual([
      `mf-content@${NEW} mounts mf-account's './profile-share' on /learningGene (the result variant), but mf-account@${OLD} does not expose it`,
    ]);
  });

  it('catches an expose of another kind than its consumer mounts', async () => {
    const set = cleanSet();
    edit(set['mf-account'], 'module-contract.json', (doc) => {
      doc.exposes['./share-button'] = 'app';
    });
    expect((await release(set, 'mf-account')).problems).toEqual([
      `mf-account@${NEW} exposes './share-button' as app lifecycles, but mf-questionnaire@${OLD} mounts it as a parcel on /result and /thank-you`,
    ]);
  });

  it('catches a build whose exposes differ from the contract table', async () => {
    const set = cleanSet();
    edit(set['mf-search'], 'mf-manifest.json', (m) => {
      m.exposes.push({
        name: 'extra',
        path: './extra',
        assets: { js: { sync: [] }, css: { sync: [] } },
      });
      m.exposes = m.exposes.filter((e) => e.path !== './app');
    });
    expect((await release(set, 'mf-search')).problems).toEqual([
      `mf-search@${NEW} does not expose './app', which its contract describes (mf-search/webpack.config.js exposes)`,
      `mf-search@${NEW} exposes './extra', which the contract table does not describe (packages/domain/src/contracts/modules.ts MODULE_EXPOSES)`,
      expect.stringMatching(
        /^mf-search@0\.2\.0-newnewn no longer exposes '\.\/app', which the shell .* mounts on \/search$/,
      ),
    ]);
  });
});

describe('the files a build publishes', () => {
  it('names routes the module does not own in prerender.json or page-meta.json', async () => {
    const set = cleanSet();
    edit(set['mf-content'], 'prerender.json', (doc) => {
      doc.pages['/search'] = { html: '<p>', css: [] };
    });
    edit(set['mf-content'], 'page-meta.json', (doc) => {
      doc.routes['/nowhere'] = { title: 'x' };
      doc.routes['/profiles/:nickname'] = { title: 'x' };
      doc.routes['/typeReport/:number'] = { title: 'x' };
      doc.routes['/typeReport/31'] = { title: 'x' };
    });
    expect((await release(set, 'mf-content')).problems).toEqual([
      `mf-content@${NEW}: prerender.json: /search is not a route mf-content owns (mf-search does)`,
      `mf-content@${NEW}: page-meta.json: /nowhere is not a route mf-content owns (no module owns it)`,
      `mf-content@${NEW}: page-meta.json: /profiles/:nickname is not a route mf-content owns (mf-account does)`,
    ]);
  });

  it('tells schema errors with their JSON path', async () => {
    const set = cleanSet();
    edit(set['mf-content'], 'prerender.json', (doc) => {
      doc.pages['/'].html = 42;
    });
    edit(set['mf-content'], 'page-meta.json', (doc) => {
      doc.imageSize.width = '1200';
    });
    edit(set['mf-content'], 'mf-manifest.json', (m) => {
      delete m.shared;
    });
    expect((await release(set, 'mf-content')).problems).toEqual([
      `mf-content@${NEW}: mf-manifest.json: shared: Expected required property`,
      `mf-content@${NEW}: prerender.json: pages['/'].html: Expected string`,
      `mf-content@${NEW}: page-meta.json: imageSize.width: Expected integer`,
    ]);
  });

  it('catches missing files, and files the documents point at', async () => {
    const set = cleanSet();
    fs.rmSync(path.join(set['mf-questionnaire'].dir, 'prerender.json'));
    fs.rmSync(path.join(set['mf-questionnaire'].dir, 'remoteEntry.js'));
    fs.writeFileSync(path.join(set['mf-content'].dir, 'page-meta.json'), '{ not json');
    fs.rmSync(path.join(set['mf-content'].dir, 'page.css'));
    expect((await release(set, 'mf-questionnaire')).problems).toEqual([
      `mf-questionnaire@${NEW}: remoteEntry.js is missing`,
      `mf-questionnaire@${NEW}: prerender.json is missing`,
    ]);
    const content = (await release(set, 'mf-content')).problems;
    expect(content).toEqual([
      expect.stringMatching(/^mf-content@0\.2\.0-newnewn: page-meta\.json is not JSON \(/),
      `mf-content@${NEW}: prerender.json names stylesheets not in the build: page.css`,
    ]);
    fs.rmSync(path.join(set['mf-content'].dir, 'og', 'home.png'));
    writeFiles(set['mf-content'].dir, {
      'page-meta.json': buildFiles('mf-content')['page-meta.json'],
    });
    expect((await release(set, 'mf-content')).problems).toContain(
      `mf-content@${NEW}: page-meta.json names images not in the build: og/home.png`,
    );
  });

  it('catches a page of the route table missing from the build', async () => {
    const set = cleanSet();
    edit(set['mf-search'], 'mf-manifest.json', (m) => {
      m.pages = {};
    });
    expect((await release(set, 'mf-search')).problems).toEqual([
      `mf-search@${NEW}: mf-manifest.json lists no page 'search' (chunk page-search), the page of /search that the shell routes to mf-search`,
    ]);
  });

  it('refuses to check against a stable build it cannot read', async () => {
    const set = cleanSet();
    fs.rmSync(set['mf-account'].dir, { recursive: true });
    expect((await release(set, 'mf-content')).problems).toEqual([
      expect.stringMatching(/^mf-account@0\.1\.0-oldoldo: .* does not exist \(not built\?\)$/),
    ]);
  });
});

describe('npm run release: against the stable versions in the rollout manifest', () => {
  const fresh = Object.fromEntries(
    REMOTE_APPS.map((app, index) => [
      app,
      { entry: `http://localhost:${3001 + index}/remoteEntry.js`, version: '0.1.0' },
    ]),
  );
  let paths;
  let dists;
  beforeEach(() => {
    fs.mkdirSync(path.join(root, 'repo', 'shell', 'public'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'repo', 'shell', 'public', 'remotes.json'),
      JSON.stringify(fresh),
    );
    paths = deployPaths(path.join(root, 'repo'), {});
    dists = cleanSet();
  });
  const distDir = (app) => dists[app].dir;

  /** Publishes a copy of a build as a release and makes it stable. */
  async function publishStable(app, version, change) {
    const dir = paths.releaseDir(app, version);
    fs.cpSync(dists[app].dir, dir, { recursive: true });
    change?.({ app, dir });
    const entry = `http://localhost:3003/releases/${version}/remoteEntry.js`;
    await updateManifest(paths, { action: 'release', app, version }, (m) => {
      addVersion(m, app, version, entry);
      m[app].stable = version;
    });
  }

  it('checks a fresh clone against the dist/ every module is served from', () => {
    const { folders, problems } = stableFolders({
      paths,
      manifest: readManifest(paths),
      except: 'mf-account',
      distDir,
    });
    expect(problems).toEqual([]);
    expect(folders.map((folder) => folder.label)).toEqual([
      'mf-content@0.1.0 (its dist/)',
      'mf-questionnaire@0.1.0 (its dist/)',
      'mf-search@0.1.0 (its dist/)',
    ]);
  });

  it('reads the stable release folders, and refuses when one is not on this machine', async () => {
    await publishStable('mf-content', OLD);
    const manifest = readManifest(paths);
    expect(stableFolders({ paths, manifest, except: 'mf-account', distDir }).folders[0]).toEqual({
      app: 'mf-content',
      version: OLD,
      dir: paths.releaseDir('mf-content', OLD),
    });
    fs.rmSync(paths.releaseDir('mf-content', OLD), { recursive: true });
    await expect(
      assertReleaseContracts({
        app: 'mf-account',
        version: NEW,
        dir: dists['mf-account'].dir,
        paths,
        manifest,
        distDir,
      }),
    ).rejects.toThrow(
      `mf-content@${OLD} (stable) is not in ${paths.releaseDir('mf-content', OLD)}`,
    );
  });

  it('refuses a release that breaks the stable version of another module, saying what broke', async () => {
    // The stable mf-content still mounts './my-review'; the release no longer exposes it.
    await publishStable('mf-content', OLD);
    dropExpose(dists['mf-account'], './my-review');
    const attempt = assertReleaseContracts({
      app: 'mf-account',
      version: NEW,
      dir: dists['mf-account'].dir,
      paths,
      manifest: readManifest(paths),
      distDir,
    });
    await expect(attempt).rejects.toThrow(DeployError);
    await expect(attempt).rejects.toThrow(
      `mf-account@${NEW} is refused: it breaks a contract with the live modules —\n` +
        `  - mf-account@${NEW} no longer exposes './my-review', which mf-content@${OLD} mounts on /learningGene (the result variant)\n`,
    );
  });

  it('accepts one that fits, once the consumer no longer mounts it is stable', async () => {
    await publishStable('mf-content', OLD, ({ dir }) => {
      edit({ dir }, 'module-contract.json', (doc) => {
        doc.consumes = doc.consumes.filter((row) => row.expose !== './my-review');
      });
    });
    dropExpose(dists['mf-account'], './my-review');
    await expect(
      assertReleaseContracts({
        app: 'mf-account',
        version: NEW,
        dir: dists['mf-account'].dir,
        paths,
        manifest: readManifest(paths),
        distDir,
      }),
    ).resolves.toEqual([]);
  });
});
