/**
 * GET /api/forms: the caller's own forms (a user's, or a guest's guest forms). Forms others share
 * with the caller are listed apart, with the caller's role (GET /api/shared-forms), so the
 * dashboard's My forms never shows a form whose owner actions the caller cannot take.
 * GET /api/anonymous-forms: the forms of the guest id bound to this session, not yet migrated.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formListResponseSchema } from '@core/api/forms';
import type { Db } from '../../db/database';
import { forms } from '../../db/schema';
import type { Identity } from '../../plugins/session';
import { toSummaries } from './form-mapping';

const LIST_LIMIT = 500;

function guestForms(db: Db, guestId: string) {
  return db
    .select()
    .from(forms)
    .where(and(isNull(forms.ownerId), eq(forms.anonymousId, guestId)))
    .orderBy(desc(forms.updatedAt))
    .limit(LIST_LIMIT);
}

async function callerForms(db: Db, identity: Identity) {
  const { user, guestId } = identity;
  if (!user) return guestId ? guestForms(db, guestId) : [];
  return db
    .select()
    .from(forms)
    .where(eq(forms.ownerId, user.id))
    .orderBy(desc(forms.updatedAt))
    .limit(LIST_LIMIT);
}

export function registerListForms(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/forms',
    {
      schema: {
        tags: ['forms'],
        summary: "The caller's forms",
        response: { 200: formListResponseSchema },
      },
    },
    async (request) =>
      toSummaries(app.database.db, await callerForms(app.database.db, request.identity)),
  );
  typed.get(
    '/api/anonymous-forms',
    {
      schema: {
        tags: ['forms'],
        summary: "This browser's guest forms",
        response: { 200: formListResponseSchema },
      },
    },
    async (request) => {
      const { guestId } = request.identity;
      if (!guestId) return [];
      return toSummaries(app.database.db, await guestForms(app.database.db, guestId));
    },
  );
}
