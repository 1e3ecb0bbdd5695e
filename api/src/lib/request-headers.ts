import type { FastifyRequest } from 'fastify';
import { TOKEN_HEADERS } from '@genetype/domain/contracts';

// Browsers' storage wrappers sometimes stringify an empty slot; those are no token at all.
const EMPTY_VALUES = new Set(['', 'null', 'undefined']);

function single(value: string | string[] | undefined): string | null {
  const first = (Array.isArray(value) ? value[0] : value)?.trim();
  return first === undefined || EMPTY_VALUES.has(first) ? null : first;
}

/** The access token of `Authorization: Bearer <token>`. */
export function readAccessToken(request: FastifyRequest): string | null {
  const header = single(request.headers.authorization);
  const match = header === null ? null : /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ? single(match[1]) : null;
}

export function readRefreshToken(request: FastifyRequest): string | null {
  return single(request.headers[TOKEN_HEADERS.refreshToken]);
}
