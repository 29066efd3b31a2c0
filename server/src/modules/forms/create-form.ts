/**
 * POST /api/forms: a new form for the caller. Guests get a guest session on first use; their
 * 5-form limit is checked and only logged (spec §5: the guest may continue).
 */
import crypto from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { createFormRequestSchema, type FormDetail, formDetailSchema } from '@core/api/forms';
import type { FormDefinitionInput } from '@core/form/definition';
import { applyBrandKit } from '@core/form/brand-kit';
import { parseFormDefinition } from '@core/form/parse-form-definition';
import { forms, questions } from '../../db/schema';
import { formPermissions } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { ensureGuest } from '../../plugins/session';
import { governingKit, lockBrandKits, toBrandKit } from '../brand-kit/brand-kit-store';
import { startAnswerRollup } from '../responses/answer-rollup';
import {
  definitionColumns,
  type QuestionRow,
  toFormDetail,
  toQuestion,
  toQuestionRow,
} from './form-mapping';

export const GUEST_FORM_LIMIT = 5;

export function newFormId(): string {
  return crypto.randomBytes(12).toString('base64url');
}

export function registerCreateForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
      schema: {
        tags: ['forms'],
        summary: 'Create a form',
        body: createFormRequestSchema,
        response: { 201: formDetailSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const detail = await createForm(request, reply, request.body.definition);
      return reply.status(201).send(detail);
    },
  );
}

/**
 * The create-form use case, shared by POST /api/forms and by starting from a template, so a form
 * made either way is owned, counted toward the guest limit and rolled up identically.
 */
export async function createForm(
  request: FastifyRequest,
  reply: FastifyReply,
  input: Partial<FormDefinitionInput> | undefined,
): Promise<FormDetail> {
  const parsed = parseFormDefinition({ title: 'Untitled form', questions: [], ...input });
  if (!parsed.ok) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      Object.values(parsed.errors)[0] ?? 'Invalid input',
      {
        errors: parsed.errors,
      },
    );
  }
  const user = request.identity.user;
  const guestId = user ? request.identity.guestId : await ensureGuest(request, reply);
  const { db } = request.server.database;
  if (!user) {
    const [{ value }] = (await db
      .select({ value: count() })
      .from(forms)
      .where(and(isNull(forms.ownerId), eq(forms.anonymousId, guestId!)))) as [{ value: number }];
    if (value >= GUEST_FORM_LIMIT) {
      request.log.info(
        { forms: value, limit: GUEST_FORM_LIMIT },
        'guest form limit reached (not enforced)',
      );
    }
  }
  const id = newFormId();
  const detail = await db.transaction(async (tx) => {
    // A new form starts from the owner's brand kit, else the global one, and follows it from then
    // on. The kit wins over a template's own logo, primary colour, font and button style: a kit is
    // the owner's standing choice of how their forms look, a template's colours only a sample. The
    // template's background, text colour and card style stay, as the kit has no say over them.
    await lockBrandKits(tx, user?.id ?? null, 'apply');
    const kit = await governingKit(tx, user?.id ?? null);
    const definition = kit
      ? { ...parsed.definition, theme: applyBrandKit(parsed.definition.theme, toBrandKit(kit.row)) }
      : parsed.definition;
    const [form] = await tx
      .insert(forms)
      .values({
        id,
        ownerId: user?.id ?? null,
        anonymousId: user ? null : guestId,
        ...definitionColumns(definition),
      })
      .returning();
    // Stored with their option ids (ADR 037), which the builder then keeps.
    const rows = definition.questions.map((q) => toQuestionRow(id, q));
    if (rows.length > 0) await tx.insert(questions).values(rows);
    return toFormDetail(
      form!,
      rows.map((row) => toQuestion(row as QuestionRow)),
      formPermissions(request.identity, form!, 'owner'),
    );
  });
  await startAnswerRollup(db, id, parsed.definition.questions);
  return detail;
}
