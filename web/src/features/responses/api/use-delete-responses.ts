import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { deleteResponses, responsesKeys } from './responses-api';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

/** Deletes responses by id, then reads the lists and the summary again. */
export function useDeleteResponses(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteResponses(formId, ids),
    onSuccess: (deleted, ids) => {
      for (const id of ids)
        queryClient.removeQueries({ queryKey: responsesKeys.detail(formId, id) });
      void queryClient.invalidateQueries({ queryKey: responsesKeys.lists(formId) });
      void queryClient.invalidateQueries({ queryKey: responsesKeys.summary(formId) });
      toast({
        title: t(m.responsesDeleted, { count: deleted }),
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: t(m.deleteError),
        description: t(m.pleaseTryAgain),
        variant: 'destructive',
      }),
  });
}
