export * from './i18n.js';
export { installLanguage, requestLanguage, varyByLanguage } from './fastify.js';
