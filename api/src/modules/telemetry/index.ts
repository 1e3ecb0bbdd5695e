import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { RemoteTelemetrySummary } from '@genetype/domain/contracts';
import { isoAt } from '../../lib/clock.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { addressKey } from '../../lib/rate-limit-keys.js';
import {
  INVALID_SINCE_MESSAGE,
  remoteFailuresSchema,
  remoteLoadsSchema,
  remoteSummarySchema,
} from './telemetry-route-schemas.js';
import { TelemetryRepository } from './telemetry-repository.js';
import { t } from '../../i18n/i18n.js';

/**
 * Reports per address per minute: a page sends at most one per module (plus failures), and many
 * members can share one address (offices, mobile carriers).
 */
const REPORTS_PER_MINUTE = 600;

export { INVALID_SINCE_MESSAGE };
const DEFAULT_WINDOW_MS = 24 * 3600_000;

/**
 * Remote-load telemetry (issue #8, docs/api.md): the shell reports which version of each module a
 * page ran and which chosen versions failed; `npm run rollout -- status` reads the summary.
 */
export const telemetryModule: FastifyPluginAsyncTypebox = async (app) => {
  const telemetry = new TelemetryRepository(app.db);
  const { clock } = app;
  const rateLimit = {
    max: REPORTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `telemetry:${addressKey(request.ip)}`,
    errorResponseBuilder: () => new HttpError(429, t('telemetry:tooMany')),
  };

  app.post(
    '/remote-loads',
    { schema: remoteLoadsSchema, config: { rateLimit } },
    async (request, reply) => {
      await telemetry.recordLoad(request.body, isoAt(clock()));
      return reply.status(204).send();
    },
  );

  app.post(
    '/remote-failures',
    { schema: remoteFailuresSchema, config: { rateLimit } },
    async (request, reply) => {
      const report = request.body;
      await telemetry.recordFailure(report, isoAt(clock()));
      request.log.warn({ remoteFailure: report }, 'a remote version failed in a browser');
      return reply.status(204).send();
    },
  );

  app.get(
    '/remote-summary',
    { schema: remoteSummarySchema },
    async (request): Promise<RemoteTelemetrySummary> => {
      const { since: sinceText } = request.query;
      let since = isoAt(clock() - DEFAULT_WINDOW_MS);
      if (sinceText !== undefined) {
        const parsed = Date.parse(sinceText);
        if (Number.isNaN(parsed)) throw badRequest(INVALID_SINCE_MESSAGE);
        since = isoAt(parsed);
      }
      return { since, versions: await telemetry.summary(since) };
    },
  );
};

export default telemetryModule;
export const autoPrefix = '/telemetry';
