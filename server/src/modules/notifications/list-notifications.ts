/**
 * GET /api/notifications: the caller's notifications, newest first, in keyset pages, with the
 * number still unread (the bell's badge) and, on invitations, whether they can still be answered.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import {
  type Notification,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@core/api/notifications';
import { decodeCursor, encodeCursor, exactTimestamp, keysetAfter } from '../../db/keyset-cursor';
import { notifications } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { invitationStatuses } from './invitation-statuses';
import { signedInUserId } from './signed-in-user';

type Data = Notification['data'];

/**
 * The stored data as the contract types it. The column is free-form JSON written by several
 * modules; a field of the wrong type is dropped here rather than failing the whole list.
 */
function normaliseData(raw: unknown): Data {
  const data: Record<string, unknown> =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as object) } : {};
  const invitationId = Number(data.invitationId);
  if (Number.isSafeInteger(invitationId) && invitationId > 0) data.invitationId = invitationId;
  else delete data.invitationId;
  for (const key of ['actionUrl', 'formId'] as const) {
    if (typeof data[key] !== 'string') delete data[key];
  }
  // Only this route decides the status, from the invitations table.
  delete data.invitationStatus;
  return data as Data;
}

export function registerListNotifications(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (keyset pages), and the unread count",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { limit } = request.query;
      const cursor = request.query.cursor === undefined ? null : decodeCursor(request.query.cursor);
      if (request.query.cursor !== undefined && !cursor)
        throw new AppError(400, ERROR_CODES.validation, 'Invalid cursor');
      const { db } = app.database;

      const where: SQL[] = [eq(notifications.userId, userId)];
      // Resumed after the exact (timestamp, id) pair: notifications written by one transaction
      // share their timestamp, so the id alone tells them apart (db/keyset-cursor.ts).
      if (cursor)
        where.push(
          keysetAfter(sql`${notifications.createdAt}`, sql`${notifications.id}`, cursor, 'desc'),
        );
      const [rows, [unread]] = await Promise.all([
        db
          .select({
            id: notifications.id,
            type: notifications.type,
            title: notifications.title,
            message: notifications.message,
            createdAt: notifications.createdAt,
            isRead: notifications.isRead,
            data: notifications.data,
            cursorAt: exactTimestamp(sql`${notifications.createdAt}`).mapWith(String),
          })
          .from(notifications)
          .where(and(...where))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit + 1),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
      ]);

      const page = rows.slice(0, limit);
      const items = page.map((r) => ({
        id: r.id,
        type: r.type,
        title: r.title,
        message: r.message,
        createdAt: new Date(r.createdAt).toISOString(),
        isRead: r.isRead,
        data: normaliseData(r.data),
      }));
      const invitationIds = items.flatMap((n) =>
        n.type === 'invitation' && n.data.invitationId !== undefined ? [n.data.invitationId] : [],
      );
      const statuses = await invitationStatuses(db, invitationIds);
      for (const n of items) {
        const status =
          n.data.invitationId === undefined ? undefined : statuses.get(n.data.invitationId);
        if (n.type === 'invitation' && status) n.data.invitationStatus = status;
      }

      const last = page.at(-1);
      const nextCursor =
        rows.length > limit && last
          ? encodeCursor({ at: last.cursorAt, id: String(last.id) })
          : null;
      return { notifications: items, unreadCount: Number(unread?.n ?? 0), nextCursor };
    },
  );
}
