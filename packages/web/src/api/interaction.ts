import { useQuery, useQueryClient } from '@tanstack/react-query';
import { attachmentKeys } from './attachment';
import { call, type In } from './http';
import { messageKeys } from './message';
import { listQuery, stepsUnder } from './query-client';

export type InteractionQuery = In<'interaction.list'>;

export const interactionKeys = {
  all: ['interaction'] as const,
  list: (q: InteractionQuery) => [...interactionKeys.all, 'list', q] as const,
  one: (id: string) => [...interactionKeys.all, 'one', id] as const,
};

export const useInteractionList = listQuery(interactionKeys.list, 'interaction.list');

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
