import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RemoteTelemetrySummary } from '@genetype/domain/contracts';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { validateBody } from '../../lib/validate.js';
import {
  INVALID_SINCE_MESSAGE,
  remoteFailuresSchema,
  remoteLoadsSchema,
  remoteSummarySchema,
} from './telemetry-route-schemas.js';
import { remoteFailureSchema, remoteLoadSchema } from './telemetry-schemas.js';
import type { TelemetryRepository } from './telemetry-repository.js';
import { t } from '../../i18n/i18n.js';

export interface TelemetryModuleOptions {
  telemetry: TelemetryRepository;
  clock: Clock;
  /** Reports per address per minute: a page sends at most one per module (plus failures), and many
   * members can share one address (offices, mobile carriers). */
  reportsPerMinute?: number;
}

export { INVALID_SINCE_MESSAGE };
const DEFAULT_WINDOW_MS = 24 * 3600_000;

/**
 * Remote-load telemetry (issue #8, docs/api.md): the shell reports which version of each module a
 * page ran and which chosen versions failed; `npm run rollout -- status` reads the summary.
 */
export async function telemetryModule(
  app: FastifyInstance,
  options: TelemetryModuleOptions,
): Promise<void> {
  const { telemetry, clock, reportsPerMinute = 600 } = options;
  const rateLimit = {
    max: reportsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `telemetry:${request.ip}`,
    errorResponseBuilder: () => new HttpError(429, t('telemetry:tooMany')),
  };

  app.post(
    '/remote-loads',
    { schema: remoteLoadsSchema, config: { rateLimit } },
    async (request, reply) => {
      const report = await validateBody(remoteLoadSchema, request.body);
      await telemetry.recordLoad(report, isoAt(clock()));
      return reply.status(204).send();
    },
  );

  app.post(
    '/remote-failures',
    { schema: remoteFailuresSchema, config: { rateLimit } },
    async (request, reply) => {
      const report = await validateBody(remoteFailureSchema, request.body);
      await telemetry.recordFailure(report, isoAt(clock()));
      request.log.warn({ remoteFailure: report }, 'a remote version failed in a browser');
      return reply.status(204).send();
    },
  );

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
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
}
