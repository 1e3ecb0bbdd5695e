// A closing instance (SIGTERM in a rolling restart: docs/operations.md) finishes what it holds and
// refuses what still arrives on connections the edge kept alive: 503, which nginx retries on the
// other instance, and `Connection: close`. The answer is the API's like any other — JSON
// `{ message }` in the request's language with the site's headers — for the rare client that
// sees it (every instance closing at once, or no edge in front).
import type { FastifyInstance } from 'fastify';
import { earlyHeaders } from './early-answers.js';
import { REQUEST_ID_HEADER } from './request-log.js';
import { t } from '../i18n/i18n.js';

export function installClosing(app: FastifyInstance, production: boolean): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: it runs on every request, and an async one costs a promise or two each.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    // Sent as it is, before the hooks that add the headers run: the route's own 503 shape (the
    // health check's) does not describe this one. Answered here, so `done` is not called.
    void reply
      .code(503)
      .headers(earlyHeaders(production))
      .header(REQUEST_ID_HEADER, request.id)
      .header('connection', 'close')
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ message: t('common:request.closing') });
  });
}
