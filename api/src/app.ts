// The composition root: the server's own options, then the app-wide plugins (src/plugins: decorators
// and hooks, in the order their declared dependencies give), the development stand-ins outside
// production, and one encapsulated route plugin per area (src/modules/<area>/index.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import type { AutoloadPluginOptions } from '@fastify/autoload';
import type { Server } from 'node:http';
import type {
  FastifyHttpOptions,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyServerOptions,
} from 'fastify';
import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config/index.js';
import type { AppDependencies, AppOptions } from './lib/app-options.js';
import { clientErrorHandler, frameworkErrorHandler } from './lib/early-answers.js';
import { logSerializers, REDACTED_PATHS, requestIdOf } from './lib/request-log.js';
import { AJV_OPTIONS, schemaErrorFormatter } from './lib/schema.js';

export type { AppDependencies } from './lib/app-options.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * The development plugin (src/dev): the production build (tsconfig.build.json) leaves src/dev out,
 * so it is imported by a name TypeScript does not follow, and only outside production.
 */
const DEVELOPMENT_PLUGIN = './dev/plugin.js';

async function developmentPlugin(): Promise<FastifyPluginAsync<AppOptions>> {
  try {
    const loaded = (await import(DEVELOPMENT_PLUGIN)) as {
      default: FastifyPluginAsync<AppOptions>;
    };
    return loaded.default;
  } catch (error) {
    throw new Error(
      `The development stand-ins (${path.join(HERE, 'dev')}) are missing: build them (npm run build -w @genetype/api) or run with NODE_ENV=production`,
      { cause: error },
    );
  }
}

// Requests are small JSON documents; anything bigger is a mistake or an attack.
const BODY_LIMIT = 256 * 1024;

/**
 * How autoload brings the plugins in: the way this module itself was loaded. Built, the API is ES
 * modules and autoload import()s them; under Jest, swc compiles everything to CommonJS, and an
 * import() from inside autoload would bypass Jest's module system (and its TypeScript transform),
 * so autoload must require() them. (`packageType` overrides what autoload reads from package.json.)
 */
const packageType = typeof require === 'function' ? 'commonjs' : 'module';

function loggerOptions(
  config: Config,
  stream: DestinationStream | undefined,
): FastifyServerOptions['logger'] {
  // No personal data in the logs (lib/request-log.ts): URLs without their tokens, errors scrubbed,
  // and the usual carriers of secrets redacted wherever a log call passes them.
  const options = {
    level: config.logLevel,
    serializers: logSerializers,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
  if (stream) return options;
  // pino-pretty is a dev dependency: only a developer's terminal gets it.
  if (config.nodeEnv === 'development' && process.stdout.isTTY) {
    return {
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return options;
}

function serverOptions(config: Config, logStream: DestinationStream | undefined) {
  const production = config.nodeEnv === 'production';
  const { http } = config;
  return {
    logger: loggerOptions(config, logStream),
    // The proxy's X-Request-Id when sane (else a new one) names every log line of the request and
    // goes back in the answer, so a member's report, nginx's log and ours meet on one id.
    genReqId: requestIdOf,
    // Only the configured proxies' X-Forwarded-For is believed: their addresses, or a hop count
    // (Fastify reads a bare number as "trust none", so the count is passed as proxy-addr's function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // avvio's 10 s per plugin also covers autoload importing every route module: on a loaded
    // 2-core machine (CI, the test suites in parallel) that alone can take longer. A plugin that
    // truly hangs still fails the start.
    pluginTimeout: 60_000,
    // Every route declares its schemas (lib/schema.ts): refused input is a 400 in the request's
    // language (Korean by default).
    ajv: AJV_OPTIONS,
    schemaErrorFormatter,
    // Answers before routing (a bad URL, a path parameter over 100 characters) and Node's own
    // (headers too large, too slow, not HTTP) carry the headers and language of every other one.
    frameworkErrors: frameworkErrorHandler(production),
    clientErrorHandler: clientErrorHandler(production),
    // While closing, a request on a kept-alive connection gets the JSON 503 of lib/closing.ts,
    // with every header, instead of Fastify's bare one.
    return503OnClosing: false,
    // Slow clients (docs/security.md, "Slow clients"): the headers, the whole request and an idle
    // connection each have a deadline; Node checks the first two every `connectionsCheckingInterval`.
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, http.headersTimeoutMs / 4)),
    },
  } satisfies FastifyHttpOptions<Server>;
}

export async function buildApp(
  config: Config,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, dependencies.logStream));
  const options: AppOptions = { config, dependencies };
  const plugins: AutoloadPluginOptions = { dir: path.join(HERE, 'plugins'), options };
  await app.register(autoload, { ...plugins, packageType } as AutoloadPluginOptions);
  // The local identity providers and the mail outbox page: never in production.
  if (config.nodeEnv !== 'production') await app.register(await developmentPlugin(), options);
  // One folder per area; its index.ts is the area's route plugin (autoPrefix: where it is mounted).
  const modules: AutoloadPluginOptions = {
    dir: path.join(HERE, 'modules'),
    options,
    dirNameRoutePrefix: false,
    maxDepth: 1,
  };
  await app.register(autoload, { ...modules, packageType } as AutoloadPluginOptions);
  return app;
}
