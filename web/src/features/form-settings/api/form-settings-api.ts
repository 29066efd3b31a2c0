/**
 * The form's settings outside its definition (core/api/forms.ts: response retention), read and
 * saved on their own: `PUT /api/forms/{id}/settings` is not part of the builder's versioned save.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formSettingsSchema,
  type FormSettings,
  type UpdateFormSettingsRequest,
} from '@core/api/forms';
import { apiRequest } from '@/lib/api-client';

const settingsUrl = (formId: string) => `/api/forms/${encodeURIComponent(formId)}/settings`;

/** GET /api/forms/{id}/settings through the default query function. */
export const formSettingsQueryKey = (formId: string) => [settingsUrl(formId)] as const;

export function formSettingsQuery(formId: string) {
  return {
    queryKey: formSettingsQueryKey(formId),
    select: (data: unknown): FormSettings => formSettingsSchema.parse(data),
  };
}

export function useSaveFormSettings(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateFormSettingsRequest) => {
      const res = await apiRequest('PUT', settingsUrl(formId), body);
      return formSettingsSchema.parse(await res.json());
    },
    onSuccess: (saved) => queryClient.setQueryData(formSettingsQueryKey(formId), saved),
  });
}
