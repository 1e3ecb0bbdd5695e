export * from './auth-store.js';
export * from './modal-store.js';
export * from './recent-searches-store.js';
export * from './reset.js';
export * from './login-notices.js';
export * from './language-store.js';
