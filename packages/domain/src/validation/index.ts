// Pure entry point (@genetype/domain/validation): used by the forms and by the API.
export * from './messages.js';
export * from './patterns.js';
export * from './fields.js';
export * from './forms.js';
export * from './consents.js';
export * from './recovery.js';
export * from './search.js';
export * from './other-person.js';
export * from './catalogue-messages.js';
