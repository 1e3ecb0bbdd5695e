import type { FastifyRequest } from 'fastify';
import { unauthorized } from './http-error.js';

/** Who made the request, set by the authenticate pre-handler. */
export interface AuthContext {
  userId: string;
  /** The session (refresh-token family) of the access token; null for tokens minted before `sid`. */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The caller of a route guarded by `authenticate`; a guard left off by mistake fails closed. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
