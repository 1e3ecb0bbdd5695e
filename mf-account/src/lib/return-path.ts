import { takeReturnPath } from '@genetype/platform';

/** Where a member goes after a social login: the stored referrer (spec §2), else home. Clears it. */
export function returnPathAfterLogin(): string {
  return takeReturnPath() ?? '/';
}
