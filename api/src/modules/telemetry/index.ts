import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { FieldSummary, RemoteTelemetrySummary } from '@genetype/domain/contracts';
import { isoAt } from '../../lib/clock.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { addressKey } from '../../lib/rate-limit-keys.js';
import {
  INVALID_SINCE_MESSAGE,
  fieldReportSchema,
  fieldSummarySchema,
  remoteFailuresSchema,
  remoteLoadsSchema,
  remoteSummarySchema,
} from './telemetry-route-schemas.js';
import { TelemetryRepository } from './telemetry-repository.js';
import { FieldRepository } from './field-repository.js';
import { FieldMetrics, KnownVersions, foldRoute } from './field-metrics.js';
import { t } from '../../i18n/i18n.js';

/**
 * Reports per address per minute: a page sends at most one per module (plus failures), and many
 * members can share one address (offices, mobile carriers).
 */
const REPORTS_PER_MINUTE = 600;

export { INVALID_SINCE_MESSAGE };
const DEFAULT_WINDOW_MS = 24 * 3600_000;

/** `since` as an ISO date: the given one, or 24 hours before `now`; anything unreadable is a 400. */
function sinceOf(sinceText: string | undefined, now: number): string {
  if (sinceText === undefined) return isoAt(now - DEFAULT_WINDOW_MS);
  const parsed = Date.parse(sinceText);
  if (Number.isNaN(parsed)) throw badRequest(INVALID_SINCE_MESSAGE);
  return isoAt(parsed);
}

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
      const since = sinceOf(request.query.since, clock());
      return { since, versions: await telemetry.summary(since) };
    },
  );

  // Field metrics (issue #39): one sampled page view per report, on /metrics and in field_views.
  // The shell sends it with navigator.sendBeacon as the page goes, whose string body is text/plain
  // (a JSON type would need a CORS preflight a closing page cannot wait for): read as JSON here, in
  // this area only — the rest of the API still refuses text/plain with a 415. Nothing here acts for
  // a session, so a cross-site form posting text cannot do anything a script could not.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, body.toString(), done),
  );
  const field = new FieldRepository(app.db);
  const fieldMetrics = new FieldMetrics(app.metricsRegistry);
  const knownVersions = new KnownVersions(
    () => telemetry.recentVersions(isoAt(clock() - DEFAULT_WINDOW_MS)),
    clock,
  );
  const fieldRateLimit = {
    ...rateLimit,
    keyGenerator: (request: FastifyRequest) => `telemetry-field:${addressKey(request.ip)}`,
  };

  app.post(
    '/field',
    { schema: fieldReportSchema, config: { rateLimit: fieldRateLimit } },
    async (request, reply) => {
      // A module listed twice counts once, by its first entry (JSON Schema cannot say "unique by
      // module", and the OpenAPI document is the contract of what is accepted).
      const seen = new Set<string>();
      const report = {
        ...request.body,
        modules: request.body.modules.filter(({ module }) => !seen.has(module) && seen.add(module)),
      };
      const folded = { ...report, route: foldRoute(report.route) };
      const labels = await Promise.all(
        report.modules.map(async ({ module, version }) => ({
          module,
          version: await knownVersions.fold(module, version),
        })),
      );
      fieldMetrics.observe(folded, labels);
      // The stored rows keep the exact version: the rollout command asks for its canary by name,
      // and the table is bounded by its window (48 h), not by a label set.
      const now = clock();
      await field.record(folded, isoAt(now));
      await field.pruneIfDue(now);
      return reply.status(204).send();
    },
  );

  app.get(
    '/field-summary',
    { schema: fieldSummarySchema },
    async (request): Promise<FieldSummary> => {
      const { module } = request.query;
      const since = sinceOf(request.query.since, clock());
      return { module, since, versions: await field.summary(module, since) };
    },
  );
};

export default telemetryModule;
export const autoPrefix = '/telemetry';
