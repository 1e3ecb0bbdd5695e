// Federation container names, derived the way packages/tooling/build/federation.cjs names them
// ('mf-content' → 'mf_content'); a test keeps the two in step.
import type { RemoteApp } from './remotes-manifest';

export function containerName(app: RemoteApp): string {
  return app.replace(/-/g, '_');
}

/** The one module every remote exposes to the shell: its single-spa lifecycles. */
export function appModuleId(app: RemoteApp): string {
  return `${containerName(app)}/app`;
}
