// jsdom lacks TextEncoder/TextDecoder, which React Router 7 needs (DESIGN §9).
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
require('@testing-library/jest-dom');

// Lazy pages resolve through dynamic imports that swc/jest compile on first use: on a loaded
// 2-core CI machine that can take longer than Testing Library's 1 s default for findBy*/waitFor.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
