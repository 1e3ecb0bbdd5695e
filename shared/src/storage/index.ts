export * from './keys.js';
export * from './storage.js';
