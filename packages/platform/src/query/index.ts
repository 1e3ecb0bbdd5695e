// The one data-fetching layer of the front end (issue 16): TanStack Query with a single client.
// Like the stores, the client lives in a federation singleton (this entry, `@genetype/platform/query`,
// declared in build/federation.cjs), so every app on the page reads and invalidates the same
// cache. It is an entry of its own, not part of the root one, so the library (13 KB gzip) loads
// with the first page that fetches through it, not with every first visit. Hooks take it explicitly rather than from a provider: a remote's
// page, a parcel or a modal mounted by another app all reach it without wrapping.
import type {
  DefaultError,
  QueryKey,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
import { QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { recordEvaluation } from '../evaluations.js';

recordEvaluation('@genetype/platform/query');

export const queryClient = new QueryClient({
  defaultOptions: {
    // The pages show their own error with a retry button, as before; data is re-read per visit.
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

/** `useQuery` on the shared client. */
export function useApiQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useQuery(options, queryClient);
}

/** `useMutation` on the shared client: its `isPending` is the guard against a second submit. */
export function useApiMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return useMutation(options, queryClient);
}
