import { REMOTE_APPS } from '@genetype/domain';
import { appModuleId, containerName } from './container-names';

// The build names containers in packages/tooling/build/federation.cjs; the shell must ask for the same names.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { containerNames } = require('@genetype/tooling/build/federation.cjs') as {
  containerNames: Record<string, string>;
};

describe('containerName', () => {
  it.each(REMOTE_APPS)('matches the build config for %s', (app) => {
    expect(containerName(app)).toBe(containerNames[app]);
  });

  it('addresses the exposed single-spa lifecycles', () => {
    expect(appModuleId('mf-questionnaire')).toBe('mf_questionnaire/app');
  });
});
