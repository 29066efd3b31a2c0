/** The notification bell's routes (spec §2, §7): the list, one marked read, all marked read. */
import type { FastifyInstance } from 'fastify';
import { registerListNotifications } from './list-notifications';
import { registerMarkAllNotificationsRead } from './mark-all-notifications-read';
import { registerMarkNotificationRead } from './mark-notification-read';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  registerListNotifications(app);
  registerMarkNotificationRead(app);
  registerMarkAllNotificationsRead(app);
}
