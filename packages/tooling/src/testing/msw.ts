export * from './handlers.js';
export * from './server.js';
