/**
 * GET /api/admin/users/{id}: everything the console's user page shows: the profile and plan, the
 * latest ledger rows (with the admin who processed each), the user's forms with their response
 * counts, and the sessions still open.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserDetailSchema, adminUserIdParamsSchema } from '@core/api/admin';
import {
  CREDIT_TRANSACTION_TYPES,
  type CreditTransactionType,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
} from '@core/api/billing';
import { creditTransactions, forms, responses, users, visitorSessions } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { hasLiveSubscription } from '../billing/apply-subscription-state';
import { toAdminUserSummary } from './admin-user-mapping';

const LEDGER_ROWS = 20;
const processor = alias(users, 'processor');

export function registerGetUser(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "An account's details, forms, ledger and sessions",
        params: adminUserIdParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => {
      const { db } = app.database;
      const [user] = await db.select().from(users).where(eq(users.id, request.params.id));
      if (!user) throw notFound('User not found');
      const [ledger, owned, sessions] = await Promise.all([
        db
          .select({ row: creditTransactions, processedBy: processor.username })
          .from(creditTransactions)
          .leftJoin(processor, eq(processor.id, creditTransactions.processedBy))
          .where(eq(creditTransactions.userId, user.id))
          .orderBy(desc(creditTransactions.id))
          .limit(LEDGER_ROWS),
        db
          .select({
            id: forms.id,
            title: forms.title,
            published: forms.published,
            updatedAt: forms.updatedAt,
            responseCount: db.$count(responses, eq(responses.formId, forms.id)),
          })
          .from(forms)
          .where(eq(forms.ownerId, user.id))
          .orderBy(desc(forms.updatedAt)),
        db
          .select()
          .from(visitorSessions)
          .where(
            and(eq(visitorSessions.userId, user.id), gt(visitorSessions.expiresAt, new Date())),
          )
          .orderBy(desc(visitorSessions.lastActiveAt)),
      ]);
      const plan = (SUBSCRIPTION_PLANS as readonly string[]).includes(user.subscriptionPlan ?? '')
        ? (user.subscriptionPlan as SubscriptionPlan)
        : null;
      return {
        user: {
          ...toAdminUserSummary(user),
          authProvider: user.authProvider,
          subscription: {
            status: user.subscriptionStatus,
            plan,
            endDate: user.subscriptionEndDate?.toISOString() ?? null,
            autoRenewal: user.autoRenewal,
            stripe: hasLiveSubscription(user),
          },
        },
        ledger: ledger.map(({ row, processedBy }) => ({
          id: row.id,
          amount: row.amount,
          type: (CREDIT_TRANSACTION_TYPES as readonly string[]).includes(row.type)
            ? (row.type as CreditTransactionType)
            : 'grant',
          description: row.description,
          createdAt: row.createdAt.toISOString(),
          status: row.status,
          relatedEntityType: row.relatedEntityType,
          relatedEntityId: row.relatedEntityId,
          processedBy,
        })),
        forms: owned.map((f) => ({
          id: f.id,
          title: f.title,
          published: f.published,
          responseCount: Number(f.responseCount),
          updatedAt: f.updatedAt.toISOString(),
        })),
        sessions: sessions.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastActiveAt: s.lastActiveAt.toISOString(),
          userAgent: s.userAgent,
          ipAddress: s.ipAddress,
        })),
      };
    },
  );
}
