// A request whose connection closed before the instance came to it is skipped (lib/abandoned.ts):
// nginx closes its connection when it stops waiting and sends the request elsewhere.
import { execFileSync } from 'node:child_process';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

describe('requests whose connection is gone', () => {
  let t: TestApp;
  let handled = 0;
  let port = 0;

  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {},
      {
        extend: (app) => {
          app.post('/probe', async () => {
            handled += 1;
            return { handled };
          });
        },
      },
    );
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
    // Building an app takes long on a loaded machine.
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  /**
   * Another process connects, sends a whole request and closes the connection, while this
   * process (the instance) is blocked: as a busy instance finds what nginx gave up on meanwhile.
   */
  const sendAndLeave = () => {
    const request =
      'POST /probe HTTP/1.1\\r\\nHost: x\\r\\nContent-Type: application/json\\r\\nContent-Length: 2\\r\\n\\r\\n{}';
    execFileSync(process.execPath, [
      '-e',
      `const s = require('node:net').connect(${port}, '127.0.0.1', () => s.end('${request}', () => process.exit(0)));  `,
    ]);
  };

  it('never runs the handler of a request its sender stopped waiting for', async () => {
    for (let i = 0; i < 3; i += 1) sendAndLeave();
    // Give the instance time to reach them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(handled).toBe(0);
  });

  it('serves a request whose sender waits, on the same instance', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/probe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ handled: 1 });
  });
});
