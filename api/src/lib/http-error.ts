/** An error whose status and message are meant for the client (in the request's language, 4xx/5xx). */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** The exact text the client's interceptor matches to clear the session (spec §8). */
export const NOT_AUTHENTICATED = 'Not authenticated';

export const unauthorized = (): HttpError => new HttpError(401, NOT_AUTHENTICATED);
export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
