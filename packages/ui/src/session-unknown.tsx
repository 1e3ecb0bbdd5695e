// A stored session whose check did not answer (auth status `unknown`): the member is neither
// logged out nor a visitor, so the page says so and offers "다시 시도" (which checks again).
import { useAuthStore } from '@genetype/platform';
import { SHARED_UI_KO as ko } from '@genetype/platform';
import { useSharedUiT } from '@genetype/platform';
import { ErrorFallback } from './error-fallback.js';

/** The Korean texts (the view follows the page's language through the `shared-ui` catalogue). */
export const SESSION_UNKNOWN_TITLE = ko.sessionUnknown.title;
export const SESSION_UNKNOWN_MESSAGE = ko.sessionUnknown.message;

/** Checks the stored session again (the retry of every "unknown" view). */
export function checkSessionAgain(): Promise<void> {
  return useAuthStore.getState().loadUser();
}

export function SessionUnknown({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const t = useSharedUiT();
  return (
    <ErrorFallback
      title={t('sessionUnknown.title')}
      message={t('sessionUnknown.message')}
      headingLevel={headingLevel}
      onRetry={checkSessionAgain}
    />
  );
}
