import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 32 random bytes, URL-safe: the opaque refresh token handed to the client. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Refresh tokens are stored only as this digest, so a database leak does not leak sessions. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const newId = (): string => randomUUID();
