/**
 * The caller's new-response notifications for one form (server/src/modules/response-notifications):
 * read with the core/api schema the server answers with, changed with a PUT.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsSchema,
  type NotificationSettings,
  type ResponseNotifyMode,
} from '@core/api/response-notifications';
import { apiRequest, getJson } from '@/lib/api-client';

export const notificationSettingsKey = (formId: string) =>
  [`/api/forms/${encodeURIComponent(formId)}/notification-settings`] as const;

export function useNotificationSettings(formId: string) {
  return useQuery({
    queryKey: notificationSettingsKey(formId),
    queryFn: async ({ signal }) =>
      notificationSettingsSchema.parse(
        await getJson(notificationSettingsKey(formId)[0], { on401: 'throw', signal }),
      ),
    enabled: formId !== '',
  });
}

export function useUpdateNotificationSettings(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mode: ResponseNotifyMode): Promise<NotificationSettings> => {
      const res = await apiRequest('PUT', notificationSettingsKey(formId)[0], { mode });
      return notificationSettingsSchema.parse(await res.json());
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey(formId), settings),
  });
}
