import { useQuery } from '@tanstack/react-query';
import { FORMS_LIST_QUERY_KEY, parseFormList } from '@/lib/forms-api';

/** The caller's forms (a guest's guest forms), fetched again each time the dashboard opens. */
export function useFormsList() {
  return useQuery({
    queryKey: FORMS_LIST_QUERY_KEY,
    select: parseFormList,
    refetchOnMount: 'always',
  });
}
