// Which methods a path takes, for the answers Fastify's router cannot give: a known path asked
// with a method it does not take is a 405 with `Allow` (RFC 9110 §15.5.6), not a 404, and a plain
// OPTIONS (not a CORS preflight) is a 204 with `Allow` (§9.3.7), not @fastify/cors's 400 in
// text/plain. The table is a second router (find-my-way, the one Fastify uses, with Fastify's
// defaults) filled from every route as it is registered, so it always matches the real routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Router from 'find-my-way';
import type { HTTPMethod } from 'find-my-way';
import { requestLanguage } from '../i18n/fastify.js';
import { t } from '../i18n/i18n.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods `url`'s path takes (with HEAD and OPTIONS), or [] for an unknown path. */
    allowedMethods(url: string): string[];
  }
}

const noop = () => undefined;

/** Registers the table; must run before any route (the core plugin). */
export function installAllowedMethods(app: FastifyInstance): void {
  // Fastify's router defaults: case-sensitive, trailing slash significant, 100-character params.
  const router = Router({ maxParamLength: 100 });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const name of ([] as string[]).concat(route.method)) {
      const method = name.toUpperCase() as HTTPMethod;
      if (method === 'OPTIONS') continue; // @fastify/cors answers OPTIONS on every path
      methods.add(method);
      // A plugin's '/' route answers with and without the trailing slash (Fastify's
      // prefixTrailingSlash 'both'), yet onRoute sees it once, as the prefix alone.
      const root = route.prefix && (route.routePath === '' || route.routePath === '/');
      const urls = root ? [route.prefix, `${route.prefix}/`] : [route.url];
      for (const url of urls) if (!router.hasRoute(method, url)) router.on(method, url, noop);
    }
  });
  app.decorate('allowedMethods', (url: string) => {
    const path = url.split('?')[0] ?? url;
    const allowed: string[] = [...methods].filter((method) => router.find(method, path));
    if (allowed.length === 0) return [];
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
    return [...allowed, 'OPTIONS'].sort();
  });
}

/** The answer to a method the path does not take: 405, `Allow`, `{ message }` in the language. */
export function methodNotAllowed(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: string[],
): FastifyReply {
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send({ message: t('common:methodNotAllowed', { lng: requestLanguage(request) }) });
}

/**
 * An OPTIONS that is not a CORS preflight (no Origin or no Access-Control-Request-Method): 204
 * with `Allow` on a known path, the usual 404 elsewhere. Installed after the security headers and
 * before @fastify/cors, which would refuse it with a 400 in text/plain.
 */
export function installPlainOptions(app: FastifyInstance): void {
  // A callback hook (every request passes it); one that answers does not call `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      request.method !== 'OPTIONS' ||
      (request.headers.origin && request.headers['access-control-request-method'])
    ) {
      done();
      return;
    }
    const allowed = app.allowedMethods(request.url);
    if (allowed.length === 0)
      void reply
        .status(404)
        .send({ message: t('common:notFound', { lng: requestLanguage(request) }) });
    else void reply.status(204).header('allow', allowed.join(', ')).send();
  });
}
