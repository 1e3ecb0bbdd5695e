// The family (the own result and those answered for) as the tab and its pages show it, read
// through the shared query client.
import { useCallback, useMemo } from 'react';
import { errorMessage, useAuthStore } from '@genetype/platform';
import { useApiQuery } from '@genetype/platform/query';
import type { FamilyMember } from './family-model';
import { familyOf } from './family-model';
import { familyQuery, replaceFamilyResult } from './api/family';
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
  const family = useApiQuery(familyQuery());
  const members = useMemo(
    () => (family.data ? familyOf(family.data.mine, family.data.others, nickname) : null),
    [family.data, nickname],
  );
  const replace = useCallback((member: FamilyMember) => replaceFamilyResult(member.view), []);

  if (members) return { status: 'ready', members, replace };
  if (family.isError)
    return {
      status: 'failed',
      message: errorMessage(family.error, appText('family.fetchFailed')),
      replace,
    };
  return { status: 'loading', replace };
}
