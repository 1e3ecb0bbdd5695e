export {
  DEFAULT_TIMEOUT_MS,
  SOCIAL_TIMEOUT_MS,
  DEFAULT_API_URL,
  navigateTo,
  onSessionCleared,
} from './config.js';
export type { NavigateFn } from './config.js';
export { apiClient, configureApi, applyTokenHeaders } from './client.js';
export type { ApiConfigOptions } from './client.js';
export { isApiError, errorMessage, errorStatus } from './errors.js';
export type { ApiError } from './errors.js';
export { authApi } from './auth-api.js';
export { questionsApi } from './questions-api.js';
export type { DraftAnswer } from './questions-api.js';
export { searchApi } from './search-api.js';
