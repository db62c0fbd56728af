import { useQuery } from '@tanstack/react-query';
import { call } from './http';

export const auditKeys = {
  all: ['audit'] as const,
  chain: () => [...auditKeys.all, 'chain'] as const,
};

/** The check of the sealed audit chain; it walks every batch, so it runs when the page asks, not in the background. */
export const useAuditChain = () => useQuery({ queryKey: auditKeys.chain(), queryFn: () => call('audit.checkChain'), staleTime: 0, refetchOnWindowFocus: false });
