/**
 * Adds an in-app notification for one user (the bell, spec §2). Call it with the transaction of
 * the change it reports, so a notification never describes something that did not happen.
 */
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  /** invitationId and actionUrl per the spec, plus what the web needs to link (formId, ...). */
  data?: Record<string, unknown>;
}

export async function notifyUser(db: Db, n: NewNotification): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      title: n.title,
      message: n.message,
      data: n.data ?? {},
    })
    .returning({ id: notifications.id });
  return row!.id;
}
