/**
 * POST /api/public/forms/{id}/responses: the respondent's submission. The answers pass the same
 * validateSubmission the browser ran; CAPTCHA payloads are verified here; uploaded files must
 * belong to this form, question and draft. The response, its file links and the draft's completion
 * are one transaction (written with other submissions that arrive together, ADR 013), and the
 * draft id makes it idempotent: a retry or double click gets the first response back. Nothing
 * acknowledged is ever lost: the 201 follows the commit.
 */
import { ownLanguage } from './form-language';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import { submitResponseRequestSchema, submitResponseResponseSchema } from '@core/api/public';
import type { FormDefinition } from '@core/form/definition';
import type { Db } from '../../db/database';
import { responses, uploadedFiles } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { CaptchaVerifier } from './captcha';
import { answeredVersion } from './answered-version';
import { clientMeta } from './client-meta';
import { loadPublicForm } from './load-public-form';
import { summarizeAnswers } from '../response-notifications/answer-summary';
import { immediateNotificationParams } from '../response-notifications/immediate-notification-sql';
import { immediateSubscribers } from '../response-notifications/immediate-subscribers';
import { createResponseWriter } from './response-writer';

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

export type SubmitOutcome =
  | { kind: 'stored'; responseId: number; duplicate: boolean }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  | { kind: 'closed'; message: string }
  | { kind: 'not_found' }
  | { kind: 'conflict' };

/**
 * Stores one submission (the JSON route's and the no-script post's): the same validation, CAPTCHA
 * check, file checks and draft idempotency, whichever way the answers came.
 */
export type SubmitResponse = (
  request: FastifyRequest,
  input: {
    formId: string;
    draftId: string;
    answers: Record<string, unknown>;
    referrer?: string | null;
    /** The published version the page showed; a saved draft's own version wins (ADR 036). */
    formVersion?: number;
    /** The form language the page showed (ADR 048). */
    language?: string | null;
  },
) => Promise<SubmitOutcome>;

/** Per client address and form: one busy form does not block another. */
export function submitRateLimit(app: FastifyInstance) {
  return {
    max: app.config.submitRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      `${request.ip}|${(request.params as { id?: string }).id ?? ''}`,
  };
}

/** The 201 body is two fields built right here, so it is written as is, not re-parsed by zod. */
const serializeSubmitted = (data: unknown) => JSON.stringify(data);

export function registerSubmitResponse(
  app: FastifyInstance,
  captcha: CaptchaVerifier,
): SubmitResponse {
  const writer = createResponseWriter(app.database, {
    notifications: {
      subscribers: immediateSubscribers(app.database),
      params: immediateNotificationParams(app.config),
    },
  });
  // onClose runs once the HTTP requests are done, before main.ts closes the database. A request
  // whose client went away no longer holds the server open, but its row may still be queued here.
  app.addHook('onClose', () => writer.drain());
  const submit: SubmitResponse = async (
    request,
    { formId: id, draftId, answers, referrer, formVersion, language },
  ) => {
    const { db } = app.database;
    const state = await loadPublicForm(db, id);
    if (state.status === 'closed') return { kind: 'closed', message: state.message ?? 'Closed' };
    if (state.status !== 'open' || !state.definition || !state.validate)
      return { kind: 'not_found' };
    // The draft's own version wins: it is checked and stored as the respondent saw it.
    const answered = await answeredVersion(db, state, draftId, formVersion);
    const { definition } = answered;

    const result = answered.validate(answers);
    if (!result.ok) {
      return {
        kind: 'invalid',
        message: Object.values(result.errors)[0] ?? 'Invalid input',
        errors: result.errors,
      };
    }
    const errors: Record<string, string> = {};
    for (const q of definition.questions) {
      if (q.type !== 'CAPTCHA') continue;
      const raw = answers[q.id];
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
      // A retry of a response already stored (the browser never heard the 201) fails these
      // checks: its CAPTCHA is spent and its files are linked. It gets the first response back,
      // like any other retry; looked up only here, so a first submission pays nothing for it.
      const stored = await findByDraft(db, id, draftId);
      if (stored !== null) return { kind: 'stored', responseId: stored, duplicate: true };
      return { kind: 'invalid', message: Object.values(errors)[0]!, errors };
    }

    const meta = clientMeta(request, app.config);
    // Sent once: the draft's copy is taken from the inserted row.
    const answersJson = JSON.stringify(result.answers);
    // The response, the draft's completion and the file links are written together or not at
    // all (response-writer.ts), and the 201 follows the commit. A stored twin makes it a no-op.
    const inserted = await writer.write({
      formId: id,
      answersJson,
      submittedBy: request.identity.user?.id ?? null,
      anonymousId: request.identity.guestId,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
      // The browser says where the respondent came from (the host page of an embed); its Referer
      // header names only the form page. Clients that do not say keep the header.
      referrer: referrer === undefined ? meta.referrer : referrer || null,
      draftId,
      fileIds: refs.map((r) => r.fileId),
      // For the new-response mail, written by the same statement if anyone asked for one.
      summary: () => summarizeAnswers(definition.questions, result.answers),
      formVersion: answered.formVersion,
      language: ownLanguage(definition.languages, language),
      defaultLanguage: definition.languages[0] ?? null,
    });
    if (inserted !== null) return { kind: 'stored', responseId: inserted, duplicate: false };
    const twin = await findByDraft(db, id, draftId);
    if (twin === null) return { kind: 'conflict' };
    return { kind: 'stored', responseId: twin, duplicate: true };
  };

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/forms/:id/responses',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { rateLimit: submitRateLimit(app) },
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
      const outcome = await submit(request, {
        formId: request.params.id,
        draftId: request.body.draftId,
        answers: request.body.answers,
        referrer: request.body.referrer,
        formVersion: request.body.formVersion,
        language: request.body.language,
      });
      switch (outcome.kind) {
        case 'stored':
          return reply
            .status(201)
            .send({ responseId: outcome.responseId, duplicate: outcome.duplicate });
        case 'closed':
          throw new AppError(410, 'FORM_CLOSED', outcome.message);
        case 'not_found':
          throw new AppError(404, 'NOT_FOUND', 'Form not found');
        case 'invalid':
          throw new AppError(400, 'VALIDATION_ERROR', outcome.message, { errors: outcome.errors });
        case 'conflict':
          throw new AppError(409, 'CONFLICT', 'This draft was submitted to another form');
      }
    },
  );
  return submit;
}
