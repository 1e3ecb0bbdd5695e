// jsdom lacks TextEncoder/TextDecoder, which React Router 7 needs (DESIGN §9).
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
require('@testing-library/jest-dom');

// Lazy pages resolve through dynamic imports that swc/jest compile on first use: on a loaded
// 2-core CI machine that can take longer than Testing Library's 1 s default for findBy*/waitFor.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// TanStack Query tells React about a settled query or mutation in a setTimeout(0), which fake
// timers hold back; a promise microtask is not faked, so tests see results as the browser does.
require('@tanstack/react-query').notifyManager.setScheduler((callback) => {
  void Promise.resolve().then(callback);
});
// One client for the page, so one cache for a test file: each test starts with it empty.
afterEach(() => require('@genetype/platform/query').queryClient.clear());
