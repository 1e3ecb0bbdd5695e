export * from './keys.js';
export * from './storage.js';
export * from './return-path.js';
