// Pure entry point (@genetype/domain/contracts): types shared by the apps and the API.
export * from './user.js';
export * from './auth.js';
export * from './common.js';
export * from './social.js';
export * from './identity-check.js';
export * from './questions.js';
export * from './search.js';
export * from './telemetry.js';
export * from './account-settings.js';
export * from './withdrawal.js';
export * from './reviews.js';
export * from './profiles.js';
export * from './page-meta.js';
