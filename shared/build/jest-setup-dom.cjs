// jsdom lacks TextEncoder/TextDecoder, which React Router 7 needs (DESIGN §9).
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
require('@testing-library/jest-dom');
