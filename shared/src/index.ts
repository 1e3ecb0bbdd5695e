// Browser entry of @genetype/shared. Front-end code imports only from here, so the federation
// singleton gives every app the same stores and API client.
export * from './domain/index.js';
export * from './validation/index.js';
export * from './contracts/index.js';
export * from './storage/index.js';
export * from './api/index.js';
export * from './stores/index.js';
