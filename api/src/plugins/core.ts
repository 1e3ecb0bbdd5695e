// Right after the configuration (plugins/config.ts): the clock as a decorator, then what every route
// relies on from its registration on: `{ message }` errors (and the methods each path takes, for
// 405s), the request's language, requests whose connection closed skipped, the edge's deadline for
// writes, the request id, the form rules.
import fp from 'fastify-plugin';
import { installLanguage } from '../i18n/index.js';
import type { AppOptions } from '../lib/app-options.js';
import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import { installAbandonedRequests } from '../lib/abandoned.js';
import { installClosing } from '../lib/closing.js';
import { installAllowedMethods } from '../lib/allowed-methods.js';
import { trackRequestsOnSockets } from '../lib/early-answers.js';
import { installEdgeDeadline } from '../lib/edge-deadline.js';
import { installErrorHandling } from '../lib/error-handler.js';
import { REQUEST_ID_HEADER } from '../lib/request-log.js';
import { installFormRules } from '../lib/validate.js';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export default fp<AppOptions>(
  async (app, { dependencies }) => {
    app.decorate('clock', dependencies.clock ?? systemClock);
    installAllowedMethods(app);
    installErrorHandling(app);
    installLanguage(app);
    installClosing(app, app.config.nodeEnv === 'production');
    installAbandonedRequests(app);
    installEdgeDeadline(app, app.clock);
    // Callback hooks here and in what every request passes (lib/, i18n/, plugins/http.ts): an
    // async hook costs a promise or two per request (issue 35, docs/benchmarks.md).
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    trackRequestsOnSockets(app);
    installFormRules(app);
  },
  { name: 'core', dependencies: ['config'] },
);
