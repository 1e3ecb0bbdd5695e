// The result pages' reads, each with its query key beside it: one result (the member's own or one
// answered for another person) and what the printable report needs.
import { apiClient, questionsApi } from '@genetype/platform';
import type { ResultView } from '@genetype/domain/contracts';

export const resultKeys = {
  all: ['results'] as const,
  /** null: the member's own result. */
  one: (resultId: string | null) => [...resultKeys.all, resultId ?? 'mine'] as const,
  print: (resultId: string | null) => [...resultKeys.all, 'print', resultId ?? 'mine'] as const,
};

/** `GET /results/:resultId`: a result the member answered for another person. */
async function fetchOtherResult(resultId: string): Promise<ResultView> {
  const { data } = await apiClient.get<ResultView>(`/results/${encodeURIComponent(resultId)}`);
  return data;
}

/**
 * The member's own result, or one answered for another person. The own result and the people
 * answered for are the platform's calls: my page reads them too.
 */
export const fetchResult = (resultId: string | null): Promise<ResultView> =>
  resultId ? fetchOtherResult(resultId) : questionsApi.myResult();

export interface PrintData {
  view: ResultView;
  /** The member's own result first (when started), then the people answered for. */
  family: ResultView[];
}

async function fetchPrintData(resultId: string | null): Promise<PrintData> {
  try {
    const [mine, others] = await Promise.all([
      questionsApi.myResult(),
      questionsApi.otherResults(),
    ]);
    const view = resultId ? await fetchOtherResult(resultId) : mine;
    return { view, family: mine.resultId ? [mine, ...others] : others };
  } catch (caught) {
    console.error('Loading the printable report failed', caught);
    throw caught;
  }
}

export const printDataQuery = (resultId: string | null) => ({
  queryKey: resultKeys.print(resultId),
  queryFn: () => fetchPrintData(resultId),
  // Read afresh on every visit, as before the shared client.
  gcTime: 0,
});
