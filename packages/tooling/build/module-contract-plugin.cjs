// Writes `module-contract.json` beside a production build's remoteEntry.js (the shell's: beside
// index.html): what this build exposes and of which kind, and what it mounts from the other
// modules, as the contract tables (packages/domain/src/contracts/modules.ts) said when it was built. A
// release is checked against the files of the live versions of the other modules
// (scripts/lib/deploy/contract.mjs): their expectations travel with them, not with today's source.
// The tables come from the domain package's dist, which every app build follows (nx: `dependsOn: ^build`).
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const webpack = require('webpack');

const NAME = 'ModuleContractPlugin';
const MODULES = path.join(
  path.dirname(require.resolve('@genetype/domain/package.json')),
  'dist',
  'contracts',
  'modules.js',
);

class ModuleContractPlugin {
  /** @param {{ app: string }} options the app's name ('mf-content', 'shell') */
  constructor({ app }) {
    this.app = app;
  }

  apply(compiler) {
    let text = null;
    const prepare = async () => {
      let contracts;
      try {
        contracts = await import(pathToFileURL(MODULES).href);
      } catch (error) {
        throw new Error(
          `${NAME}: ${MODULES} could not be loaded — build the domain package first (npm run build -w @genetype/domain). ${error.message}`,
        );
      }
      text = `${JSON.stringify(contracts.moduleContractDocument(this.app), null, 2)}\n`;
    };
    compiler.hooks.run.tapPromise(NAME, prepare);
    compiler.hooks.watchRun.tapPromise(NAME, prepare);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (text)
            compilation.emitAsset('module-contract.json', new webpack.sources.RawSource(text));
        },
      );
    });
  }
}

module.exports = { ModuleContractPlugin };
