// The family's one read (the member's own result and everyone they answered for), with its query
// key beside it, and the relation change that edits one person in place.
import { apiClient, questionsApi } from '@genetype/platform';
import { queryClient } from '@genetype/platform/query';
import type { FamilyRelation } from '@genetype/domain';
import type { ResultView } from '@genetype/domain/contracts';
import { showSessionExpiredOn } from '../../../../lib/session-expired';

export interface FamilyResults {
  mine: ResultView;
  others: ResultView[];
}

export const familyKeys = {
  all: ['family'] as const,
  results: () => [...familyKeys.all, 'results'] as const,
};

async function fetchFamily(): Promise<FamilyResults> {
  try {
    const [mine, others] = await Promise.all([
      questionsApi.myResult(),
      questionsApi.otherResults(),
    ]);
    return { mine, others };
  } catch (error) {
    // An ended session says so where the member is, as any page of the account does.
    showSessionExpiredOn(error);
    throw error;
  }
}

export const familyQuery = () => ({
  queryKey: familyKeys.results(),
  queryFn: fetchFamily,
  // Read afresh on every opening of the tab or page, as before the shared client.
  gcTime: 0,
});

/** `PATCH /results/others/:resultId`: a person's relation to the member. */
export async function setRelation(resultId: string, relation: FamilyRelation): Promise<ResultView> {
  const { data } = await apiClient.patch<ResultView>(
    `/results/others/${encodeURIComponent(resultId)}`,
    { relation },
  );
  return data;
}

/** Puts one person's edited result into the loaded family, without reading the rest again. */
export function replaceFamilyResult(view: ResultView): void {
  queryClient.setQueryData<FamilyResults>(familyKeys.results(), (family) =>
    family
      ? {
          mine: family.mine.resultId === view.resultId ? view : family.mine,
          others: family.others.map((other) => (other.resultId === view.resultId ? view : other)),
        }
      : family,
  );
}
