export { showFallback, hideFallback } from './fallback-root';
