// Loads the family (the own result and those answered for) in one hook: a small fetch-in-effect
// hook in the style of the app, easy to turn into a query later.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, questionsApi, useAuthStore } from '@genetype/platform';
import { showSessionExpiredOn } from '../../../lib/session-expired';
import type { FamilyMember } from './family-model';
import { familyOf } from './family-model';
import { appText } from '../../../i18n';

export type FamilyState =
  | { status: 'loading' }
  | { status: 'ready'; members: FamilyMember[] }
  | { status: 'failed'; message: string };

export function useFamily(): FamilyState & {
  /** Replaces one member's result after an edit (the relation), without reloading the rest. */
  replace: (member: FamilyMember) => void;
} {
  const nickname = useAuthStore((state) => state.user?.nickname ?? null);
  const [state, setState] = useState<FamilyState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.all([questionsApi.myResult(), questionsApi.otherResults()]).then(
      ([mine, others]) => {
        if (current) setState({ status: 'ready', members: familyOf(mine, others, nickname) });
      },
      (error: unknown) => {
        showSessionExpiredOn(error);
        if (current)
          setState({
            status: 'failed',
            message: errorMessage(error, appText('family.fetchFailed')),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [nickname]);

  const replace = useCallback((member: FamilyMember) => {
    setState((previous) =>
      previous.status === 'ready'
        ? {
            status: 'ready',
            members: previous.members.map((entry) => (entry.id === member.id ? member : entry)),
          }
        : previous,
    );
  }, []);

  return { ...state, replace };
}
