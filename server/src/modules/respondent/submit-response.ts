/**
 * POST /api/public/forms/{id}/responses: the respondent's submission. The answers pass the same
 * validateSubmission the browser ran; CAPTCHA payloads are verified here; uploaded files must
 * belong to this form, question and draft. The response, its file links and the draft's completion
 * are one transaction, and the draft id makes it idempotent: a retry or double click gets the
 * first response back. Nothing acknowledged is ever lost: the 201 follows the commit.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import { submitResponseRequestSchema, submitResponseResponseSchema } from '@core/api/public';
import type { FormDefinition } from '@core/form/definition';
import type { Db } from '../../db/database';
import { responses, uploadedFiles } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { CaptchaVerifier } from './captcha';
import { clientMeta } from './client-meta';
import { loadPublicForm } from './load-public-form';

export const SUBMISSION_BODY_LIMIT = 512 * 1024;
const FILE_TYPES = new Set([
  'FILE_UPLOAD',
  'MULTIPLE_FILE_UPLOAD',
  'PICTURE_UPLOAD',
  'VIDEO_UPLOAD',
  'SIGNATURE',
]);

/** The file ids an answer refers to, per question. */
function fileReferences(definition: FormDefinition, answers: Record<string, unknown>) {
  const refs: { questionId: string; fileId: string }[] = [];
  for (const q of definition.questions) {
    if (!FILE_TYPES.has(q.type)) continue;
    const answer = answers[q.id];
    const list = Array.isArray(answer) ? answer : answer ? [answer] : [];
    for (const item of list) {
      const fileId = (item as { fileId?: unknown }).fileId;
      if (typeof fileId === 'string') refs.push({ questionId: q.id, fileId });
    }
  }
  return refs;
}

async function findByDraft(db: Db, formId: string, draftId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: responses.id })
    .from(responses)
    .where(and(eq(responses.draftId, draftId), eq(responses.formId, formId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The submission as one prepared statement (it runs on every response, so PostgreSQL plans it once
 * per connection). `from ins` makes the draft update a no-op when the insert was (a twin already
 * stored this draft). Most responses carry no files, so linking them is a second variant of the
 * statement rather than an update of nothing on every submission.
 */
function submitStatement(withFiles: boolean): string {
  return `
  with ins as (
    insert into responses (form_id, answers, completed, submitted_by, anonymous_id, ip_address, user_agent, referrer, draft_id)
    values ($1, $2::jsonb, true, $3, $4, $5, $6, $7, $8)
    on conflict (draft_id) do nothing
    returning id
  ), completed_draft as (
    update form_drafts set is_completed = true, answers = $2::jsonb, last_updated = now()
    from ins where form_drafts.draft_id = $8 and form_drafts.form_id = $1
  )${
    withFiles
      ? `, linked_files as (
    update uploaded_files set response_id = ins.id
    from ins where uploaded_files.id = any($9::text[]) and uploaded_files.draft_id = $8
  )`
      : ''
  }
  select id from ins`;
}
const SUBMIT = { name: 'submit-response', text: submitStatement(false) };
const SUBMIT_WITH_FILES = { name: 'submit-response-files', text: submitStatement(true) };

/** The 201 body is two fields built right here, so it is written as is, not re-parsed by zod. */
const serializeSubmitted = (data: unknown) => JSON.stringify(data);

export function registerSubmitResponse(app: FastifyInstance, captcha: CaptchaVerifier): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/forms/:id/responses',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: {
        rateLimit: {
          max: app.config.submitRateLimitPerMinute,
          timeWindow: '1 minute',
          // Per client address and form: one busy form does not block another.
          keyGenerator: (request) =>
            `${request.ip}|${(request.params as { id?: string }).id ?? ''}`,
        },
      },
      serializerCompiler: () => serializeSubmitted,
      schema: {
        tags: ['public'],
        summary: 'Submit a response',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: submitResponseRequestSchema,
        response: {
          201: submitResponseResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { draftId } = request.body;
      const { db } = app.database;

      const state = await loadPublicForm(db, id);
      if (state.status === 'closed')
        throw new AppError(410, 'FORM_CLOSED', state.message ?? 'Closed');
      if (state.status !== 'open' || !state.definition || !state.validate)
        throw new AppError(404, 'NOT_FOUND', 'Form not found');
      const definition = state.definition;

      const result = state.validate(request.body.answers);
      if (!result.ok) {
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          Object.values(result.errors)[0] ?? 'Invalid input',
          {
            errors: result.errors,
          },
        );
      }
      const errors: Record<string, string> = {};
      for (const q of definition.questions) {
        if (q.type !== 'CAPTCHA') continue;
        const raw = request.body.answers[q.id];
        const visible = q.required || raw !== undefined;
        if (visible && !(await captcha.verify(raw)))
          errors[q.id] = 'Please complete the verification';
      }
      const refs = fileReferences(definition, result.answers);
      if (refs.length > 0) {
        const rows = await db
          .select({ id: uploadedFiles.id, questionId: uploadedFiles.questionId })
          .from(uploadedFiles)
          .where(
            and(
              inArray(
                uploadedFiles.id,
                refs.map((r) => r.fileId),
              ),
              eq(uploadedFiles.formId, id),
              eq(uploadedFiles.draftId, draftId),
              isNull(uploadedFiles.responseId),
            ),
          );
        const known = new Set(rows.map((r) => `${r.questionId}/${r.id}`));
        for (const ref of refs)
          if (!known.has(`${ref.questionId}/${ref.fileId}`))
            errors[ref.questionId] ??= 'Upload not found';
      }
      if (Object.keys(errors).length > 0) {
        throw new AppError(400, 'VALIDATION_ERROR', Object.values(errors)[0]!, { errors });
      }

      const meta = clientMeta(request, app.config);
      // Sent once: the draft's copy is taken from the inserted row.
      const answersJson = JSON.stringify(result.answers);
      // The browser says where the respondent came from (the host page of an embed); its Referer
      // header names only the form page. Clients that do not say keep the header.
      const referrer =
        request.body.referrer === undefined ? meta.referrer : request.body.referrer || null;
      // One statement, so one round trip and atomic: the response, the draft's completion and the
      // file links are written together or not at all. A concurrent twin makes the insert a no-op.
      const values: unknown[] = [
        id,
        answersJson,
        request.identity.user?.id ?? null,
        request.identity.guestId,
        meta.ipAddress,
        meta.userAgent,
        referrer,
        draftId,
      ];
      const statement = refs.length > 0 ? SUBMIT_WITH_FILES : SUBMIT;
      if (refs.length > 0) values.push(refs.map((r) => r.fileId));
      const [inserted] = await app.database.prepared<{ id: number | string }>(
        statement.name,
        statement.text,
        values,
      );
      if (inserted)
        return reply.status(201).send({ responseId: Number(inserted.id), duplicate: false });
      const twin = await findByDraft(db, id, draftId);
      if (twin === null)
        throw new AppError(409, 'CONFLICT', 'This draft was submitted to another form');
      return reply.status(201).send({ responseId: twin, duplicate: true });
    },
  );
}
