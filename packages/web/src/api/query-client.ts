import type { EndpointKey } from '@portal/contract';
import { keepPreviousData, MutationCache, QueryClient, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { call, type CallOptions, type In, type Out } from './http';

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

/** `call` with the input checked against the endpoint where the factories below pass a key only their callers know. */
const callEndpoint = call as unknown as <K extends EndpointKey>(key: K, input: In<K>, opts?: CallOptions) => Promise<Out<K>>;

/** Endpoints that read one record by its id. */
type ById = { [K in EndpointKey]: { id: string } extends In<K> ? K : never }[EndpointKey];

/** The hook of a paged list: the page on screen stays while the next one loads; `enabled` holds the query back. */
export const listQuery =
  <Q extends In<K>, K extends EndpointKey>(keyOf: (q: Q) => QueryKey, endpoint: K, opts?: CallOptions) =>
  (q: Q, enabled = true) =>
    useQuery({ queryKey: keyOf(q), queryFn: () => callEndpoint(endpoint, q, opts), placeholderData: keepPreviousData, enabled });

/** The hook of one record by id; nothing is asked until there is an id. */
export const recordQuery =
  <K extends ById>(keyOf: (id: string) => QueryKey, endpoint: K, opts?: CallOptions) =>
  (id: string | null) =>
    useQuery({ queryKey: keyOf(id ?? ''), queryFn: () => callEndpoint(endpoint, { id: id ?? '' } as In<K>, opts), enabled: !!id });

/**
 * The hooks of an area's steps: each endpoint called quietly (its dialog or form shows a refusal itself), then every
 * query under the roots asked again. `inputOf` builds the endpoint's input from what the page passes (a bare id).
 */
export const stepsUnder =
  (...roots: QueryKey[]) =>
  <K extends EndpointKey, A = In<K>>(endpoint: K, inputOf: (a: A) => In<K> = (a) => a as In<K>) =>
  () =>
    useRefreshingMutation((a: A) => callEndpoint(endpoint, inputOf(a), { quiet: true }), ...roots);
