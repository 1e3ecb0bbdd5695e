export {
  DEFAULT_TIMEOUT_MS,
  SOCIAL_TIMEOUT_MS,
  DEFAULT_API_URL,
  navigateTo,
  onSessionCleared,
} from './config.js';
export type { NavigateFn } from './config.js';
export {
  loadRuntimeConfig,
  runtimeConfig,
  runtimeConfigReady,
  RUNTIME_CONFIG_PATH,
} from './runtime-config.js';
export type { RuntimeConfig } from './runtime-config.js';
export {
  apiClient,
  configureApi,
  applyTokenHeaders,
  renewSession,
  WITH_SESSION_COOKIE,
} from './client.js';
export type { ApiConfigOptions, ApiDefaults } from './client.js';
export { isApiError, errorMessage, errorStatus } from './errors.js';
export type { ApiError } from './errors.js';
export { authApi } from './auth-api.js';
export { providersApi, logoutFromProviders } from './providers-api.js';
export { questionsApi } from './questions-api.js';
export { withdrawalApi } from './account-api.js';
