import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormSummary } from '@core/api/forms';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/app-messages/app-messages';
import { FORMS_LIST_QUERY_KEY, deleteForm, duplicateForm, formQueryKey } from '@/lib/forms-api';
import { dashboardMessages as m } from '../messages';

/** Duplicate and delete from the dashboard, keeping the list in the cache current. */
export function useFormActions() {
  const queryClient = useQueryClient();

  const duplicate = useMutation({
    mutationFn: (form: FormSummary) => duplicateForm(form.id),
    onSuccess: (copy) => {
      queryClient.setQueryData(formQueryKey(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: FORMS_LIST_QUERY_KEY });
      toast({
        title: t(m.duplicatedTitle),
        description: t(m.duplicatedDescription, { title: copy.title }),
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: t(m.duplicateFailedTitle),
        description: t(m.pleaseTryAgain),
        variant: 'destructive',
      }),
  });

  const remove = useMutation({
    mutationFn: (form: FormSummary) => deleteForm(form.id),
    onSuccess: (_, form) => {
      queryClient.setQueryData<unknown>(FORMS_LIST_QUERY_KEY, (list: unknown) =>
        Array.isArray(list) ? list.filter((f: { id?: string }) => f.id !== form.id) : list,
      );
      queryClient.removeQueries({ queryKey: formQueryKey(form.id) });
      toast({
        title: t(m.deletedTitle),
        description: t(m.deletedDescription, { title: form.title }),
      });
    },
    onError: () =>
      toast({
        title: t(m.deleteFailedTitle),
        description: t(m.pleaseTryAgain),
        variant: 'destructive',
      }),
  });

  return { duplicate, remove };
}
