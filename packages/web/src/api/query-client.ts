import { QueryClient } from '@tanstack/react-query';

/** Server state for the shell's pages; cleared on logout so one user never sees another's data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The http client already told the user about a failure; a silent retry would tell them twice.
      retry: false,
    },
  },
});
