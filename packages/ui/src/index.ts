// React building blocks every remote app shares: its route switch, error containment, lazy pages and
// single-spa lifecycles. Compiled from source into each app (not part of the singleton root), and
// importing the root only by its package name, so the stores and the API client stay one instance.
export { AppErrorBoundary } from './app-error-boundary.js';
export type { AppErrorBoundaryProps } from './app-error-boundary.js';
export { ErrorFallback, FALLBACK_MESSAGE, FALLBACK_TITLE, RETRY_LABEL } from './error-fallback.js';
export { lazyPage, retryFailedPages } from './lazy-page.js';
export { loadOnce } from './load-once.js';
export type { LazyPage, PageModule } from './lazy-page.js';
export { PageLoading } from './page-loading.js';
export type { PageLoadingProps } from './page-loading.js';
export {
  SessionUnknown,
  SESSION_UNKNOWN_MESSAGE,
  SESSION_UNKNOWN_TITLE,
  checkSessionAgain,
} from './session-unknown.js';
export { titleOf, useRouteTitle } from './route-title.js';
export {
  SHARED_UI_NS,
  localizedDocumentTitle,
  localizedGroupName,
  localizedTitleTexts,
  localizedTypeName,
  useMainAction,
} from '@genetype/platform';
export { useHydrated } from './use-hydrated.js';
export { useChangedFieldBlur } from './use-changed-field-blur.js';
export type { BlurForm } from './use-changed-field-blur.js';
export { StandaloneIndex } from './standalone-index.js';
export { AppRoutes, AppRouter } from './app-routes.js';
export { CloseIcon } from './close-icon.js';
export { Dialog, DIALOG_EXIT_MS } from './dialog.js';
export type { DialogProps } from './dialog.js';
export type { AppRoutesProps } from './app-routes.js';
export { remoteLifecycles, mountStandalone, preparePage } from './remote-lifecycles.js';
export {
  RemoteParcel,
  guardedParcel,
  loadFederatedParcel,
  parcelConfigOf,
} from './remote-parcel.js';
export type { RemoteParcelProps } from './remote-parcel.js';
export { RequireMember } from './require-member.js';
export type { RequireMemberProps } from './require-member.js';
