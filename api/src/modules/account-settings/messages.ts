// The settings calls' answers in Korean (the catalogue, messages.ko.ts), for tests and docs.
import ko from './messages.ko.js';

export const SETTINGS_MESSAGES = ko;
