import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { Toaster } from '@/components/ui/toast';
import { ShareButton } from '@/features/sharing/components/share-button';
import { FormActionsContext, type FormActionSlots } from '@/lib/form-actions-context';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client. */
  queryClient?: QueryClient;
}

/** Actions one feature offers on the screens of others (features do not import each other). */
const formActions: FormActionSlots = {
  renderShareButton: (props) => <ShareButton {...props} />,
};

export function Providers({ children, queryClient = defaultQueryClient }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <FormActionsContext value={formActions}>
        <Router>{children}</Router>
      </FormActionsContext>
      <Toaster />
    </QueryClientProvider>
  );
}
