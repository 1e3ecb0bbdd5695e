// What a Kakao return page shows when it fails: a key of this app's catalogue, translated when
// shown (texts registered after the failure — an English catalogue still arriving — apply), or the
// server's own message, already in the page's language.
import { errorMessage } from '@genetype/platform';

export type Failure = { key: string } | { text: string };

export function failureOf(error: unknown, key: string): Failure {
  const text = errorMessage(error, '');
  return text ? { text } : { key };
}

export function failureText(failure: Failure, t: (key: string) => string): string {
  return 'key' in failure ? t(failure.key) : failure.text;
}
