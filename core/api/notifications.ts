/**
 * The notification bell (spec §2, §3, §7): the list with its unread count, polled every 30 s, a
 * notification marked read, and the full, paged list of `/notifications`.
 */
import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'invitation',
  'form_shared',
  'collaboration_request',
  'access_granted',
  'access_revoked',
  'other',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Spec §6: the poll interval, the panel's size and the badge's cap. */
export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_PANEL_MAX = 10;
export const NOTIFICATION_BADGE_CAP = 9;
export const NOTIFICATION_PAGE_MAX = 50;

/** An invitation's state as the bell sees it: `expired` is a pending one past its expiry. */
export const INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'revoked',
  'expired',
] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  /** invitationId and actionUrl (spec §3); formId where the notification is about a form. */
  data: z.looseObject({
    invitationId: z.number().int().optional(),
    actionUrl: z.string().optional(),
    formId: z.string().optional(),
    /** For an invitation: still answerable (pending and not expired) when the list was read. */
    invitationStatus: invitationStatusSchema.optional(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?limit=&cursor= (newest first; keyset-paged). */
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  /** Pass it back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The list's path; the web keys every notification query under it (one invalidation for all). */
export const NOTIFICATIONS_PATH = '/api/notifications';
