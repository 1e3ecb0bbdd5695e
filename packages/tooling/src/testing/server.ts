// One MSW server per test file: `startApiServer()` at the top of a test file starts it with the
// default handlers, resets what a test added after each test, and fails a test that sent a call
// no handler answered.
// Suites that use it run in `jest-fixed-jsdom` (jsdom with Node's fetch, streams and
// TextEncoder, which MSW needs): put `@jest-environment jest-fixed-jsdom` in the file's docblock.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { apiClient } from '@genetype/platform';
import { apiUrl, defaultHandlers } from './handlers.js';

export const server = setupServer(...defaultHandlers);

export function startApiServer(): typeof server {
  // MSW's 'error' fails only the request (which a screen may show as a handled error, with
  // console.error silenced): the test itself fails on a call nobody answered.
  const unanswered: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    const calls = unanswered.splice(0);
    if (calls.length > 0) {
      throw new Error(`The test sent API calls no handler answered: ${calls.join(', ')}`);
    }
  });
  afterAll(() => server.close());
  return server;
}

/** A request the API received in a test. */
export interface ApiCall {
  url: URL;
  /** The JSON body (undefined without one). */
  body: unknown;
  headers: Headers;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Reply = Response | Promise<Response> | Promise<never>;

/**
 * Answers `method path` (an API path, `:params` allowed) for the rest of the test and records
 * each call. `reply` is the JSON body of a 200, or a function of the call returning a Response
 * (`apiError(409, '…')`, a never-settling promise for "still loading", …).
 */
export function answer(
  method: Method,
  path: string,
  reply: ((call: ApiCall) => Reply) | object | null = null,
): ApiCall[] {
  const calls: ApiCall[] = [];
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      const text = method === 'get' ? '' : await request.text();
      const call = {
        url: new URL(request.url),
        body: text ? JSON.parse(text) : undefined,
        headers: request.headers,
      };
      calls.push(call);
      return typeof reply === 'function' ? reply(call) : HttpResponse.json(reply);
    }),
  );
  return calls;
}

/** The API's error answer: `{ message }` with the status. */
export function apiError(status: number, message = 'error'): Response {
  return HttpResponse.json({ message }, { status });
}

/** An answer that never comes (the screen stays loading or submitting). */
export const never = (): Promise<never> => new Promise<never>(() => undefined);

const CLIENT_METHODS = [
  'request',
  'get',
  'delete',
  'head',
  'options',
  'post',
  'put',
  'patch',
] as const;
type ClientCall = (...args: unknown[]) => unknown;
const clientMethods = apiClient as unknown as Record<(typeof CLIENT_METHODS)[number], ClientCall>;
const unspied = Object.fromEntries(
  CLIENT_METHODS.map((method) => [method, clientMethods[method]]),
) as Record<(typeof CLIENT_METHODS)[number], ClientCall>;

/**
 * The calls the app makes to the API client from now on, as `GET /path`, each recorded when it is
 * made: before the request has left, let alone reached MSW. For a test that a screen sends no
 * call: one made while rendering or in a render's effects is in the record once `render` returns,
 * so the test has a definite point to check at instead of waiting for a request that might be on
 * its way. The calls still go out. Ends with `jest.restoreAllMocks()`.
 */
export function recordApiCalls(): string[] {
  const calls: string[] = [];
  for (const method of CLIENT_METHODS) {
    jest.spyOn(clientMethods, method).mockImplementation((...args: unknown[]) => {
      const config = (typeof args[0] === 'string' ? { url: args[0] } : args[0]) as {
        url?: string;
        method?: string;
      };
      const verb = method === 'request' ? (config.method ?? 'get') : method;
      calls.push(`${verb.toUpperCase()} ${config.url}`);
      return unspied[method](...args);
    });
  }
  return calls;
}
