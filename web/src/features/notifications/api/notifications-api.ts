/** The notification calls (spec §7), each answer parsed with core's contract. */
import { respondToInvitationResponseSchema } from '@core/api/collaboration';
import {
  NOTIFICATIONS_PATH,
  notificationsResponseSchema,
  type NotificationsResponse,
} from '@core/api/notifications';
import { apiRequest, getJson } from '@/lib/api-client';

export async function fetchNotifications(
  options: { limit: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  const params = new URLSearchParams({ limit: String(options.limit) });
  if (options.cursor) params.set('cursor', options.cursor);
  const data = await getJson<unknown>(`${NOTIFICATIONS_PATH}?${params}`, {
    on401: 'throw',
    signal,
  });
  return notificationsResponseSchema.parse(data);
}

export async function markNotificationRead(id: number): Promise<void> {
  await apiRequest('PUT', `${NOTIFICATIONS_PATH}/${id}/read`);
}

export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('POST', `${NOTIFICATIONS_PATH}/read-all`);
}

export type InvitationAction = 'accept' | 'decline';

/** POST /api/invitations/{invitationId}/respond; on accept the answer may carry a redirectUrl. */
export async function respondToInvitation(
  invitationId: number,
  body: { action: InvitationAction; token: string },
): Promise<{ redirectUrl?: string }> {
  const res = await apiRequest('POST', `/api/invitations/${invitationId}/respond`, body);
  const text = res.status === 204 ? '' : await res.text();
  return respondToInvitationResponseSchema.parse(text === '' ? {} : JSON.parse(text));
}
