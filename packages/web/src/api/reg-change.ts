import type { RegChangeGroup, RegChangeKind, RegChangeState, SaveRegChangeInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type StateQuery } from './http';
import { listQuery, recordQuery, useRefreshingMutation } from './query-client';

export interface RegChangeQuery extends StateQuery<RegChangeState> {
  kind?: RegChangeKind;
}

export const regChangeKeys = {
  all: ['regChange'] as const,
  list: (group: RegChangeGroup, q: RegChangeQuery) => [...regChangeKeys.all, 'list', group, q] as const,
  incoming: (q: RegChangeQuery) => [...regChangeKeys.all, 'incoming', q] as const,
  one: (id: string) => [...regChangeKeys.all, 'one', id] as const,
  candidates: (kind: string, keyword: string) => [...regChangeKeys.all, 'candidates', kind, keyword] as const,
  queue: (q: RegChangeQuery) => [...regChangeKeys.all, 'queue', q] as const,
  review: (id: string) => [...regChangeKeys.all, 'review', id] as const,
  record: (equipmentId: string) => [...regChangeKeys.all, 'record', equipmentId] as const,
};

/** The change form's calls live under useManage, the termination form's under pemEqmRlvBasic. */
const area = (group: RegChangeGroup) => (group === 'change' ? 'regChange' : 'termination');

export const useRegChangeList = (group: RegChangeGroup, q: RegChangeQuery) =>
  useQuery({ queryKey: regChangeKeys.list(group, q), queryFn: () => call(`${area(group)}.list`, q), placeholderData: keepPreviousData });

export const useIncomingTransfers = listQuery(regChangeKeys.incoming, 'regChange.incoming');

export const useRegChange = (group: RegChangeGroup, id: string) =>
  useQuery({ queryKey: regChangeKeys.one(id), queryFn: () => call(`${area(group)}.detail`, { id }), enabled: !!id });

export const useRegChangeCandidates = (group: RegChangeGroup, kind: RegChangeKind | undefined, keyword: string) =>
  useQuery({
    queryKey: regChangeKeys.candidates(kind ?? '', keyword),
    queryFn: () => call(`${area(group)}.candidates`, { kind: kind!, keyword }),
    enabled: !!kind,
    placeholderData: keepPreviousData,
  });

export const useUseManageRecord = (equipmentId: string) =>
  useQuery({ queryKey: regChangeKeys.record(equipmentId), queryFn: () => call('regChange.record', { equipmentId }), enabled: !!equipmentId });

/** Every step moves the lists, the devices that may be picked and the documents' check; a refusal is shown by the caller. */
const useRegChangeMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, regChangeKeys.all);

export const useSaveRegChange = (group: RegChangeGroup) => useRegChangeMutation((input: SaveRegChangeInput) => call(`${area(group)}.save`, input, { quiet: true }));
export const useWithdrawRegChange = (group: RegChangeGroup) =>
  useRegChangeMutation((input: { id: string; version: number }) => call(`${area(group)}.withdraw`, input, { quiet: true }));
export const useDeleteRegChange = (group: RegChangeGroup) => useRegChangeMutation((id: string) => call(`${area(group)}.delete`, { id }, { quiet: true }));
export const useConfirmTransfer = () =>
  useRegChangeMutation((input: { id: string; action: 'confirm' | 'decline'; opinion: string; version: number }) => call('regChange.confirm', input, { quiet: true }));

// The registry's side.
export const useRegChangeQueue = listQuery(regChangeKeys.queue, 'regChange.findQueue');

export const useRegChangeForReview = recordQuery(regChangeKeys.review, 'regChange.getForReview');

export const useDecideRegChange = () =>
  useRegChangeMutation((input: { id: string; action: 'accept' | 'return' | 'refuse' | 'approve'; opinion: string; version: number }) =>
    call('regChange.decide', input, { quiet: true }),
  );
