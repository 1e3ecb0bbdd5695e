export { showFallback, showLoading, hideFallback, REMOTE_LOADING_LABEL } from './fallback-root';
