import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FORMS_LIST_QUERY_KEY,
  definitionOf,
  formQueryKey,
  parseFormDetail,
  saveForm,
} from '@/lib/forms-api';
import { trackFormSave } from '@/lib/pending-form-saves';
import { applyValues, type SettingsValues } from './settings-values';

/**
 * Saves the settings through the same PUT as the builder: the latest definition in the cache
 * with the settings applied, at the version the cache holds (a stale one gets 409).
 */
export function useSaveSettings(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsValues) => {
      const detail = parseFormDetail(queryClient.getQueryData(formQueryKey(formId)));
      const definition = applyValues(definitionOf(detail), values);
      return trackFormSave(formId, saveForm(formId, detail.version, definition));
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(formQueryKey(formId), detail);
      void queryClient.invalidateQueries({ queryKey: FORMS_LIST_QUERY_KEY });
    },
  });
}
