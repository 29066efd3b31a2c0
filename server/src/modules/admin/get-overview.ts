/**
 * GET /api/admin/overview: the service's numbers and the last 30 days, day by day. Counts only,
 * never rows: each figure is one aggregate statement (the partial indexes of the outbox and the
 * deliveries serve theirs), and the daily series is one grouped count per table over 30 days.
 */
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminOverview, adminOverviewSchema } from '@core/api/admin';
import type { Db } from '../../db/database';
import { forms, mailOutbox, responses, users, webhookDeliveries } from '../../db/schema';

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Pro in effect, as isPro() decides it (a late renewal of a Stripe subscription gets 2 days). */
const proNow = sql`${users.subscriptionStatus} in ('active', 'trialing') and (${users.subscriptionEndDate} is null or ${users.subscriptionEndDate} + case when ${users.autoRenewal} and ${users.stripeSubscriptionId} is not null then interval '2 days' else interval '0 days' end > now())`;

async function countOf(
  db: Db,
  table: typeof users | typeof forms | typeof mailOutbox | typeof webhookDeliveries,
  where?: SQL,
) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

async function perDay(db: Db, table: typeof users | typeof responses, since: Date) {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(sql`${table.createdAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

export async function readOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(today.getTime() - (DAYS - 1) * DAY_MS);
  const [usersN, formsN, publishedN, proN, mailsN, failedN, newUsers, newResponses] =
    await Promise.all([
      countOf(db, users),
      countOf(db, forms),
      countOf(db, forms, eq(forms.published, true)),
      countOf(db, users, proNow),
      countOf(db, mailOutbox, and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt))),
      countOf(db, webhookDeliveries, eq(webhookDeliveries.status, 'failed')),
      perDay(db, users, since),
      perDay(db, responses, since),
    ]);
  const daily = Array.from({ length: DAYS }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, newUsers: newUsers.get(date) ?? 0, responses: newResponses.get(date) ?? 0 };
  });
  return {
    users: usersN,
    forms: formsN,
    publishedForms: publishedN,
    responsesToday: daily[DAYS - 1]!.responses,
    responses30Days: daily.reduce((sum, d) => sum + d.responses, 0),
    proSubscribers: proN,
    mailsWaiting: mailsN,
    failedWebhooks: failedN,
    daily,
  };
}

export function registerGetOverview(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: "The service's numbers and the last 30 days",
        response: { 200: adminOverviewSchema },
      },
    },
    async () => readOverview(app.database.db),
  );
}
