export { RemoteFallback, FALLBACK_TITLE, RETRY_LABEL } from './remote-fallback';
export type { RemoteFallbackProps } from './remote-fallback';
export { showFallback, hideFallback } from './fallback-root';
