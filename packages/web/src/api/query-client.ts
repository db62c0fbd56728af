import { MutationCache, QueryClient, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Server state for the shell's pages; cleared on logout so one user never sees another's data. */
export const queryClient: QueryClient = new QueryClient({
  // Any step may move a record into or out of a review queue, so what waits (home page, menu badges) is asked again.
  mutationCache: new MutationCache({ onSuccess: () => queryClient.invalidateQueries({ queryKey: ['todo'] }) }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The http client already told the user about a failure; a silent retry would tell them twice.
      retry: false,
    },
  },
});

/** A step that, once it succeeds, asks again every query under the given roots (an area's `keys.all`, and any it moves). */
export function useRefreshingMutation<I, O>(fn: (input: I) => Promise<O>, ...roots: QueryKey[]) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => Promise.all(roots.map((queryKey) => qc.invalidateQueries({ queryKey }))) });
}
