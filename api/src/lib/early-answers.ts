// The answers the API gives before any route (or even a parsed request) exists: Fastify's framework
// errors (a URL that does not decode, a path parameter over 100 characters) and Node's client
// errors (headers too large, a client too slow, bytes that are no HTTP). None of them passes the
// hooks that put the headers on every other answer, so they take them here (issue 36): the one
// header policy of the site (`apiHeaders`, packages/tooling/build/security-headers.cjs), a request
// id, and a JSON `{ message }` in the request's language.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiHeaders } from '@genetype/tooling/build/security-headers.cjs';
import type { ApiLanguage } from '../i18n/index.js';
import { languageFromHeader, requestLanguage, t } from '../i18n/index.js';
import { clientErrorMessage } from './error-handler.js';
import { REQUEST_ID_HEADER, saneRequestId } from './request-log.js';

/** The headers of an answer written before the hooks: the policy, and never cached. */
export function earlyHeaders(production: boolean): Record<string, string> {
  return { ...apiHeaders({ production }), 'Cache-Control': 'no-store' };
}

/** Fastify's `frameworkErrors`: a 400 like any other refusal of the API. */
export function frameworkErrorHandler(production: boolean) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const language = requestLanguage(request);
    void reply
      .code(400)
      .headers({
        ...earlyHeaders(production),
        'Content-Language': language,
        [REQUEST_ID_HEADER]: request.id,
      })
      .send({ message: clientErrorMessage(error, language) });
  };
}

// Node's client errors: the status a browser or a proxy understands, and the member's words.
const CLIENT_ERRORS: Record<string, { status: number; key: string }> = {
  // The headers or the whole request did not arrive in time (HTTP_HEADERS/REQUEST_TIMEOUT).
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'common:request.tooSlow' },
  HPE_HEADER_OVERFLOW: { status: 431, key: 'common:request.headersTooLarge' },
};
const MALFORMED = { status: 400, key: 'common:request.malformed' };

/**
 * The request being read or handled on a connection: when its body is too slow, Node's error
 * comes without the bytes of its headers, and the answer still names it and speaks its language.
 */
const inFlight = new WeakMap<Socket, { id: string; language: ApiLanguage }>();

/** Remembers each request on its connection while it is in flight (hooks of the core plugin). */
export function trackRequestsOnSockets(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.set(request.raw.socket, { id: request.id, language: requestLanguage(request) });
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    inFlight.delete(request.raw.socket);
    done();
  });
}

/** A header of the bytes received so far (the request is not parsed when the error comes). */
function rawHeader(packet: unknown, name: string): string | undefined {
  if (!Buffer.isBuffer(packet)) return undefined;
  const match = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(
    packet.toString('latin1'),
  );
  return match?.[1];
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError` event): the answer Fastify's default writes,
 * with the headers and the message every other answer has. A connection the client already closed
 * gets nothing.
 */
export function clientErrorHandler(production: boolean) {
  return function onClientError(
    this: FastifyInstance,
    error: Error & { code?: string; rawPacket?: unknown },
    socket: Socket,
  ): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, key } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
    // The request in flight when its headers were read, else what arrived of them.
    const current = inFlight.get(socket);
    const id = current?.id ?? saneRequestId(rawHeader(error.rawPacket, REQUEST_ID_HEADER));
    const language =
      current?.language ?? languageFromHeader(rawHeader(error.rawPacket, 'accept-language'));
    const body = JSON.stringify({ message: t(key, { lng: language }) });
    this.log.info({ code: error.code, status, reqId: id }, 'client error');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const headers: Record<string, string | number> = {
      ...earlyHeaders(production),
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Content-Language': language,
      [REQUEST_ID_HEADER]: id,
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    // A client that never reads its answer does not keep the socket.
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}
