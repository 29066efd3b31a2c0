import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { Toaster } from '@/components/ui/toast';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient = defaultQueryClient }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router>{children}</Router>
      <Toaster />
    </QueryClientProvider>
  );
}
