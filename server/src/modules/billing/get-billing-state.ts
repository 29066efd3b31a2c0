/**
 * GET /api/billing: everything /billing shows, read fresh from the database (the session's copy
 * of the user may predate a webhook): the plan in effect, the subscription, the credit balance and
 * the first page of the ledger, where the user stands against the publish limit (the dashboard
 * says when they are over it: their forms stay published, new ones wait), and their file storage
 * against the plan's quota (issue 20).
 */
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BillingState, billingStateSchema } from '@core/api/billing';
import { apiErrorSchema } from '@core/api/common';
import { formPublishCredits, forms, users } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { countsTowardsLimit, isPro, publishedFormLimit } from '../identity/published-form-limit';
import { requireUser } from './billing-access';
import { readLedgerPage } from './list-ledger';
import { storageUsageOf } from './storage-usage';
import { subscriptionSummary } from './subscription-summary';

export function registerGetBillingState(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/billing',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's plan, subscription, credits and ledger",
        response: { 200: billingStateSchema, 401: apiErrorSchema },
      },
    },
    async (request): Promise<BillingState> => {
      const { db } = app.database;
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.id, requireUser(request).id));
      if (!user) throw notFound('User not found');
      const limit = publishedFormLimit(app.config, user);
      const [{ value: counted }] = (await db
        .select({ value: count() })
        .from(forms)
        .where(
          and(eq(forms.ownerId, user.id), eq(forms.published, true), countsTowardsLimit()),
        )) as [{ value: number }];
      const credits = await db
        .select({
          formId: formPublishCredits.formId,
          formTitle: forms.title,
          expiresAt: sql<Date>`max(${formPublishCredits.expiresAt})`,
        })
        .from(formPublishCredits)
        .innerJoin(forms, eq(forms.id, formPublishCredits.formId))
        .where(
          and(eq(formPublishCredits.userId, user.id), gt(formPublishCredits.expiresAt, sql`now()`)),
        )
        .groupBy(formPublishCredits.formId, forms.title)
        .orderBy(asc(sql`max(${formPublishCredits.expiresAt})`));
      const finite = Number.isFinite(limit);
      return {
        paymentsEnabled: app.config.billing.stripe !== null,
        plan: isPro(user) ? 'pro' : 'free',
        subscription: subscriptionSummary(user),
        portalAvailable: app.config.billing.stripe !== null && user.stripeCustomerId !== null,
        credits: user.credits,
        publishing: {
          limit: finite ? limit : null,
          counted,
          overLimit: finite && counted > limit,
          activeCredits: credits.map((c) => ({
            formId: c.formId,
            formTitle: c.formTitle,
            expiresAt: new Date(c.expiresAt).toISOString(),
          })),
        },
        storage: await storageUsageOf(db, user),
        ledger: await readLedgerPage(db, user.id, { limit: 20 }),
      };
    },
  );
}
