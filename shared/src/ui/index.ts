// React building blocks every remote app shares: its route switch, error containment, lazy pages and
// single-spa lifecycles. Compiled from source into each app (not part of the singleton root), and
// importing the root only by its package name, so the stores and the API client stay one instance.
export { AppErrorBoundary } from './app-error-boundary.js';
export type { AppErrorBoundaryProps } from './app-error-boundary.js';
export { ErrorFallback, FALLBACK_TITLE, RETRY_LABEL } from './error-fallback.js';
export { lazyPage, retryFailedPages } from './lazy-page.js';
export { loadOnce } from './load-once.js';
export type { PageModule } from './lazy-page.js';
export { PageLoading } from './page-loading.js';
export { titleOf } from './route-title.js';
export { StandaloneIndex } from './standalone-index.js';
export { AppRoutes, AppRouter } from './app-routes.js';
export { CloseIcon } from './close-icon.js';
export { Dialog, DIALOG_EXIT_MS } from './dialog.js';
export type { DialogProps } from './dialog.js';
export type { AppRoutesProps } from './app-routes.js';
export { remoteLifecycles, mountStandalone } from './remote-lifecycles.js';
export {
  RemoteParcel,
  guardedParcel,
  loadFederatedParcel,
  parcelConfigOf,
} from './remote-parcel.js';
export type { RemoteParcelProps } from './remote-parcel.js';
export { RequireMember } from './require-member.js';
export type { RequireMemberProps } from './require-member.js';
