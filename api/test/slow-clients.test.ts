// Issue 36, items 6 and 4: the API closes connections that trickle their headers or body, or sit
// idle, and every answer it gives outside a route (Node's 408/431/400, Fastify's bad URL and long
// path parameter) carries the site's header policy, a request id and a `{ message }` in the
// request's language. Real sockets, with the timeouts cut to fractions of a second.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { apiHeaders } from '@genetype/tooling/build/security-headers.cjs';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const POLICY = apiHeaders({ production: false });

const TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT: '400ms',
  HTTP_REQUEST_TIMEOUT: '1000ms',
  HTTP_KEEP_ALIVE_TIMEOUT: '400ms',
  HTTP_IDLE_TIMEOUT: '1500ms',
};

interface Exchange {
  /** Everything the server sent. */
  text: string;
  /** When the server closed the connection, ms after it opened (null: still open at the end). */
  closedAfterMs: number | null;
}

/**
 * Opens a connection, writes `chunks` (a number waits that many ms first), and waits until the
 * server closes it or `giveUpMs` passes.
 */
function exchange(port: number, chunks: (string | number)[], giveUpMs = 4000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(giveUp);
      socket.destroy();
      const text = Buffer.concat(received).toString('utf8');
      resolve({ text, closedAfterMs: closed ? performance.now() - started : null });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (data) => received.push(data));
    socket.on('close', () => finish(true));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? finish(true) : reject(error),
    );
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (done) return;
        if (typeof chunk === 'number') await new Promise((r) => setTimeout(r, chunk));
        else socket.write(chunk);
      }
    });
  });
}

/** The status, headers (lower-case names) and JSON body of the first answer of a raw exchange. */
function firstAnswer(text: string) {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  const length = Number(headers['content-length'] ?? 0);
  const body = rest.join('\r\n\r\n').slice(0, length);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** A CSP as its directives (helmet writes `a;b`, the policy module `a; b`). */
const directives = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

function expectPolicy(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(POLICY)) {
    const given = headers[name.toLowerCase()];
    if (name === 'Content-Security-Policy') expect(directives(given)).toEqual(directives(value));
    else expect(given).toBe(value);
  }
  expect(headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
}

/** `count` bytes, one every `everyMs`. */
const trickle = (count: number, everyMs: number): (string | number)[] =>
  Array.from({ length: count }, () => [everyMs, 'a']).flat();

describe('slow clients and answers before routing', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite', TIMEOUTS);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a body that trickles a byte at a time, with a 408 in the policy', async () => {
    const head =
      'POST /user/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\n' +
      'Accept-Language: en\r\nContent-Length: 400\r\n\r\n{';
    const slow = await exchange(port, [head, ...trickle(40, 100)]);
    // The request's deadline (1 s) and Node's check of it (every 100 ms here), not the 4 s trickle.
    expect(slow.closedAfterMs).not.toBeNull();
    expect(slow.closedAfterMs!).toBeLessThan(2500);
    const answer = firstAnswer(slow.text);
    expect(answer.status).toBe(408);
    expectPolicy(answer.headers);
    expect(JSON.parse(answer.body)).toEqual({
      message:
        'The request took too long to arrive, so the connection was closed. Please try again.',
    });
  });

  it('closes headers that trickle, in Korean by default', async () => {
    const slow = await exchange(port, [
      'GET /health HTTP/1.1\r\nHost: api\r\nX-Slow: ',
      ...trickle(40, 100),
    ]);
    expect(slow.closedAfterMs!).toBeLessThan(2000);
    const answer = firstAnswer(slow.text);
    expect(answer.status).toBe(408);
    expectPolicy(answer.headers);
    expect(JSON.parse(answer.body).message).toMatch(/연결을 닫았어요/);
  });

  it('closes a connection that sends nothing, and an idle kept-alive one', async () => {
    const silent = await exchange(port, []);
    expect(silent.closedAfterMs).not.toBeNull();
    expect(silent.closedAfterMs!).toBeLessThan(2500);
    const kept = await exchange(port, ['GET /health HTTP/1.1\r\nHost: api\r\n\r\n']);
    expect(firstAnswer(kept.text).status).toBe(200);
    // The keep-alive deadline (400 ms), well before the 4 s this exchange would wait.
    expect(kept.closedAfterMs!).toBeLessThan(2000);
  });

  it('lets an honest slow upload through (a body in pieces, within the deadline)', async () => {
    const body = JSON.stringify({ login: 'slowmember1', password: 'Wr0ngpass!' });
    const pieces = body.match(/.{1,10}/g)!;
    const upload = await exchange(port, [
      `POST /user/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
      ...pieces.flatMap((piece) => [100, piece]),
    ]);
    const answer = firstAnswer(upload.text);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/아이디 또는 비밀번호/);
  });

  it("answers Node's 431 (headers too large) as JSON in the policy, in the member's language", async () => {
    const big = `GET /health HTTP/1.1\r\nHost: api\r\nAccept-Language: en\r\nX-Request-Id: probe-431-abcdef\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`;
    const answer = firstAnswer((await exchange(port, [big])).text);
    expect(answer.status).toBe(431);
    expectPolicy(answer.headers);
    expect(answer.headers['x-request-id']).toBe('probe-431-abcdef');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body).message).toMatch(/headers are too large/);
  });

  it('answers bytes that are no HTTP with a 400 in the policy', async () => {
    const answer = firstAnswer((await exchange(port, ['HELLO THERE\r\n\r\n'])).text);
    expect(answer.status).toBe(400);
    expectPolicy(answer.headers);
    expect(JSON.parse(answer.body).message).toBe('요청을 읽을 수 없어요. 다시 시도해 주세요.');
  });

  it("answers Fastify's refusals before routing (a path parameter over 100 characters, a bad URL) in the policy", async () => {
    for (const url of [`/results/${'r'.repeat(101)}`, '/results/%E0%A4%A']) {
      const english = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en' },
      });
      expect(english.statusCode).toBe(400);
      expectPolicy(english.headers);
      expect(english.json<{ message: string }>().message).toMatch(
        /^The request address is invalid\.$/,
      );
      const korean = await t.app.inject({ method: 'GET', url });
      expect(korean.json<{ message: string }>().message).toBe('요청 주소가 올바르지 않아요.');
    }
  });

  it('every routed answer carries the same policy', async () => {
    for (const url of ['/health', '/nowhere'])
      expectPolicy((await t.app.inject({ method: 'GET', url })).headers);
  });
});
