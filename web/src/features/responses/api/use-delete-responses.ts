import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { deleteResponses, responsesKeys } from './responses-api';

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
        title: deleted === 1 ? 'Response deleted' : `${deleted} responses deleted`,
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: "Couldn't delete the responses",
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });
}
