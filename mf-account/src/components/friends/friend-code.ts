// A friend's share code as members paste it: the code itself, or their /s/{code} address.
import { SHARE_CODE_PATTERN } from '@genetype/domain/contracts';

/** The compare with the friend behind a code (the family compare page, friend mode). */
export const friendComparePath = (code: string): string =>
  `/family/compare?${new URLSearchParams({ friend: code }).toString()}`;

/** The code in what a member pasted (a code, /s/{code}, or a full address), or null. */
export function shareCodeFrom(input: string): string | null {
  const text = input.trim();
  if (SHARE_CODE_PATTERN.test(text)) return text;
  const match = /\/s\/([A-Za-z0-9_-]+)\/?(?:[?#].*)?$/.exec(text);
  const code = match?.[1];
  return code && SHARE_CODE_PATTERN.test(code) ? code : null;
}
