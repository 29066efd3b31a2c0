import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/app-messages/app-messages';
import { FORMS_LIST_QUERY_KEY, createForm, formQueryKey } from '@/lib/forms-api';
import { formPaths } from '@/lib/form-paths';
import { ensureSessionReady } from '@/lib/session-cache';
import { dashboardMessages as m } from '../messages';

/** Creates an empty form and opens it in the builder. */
export function useCreateForm() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await ensureSessionReady(queryClient);
      return createForm();
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(formQueryKey(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: FORMS_LIST_QUERY_KEY });
      navigate(formPaths.edit(detail));
    },
    onError: () =>
      toast({
        title: t(m.createFailedTitle),
        description: t(m.checkConnection),
        variant: 'destructive',
      }),
  });
}
