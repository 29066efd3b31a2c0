import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormSummary } from '@core/api/forms';
import { toast } from '@/components/ui/use-toast';
import { FORMS_LIST_QUERY_KEY, deleteForm, duplicateForm, formQueryKey } from '@/lib/forms-api';

/** Duplicate and delete from the dashboard, keeping the list in the cache current. */
export function useFormActions() {
  const queryClient = useQueryClient();

  const duplicate = useMutation({
    mutationFn: (form: FormSummary) => duplicateForm(form.id),
    onSuccess: (copy) => {
      queryClient.setQueryData(formQueryKey(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: FORMS_LIST_QUERY_KEY });
      toast({
        title: 'Form duplicated',
        description: `“${copy.title}” is ready to edit.`,
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: "Couldn't duplicate the form",
        description: 'Please try again.',
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
      toast({ title: 'Form deleted', description: `“${form.title}” and its responses are gone.` });
    },
    onError: () =>
      toast({
        title: "Couldn't delete the form",
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });

  return { duplicate, remove };
}
