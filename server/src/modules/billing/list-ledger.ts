/**
 * The credit ledger, newest first, in keyset pages (by id: rows are append-only, so ids only grow).
 * GET /api/billing/ledger pages on from the first page GET /api/billing includes.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CREDIT_TRANSACTION_TYPES,
  type CreditTransactionType,
  type LedgerPage,
  ledgerPageSchema,
  ledgerQuerySchema,
} from '@core/api/billing';
import { apiErrorSchema } from '@core/api/common';
import type { Db } from '../../db/database';
import { creditTransactions } from '../../db/schema';
import { requireUser } from './billing-access';

export async function readLedgerPage(
  db: Db,
  userId: number,
  options: { before?: number; limit: number },
): Promise<LedgerPage> {
  const rows = await db
    .select()
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, userId),
        options.before !== undefined ? lt(creditTransactions.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(creditTransactions.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      amount: row.amount,
      // Rows written before this module had free-form types; they read as grants.
      type: (CREDIT_TRANSACTION_TYPES as readonly string[]).includes(row.type)
        ? (row.type as CreditTransactionType)
        : 'grant',
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      relatedEntityType: row.relatedEntityType,
      relatedEntityId: row.relatedEntityId,
    })),
    nextCursor: rows.length > options.limit ? page[page.length - 1]!.id : null,
  };
}

export function registerListLedger(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/billing/ledger',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's credit ledger, newest first",
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return readLedgerPage(app.database.db, user.id, request.query);
    },
  );
}
