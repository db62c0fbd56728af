import type { FindInteractionInput, InteractionState } from '@portal/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { attachmentKeys } from './attachment';
import { call, type StateQuery } from './http';
import { messageKeys } from './message';
import { stepsUnder } from './query-client';

export interface InteractionQuery extends StateQuery<InteractionState> {
  applyId?: string;
  unreadOnly?: boolean;
}

export const interactionKeys = {
  all: ['interaction'] as const,
  list: (q: InteractionQuery) => [...interactionKeys.all, 'list', q] as const,
  one: (id: string) => [...interactionKeys.all, 'one', id] as const,
};

export const useInteractionList = (q: InteractionQuery) =>
  useQuery({ queryKey: interactionKeys.list(q), queryFn: () => call('interaction.list', q satisfies FindInteractionInput), placeholderData: keepPreviousData });

/** A thread with its posts; opening it marks it read for the viewer's side, so the lists' badges refresh after. */
export function useInteractionRecord(id: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: interactionKeys.one(id),
    queryFn: async () => {
      const r = await call('interaction.record', { id });
      void qc.invalidateQueries({ queryKey: [...interactionKeys.all, 'list'] });
      // The messages that led to the thread are read with it.
      void qc.invalidateQueries({ queryKey: messageKeys.all });
      return r;
    },
    enabled: !!id,
  });
}

/** After a post or a close: the thread and lists, the writer's draft files (now sent) and the message badge refresh. */
const interactionStep = stepsUnder(interactionKeys.all, [...attachmentKeys.all, 'list', 'interactionDraft'], messageKeys.all);

export const useLaunchInteraction = interactionStep('interaction.launch');
export const useReplyInteraction = interactionStep('interaction.reply');
export const useCloseInteraction = interactionStep('interaction.close');
