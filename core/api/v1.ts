/**
 * The public REST API, version 1 (issue 17 item 4). Its shapes are a promise to other people's
 * programs: they are mapped from the database here-and-now, never reuse the app's own contracts,
 * and change only by a new version. Ids of responses are numbers (as in the webhook payloads),
 * timestamps ISO 8601 in UTC, answers a list that names each question's title and type.
 */
import { z } from 'zod';

export const V1_PAGE_MAX = 100;
/** Requests per key per minute; answered in the RateLimit headers of every response. */
export const V1_RATE_LIMIT = 120;
export const V1_RATE_WINDOW_SECONDS = 60;

const FORM_EXAMPLE = {
  id: 'k3Jd9x2QpL',
  title: 'Customer feedback',
  description: 'Tell us how we did',
  published: true,
  role: 'owner',
  createdAt: '2026-11-02T09:15:00.000Z',
  updatedAt: '2026-11-20T16:40:12.000Z',
  publishedAt: '2026-11-03T08:00:00.000Z',
};

export const v1FormSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    published: z.boolean(),
    /** The key's user's relation to the form. */
    role: z.enum(['owner', 'admin', 'editor', 'viewer']),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
  })
  .meta({ example: FORM_EXAMPLE });
export type V1Form = z.infer<typeof v1FormSchema>;

export const v1FormListQuerySchema = z.object({
  cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(V1_PAGE_MAX).default(50),
});

export const v1FormListSchema = z
  .object({ data: z.array(v1FormSchema), nextCursor: z.string().nullable() })
  .meta({ example: { data: [FORM_EXAMPLE], nextCursor: null } });

const QUESTION_EXAMPLE = {
  id: 'q_rating',
  type: 'RATING',
  title: 'How would you rate us?',
  description: '',
  required: true,
  order: 0,
  options: null,
};

export const v1QuestionSchema = z
  .object({
    id: z.string(),
    /** One of the 33 question types (SHORT_TEXT, MULTIPLE_CHOICE, RATING, ...). */
    type: z.string(),
    title: z.string(),
    description: z.string(),
    required: z.boolean(),
    order: z.number().int(),
    /** The choices of choice questions; null for others. */
    options: z.array(z.string()).nullable(),
  })
  .meta({ example: QUESTION_EXAMPLE });

export const v1FormDetailSchema = v1FormSchema
  .extend({ questions: z.array(v1QuestionSchema) })
  .meta({ example: { ...FORM_EXAMPLE, questions: [QUESTION_EXAMPLE] } });
export type V1FormDetail = z.infer<typeof v1FormDetailSchema>;

export const v1AnswerSchema = z.object({
  questionId: z.string(),
  /** Null when the question has since been deleted from the form. */
  title: z.string().nullable(),
  type: z.string().nullable(),
  value: z.unknown(),
});

const RESPONSE_EXAMPLE = {
  id: 1042,
  formId: 'k3Jd9x2QpL',
  submittedAt: '2026-11-21T10:02:33.512Z',
  updatedAt: '2026-11-21T10:02:33.512Z',
  formVersion: 3,
  language: 'fr',
  answers: [{ questionId: 'q_rating', title: 'How would you rate us?', type: 'RATING', value: 5 }],
};

export const v1ResponseSchema = z
  .object({
    id: z.number().int(),
    formId: z.string(),
    submittedAt: z.string(),
    updatedAt: z.string(),
    /** The published version of the form the response answered; null for older responses. */
    formVersion: z.number().int().nullable(),
    /** The form language answered in (ADR 048); null for a one-language form. */
    language: z.string().nullable(),
    /** In the form's question order; answers to deleted questions last. */
    answers: z.array(v1AnswerSchema),
  })
  .meta({ example: RESPONSE_EXAMPLE });
export type V1Response = z.infer<typeof v1ResponseSchema>;

export const v1ResponseListQuerySchema = z.object({
  cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(V1_PAGE_MAX).default(50),
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Only responses submitted at or after this instant (ISO 8601)'),
  order: z
    .enum(['desc', 'asc'])
    .default('desc')
    .describe('desc: newest first (default); asc: oldest first, to follow new responses'),
});
export type V1ResponseListQuery = z.infer<typeof v1ResponseListQuerySchema>;

export const v1ResponseListSchema = z
  .object({ data: z.array(v1ResponseSchema), nextCursor: z.string().nullable() })
  .meta({ example: { data: [RESPONSE_EXAMPLE], nextCursor: null } });
export type V1ResponseList = z.infer<typeof v1ResponseListSchema>;

export const v1FormParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const v1ResponseParamsSchema = v1FormParamsSchema.extend({
  responseId: z.coerce.number().int().positive(),
});

export const v1DeletedSchema = z
  .object({ deleted: z.literal(true), id: z.number().int() })
  .meta({ example: { deleted: true, id: 1042 } });
