import type { AxiosError } from 'axios';
import type { ApiMessage } from '@genetype/domain/contracts';

export type ApiError = AxiosError<Partial<ApiMessage> | undefined>;

/** axios' own test (`axios.isAxiosError`), without loading axios to ask it. */
export function isApiError(e: unknown): e is ApiError {
  return (
    typeof e === 'object' && e !== null && (e as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** The server's `{ message }` when there is one, else the fallback. */
export function errorMessage(e: unknown, fallback: string): string {
  if (!isApiError(e)) return fallback;
  const message = e.response?.data?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

export function errorStatus(e: unknown): number | undefined {
  return isApiError(e) ? e.response?.status : undefined;
}
