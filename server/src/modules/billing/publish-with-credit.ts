/**
 * POST /api/forms/{id}/publish-with-credit: the limit dialog's "Use 1 credit". Publishes the form
 * and, when it would be over the owner's limit, spends one credit that keeps it from counting for
 * CREDIT_PUBLISH_DAYS. Under the limit (or on Pro) nothing is spent. It runs under the same
 * per-owner lock as /publish, so a publish and a spend cannot both take the last free place, and
 * the spend itself is a conditional update of the balance (20 parallel spends with 5 credits: 5).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BILLING_ERROR_CODES,
  CREDIT_PUBLISH_DAYS,
  publishWithCreditResponseSchema,
} from '@core/api/billing';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import type { Db } from '../../db/database';
import { formPublishCredits, forms, users } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import {
  countsTowardsLimit,
  coveredByCredit,
  publishedFormLimit,
} from '../identity/published-form-limit';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { requireUser } from './billing-access';
import { recordCreditChange } from './credit-ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

export function registerPublishWithCredit(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/publish-with-credit',
    {
      schema: {
        tags: ['billing'],
        summary: 'Publish a form beyond the free limit with one credit (30 days)',
        params: formIdParamsSchema,
        response: {
          200: publishWithCreditResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const form = await loadFormFor(request, request.params.id, 'publish');
      if (form.ownerId !== caller.id) {
        throw new AppError(
          403,
          ERROR_CODES.forbidden,
          "Only the form's owner can spend their credits to publish it.",
        );
      }
      const result = await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`owner:${caller.id}`}))`);
        const [current] = await tx.select().from(forms).where(eq(forms.id, form.id)).for('update');
        if (!current) throw notFound('Form not found');
        if (current.published) {
          throw new AppError(
            409,
            BILLING_ERROR_CODES.alreadyPublished,
            'This form is already published.',
          );
        }
        const [owner] = await tx.select().from(users).where(eq(users.id, caller.id));
        if (!owner) throw notFound('Form not found');
        const max = publishedFormLimit(app.config, owner);
        const [{ value }] = (await tx
          .select({ value: count() })
          .from(forms)
          .where(
            and(eq(forms.ownerId, owner.id), eq(forms.published, true), countsTowardsLimit()),
          )) as [{ value: number }];
        const needsCredit = value >= max && !(await coveredByCredit(tx, form.id));
        let creditExpiresAt: Date | null;
        let balance = owner.credits;
        if (needsCredit) {
          const spent = await recordCreditChange(tx, {
            userId: owner.id,
            amount: -1,
            type: 'publish',
            description: `Published "${current.title}" for ${CREDIT_PUBLISH_DAYS} days`,
            relatedEntityType: 'form',
            relatedEntityId: form.id,
            processedBy: null,
          });
          if (!spent.applied) {
            throw new AppError(
              409,
              BILLING_ERROR_CODES.noCredits,
              'You have no credits left. Buy a credit pack or upgrade to Pro.',
            );
          }
          balance = spent.balance;
          const now = new Date();
          creditExpiresAt = new Date(now.getTime() + CREDIT_PUBLISH_DAYS * DAY_MS);
          await tx.insert(formPublishCredits).values({
            formId: form.id,
            userId: owner.id,
            creditTransactionId: spent.transactionId,
            startsAt: now,
            expiresAt: creditExpiresAt,
          });
        } else {
          creditExpiresAt = await activeCreditEnd(tx, form.id);
        }
        await tx
          .update(forms)
          .set({ published: true, publishedAt: new Date(), updatedAt: new Date() })
          .where(eq(forms.id, form.id));
        return { creditSpent: needsCredit, balance, creditExpiresAt };
      });
      await invalidateForm(app, form.id);
      return {
        formId: form.id,
        published: true as const,
        creditSpent: result.creditSpent,
        credits: result.balance,
        creditExpiresAt: result.creditExpiresAt?.toISOString() ?? null,
      };
    },
  );
}

/** When the credit covering a form lapses, if one does. */
async function activeCreditEnd(tx: Db, formId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ expiresAt: sql<Date>`max(${formPublishCredits.expiresAt})` })
    .from(formPublishCredits)
    .where(
      and(eq(formPublishCredits.formId, formId), sql`${formPublishCredits.expiresAt} > now()`),
    );
  return row?.expiresAt ? new Date(row.expiresAt) : null;
}
