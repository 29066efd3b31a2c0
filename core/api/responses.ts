/** Responses, summaries, NPS analytics and exports of a form (all behind the access check). */
import { z } from 'zod';
import { resultFiltersShape } from './result-filters';

export const RESPONSES_PAGE_MAX = 200;

export const responseListQuerySchema = z.object({
  /** Opaque keyset cursor from the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(RESPONSES_PAGE_MAX).default(50),
  /** from, to, completed, filters, any, version: the filters every results read takes (result-filters.ts). */
  ...resultFiltersShape,
  /** completed responses, or partial ones (drafts still being filled in). */
  status: z.enum(['completed', 'partial']).default('completed'),
  /** Filter by an answer: responses whose answer to questionId equals (or contains) `answer`. */
  questionId: z.string().max(64).optional(),
  answer: z.string().max(500).optional(),
  /** Search in text answers (case-insensitive substring). */
  q: z.string().max(200).optional(),
});
export type ResponseListQuery = z.infer<typeof responseListQuerySchema>;

export const responseItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['response', 'draft']),
  createdAt: z.string(),
  updatedAt: z.string(),
  completed: z.boolean(),
  referrer: z.string().nullable(),
  /** The published version answered (ADR 036); null for rows written outside the form page. */
  formVersion: z.number().int().nullable(),
  /** The form language answered in (ADR 048); null for a one-language form. */
  language: z.string().nullable().default(null),
  answers: z.record(z.string(), z.unknown()),
});
export type ResponseItem = z.infer<typeof responseItemSchema>;

export const responseListSchema = z.object({
  items: z.array(responseItemSchema),
  nextCursor: z.string().nullable(),
});

export const responseDetailSchema = responseItemSchema.extend({
  userAgent: z.string().nullable(),
  files: z.array(
    z.object({
      fileId: z.string(),
      questionId: z.string(),
      name: z.string(),
      size: z.number(),
      mimeType: z.string(),
    }),
  ),
});

export const deleteResponsesRequestSchema = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(1000),
});
export const deleteResponsesResponseSchema = z.object({ deleted: z.number().int() });

/**
 * Set for questions with choices (options, yes/no, a scale's points): false for a value the
 * answers hold that the question no longer offers (an option since removed or renamed, or text
 * typed under "Other"). Such values follow the question's own choices.
 */
const listedSchema = z.boolean().optional();

const countRow = z.object({
  value: z.string(),
  count: z.number().int(),
  percent: z.number(),
  listed: listedSchema,
});

export const questionSummarySchema = z.object({
  questionId: z.string(),
  type: z.string(),
  title: z.string(),
  /**
   * Set in an all-versions summary for a question the form no longer has: the version that
   * removed it (issue 30), so its answers stay readable, "removed in version 3".
   */
  removedIn: z.number().int().optional(),
  answered: z.number().int(),
  /**
   * Choice types: counts and percentages of answered, every choice in the form's order (0 where
   * nobody picked it), then values no longer offered; numbers: the distribution, in value order,
   * every point of a rating or scale included.
   */
  counts: z.array(countRow).optional(),
  average: z.number().nullable().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  nps: z
    .object({
      score: z.number().nullable(),
      promoters: z.number(),
      passives: z.number(),
      detractors: z.number(),
    })
    .optional(),
  /**
   * MATRIX and LIKERT_SCALE: row × column counts, every cell of the question's rows and columns in
   * order (0 where nobody picked it), then cells of rows or columns no longer in the question.
   */
  grid: z
    .array(z.object({ row: z.string(), column: z.string(), count: z.number().int() }))
    .optional(),
  /**
   * RANKING: average position (1 = first) per option, every option in the form's order (null for
   * one nobody has ranked yet: added after the responses), then options no longer offered.
   */
  positions: z
    .array(
      z.object({ value: z.string(), averagePosition: z.number().nullable(), listed: listedSchema }),
    )
    .optional(),
  /**
   * Text, files, locations and others: the most recent answers as plain text. Upload and signature
   * answers also list their files (to link to the download), and a location its coordinates.
   */
  recent: z
    .array(
      z.object({
        responseId: z.string(),
        text: z.string(),
        createdAt: z.string(),
        files: z
          .array(z.object({ fileId: z.string(), name: z.string(), size: z.number() }))
          .optional(),
        location: z
          .object({ lat: z.number(), lng: z.number(), address: z.string().optional() })
          .optional(),
      }),
    )
    .optional(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const funnelPageSchema = z.object({
  /** 'start' for the first page, else the id of the page break that opens it. */
  pageId: z.string(),
  /** The page break's title ('' for the first page or an untitled break). */
  title: z.string(),
  reached: z.number().int(),
  left: z.number().int(),
});
export type FunnelPage = z.infer<typeof funnelPageSchema>;

/** Drop-off per question (issue 32 item 4), in the form's order. */
export const funnelQuestionSchema = z.object({
  questionId: z.string(),
  title: z.string(),
  /** Submitted responses, and drafts that answered it or a later question or stopped on it. */
  reached: z.number().int(),
  /** Responses and drafts with an answer to it. */
  answered: z.number().int(),
  /** Drafts that stopped on it: their furthest answer is the question before it. */
  left: z.number().int(),
});
export type FunnelQuestion = z.infer<typeof funnelQuestionSchema>;

export const formSummaryResponseSchema = z.object({
  totalResponses: z.number().int(),
  funnel: z.object({
    views: z.number().int(),
    starts: z.number().int(),
    completions: z.number().int(),
    /**
     * Multi-page forms: per page in form order, how many respondents reached it (a draft with an
     * answer on it or a later page; every submitted response) and how many left there (drafts
     * whose last answered page it is). Empty for a single-page form.
     */
    pages: z.array(funnelPageSchema).default([]),
    /** Forms with two questions or more: per question, who reached, answered and left it. */
    questions: z.array(funnelQuestionSchema).default([]),
  }),
  questions: z.array(questionSummarySchema),
});
export type FormSummaryResponse = z.infer<typeof formSummaryResponseSchema>;

export const npsQuerySchema = z.object({
  formId: z.string().max(64).optional(),
  interval: z.enum(['week', 'month']).default('month'),
  /** The results filters; answer conditions (`filters`) need `formId`, whose questions they name. */
  ...resultFiltersShape,
});

/** How many comments per segment (promoters, passives, detractors) GET /api/nps returns. */
export const NPS_COMMENTS_PER_SEGMENT = 5;

export const npsCommentSchema = z.object({
  responseId: z.string(),
  score: z.number(),
  text: z.string(),
  createdAt: z.string(),
});
export type NpsComment = z.infer<typeof npsCommentSchema>;

export const npsQuestionSchema = z.object({
  formId: z.string(),
  formTitle: z.string(),
  questionId: z.string(),
  questionTitle: z.string(),
  answers: z.number().int(),
  /** promoters% − detractors%, −100..100; null with no answers. */
  score: z.number().nullable(),
  promoters: z.number(),
  passives: z.number(),
  detractors: z.number(),
  trend: z.array(
    z.object({ period: z.string(), answers: z.number().int(), score: z.number().nullable() }),
  ),
  /**
   * The question whose answers are this NPS question's comments: the first SHORT_TEXT or
   * LONG_TEXT question after it in the form; null when there is none.
   */
  commentQuestion: z.object({ id: z.string(), title: z.string() }).nullable().default(null),
  /** The most recent non-blank comments per segment, newest first. */
  comments: z
    .object({
      promoters: z.array(npsCommentSchema),
      passives: z.array(npsCommentSchema),
      detractors: z.array(npsCommentSchema),
    })
    .default({ promoters: [], passives: [], detractors: [] }),
});
export const npsResponseSchema = z.object({
  overall: z.object({
    answers: z.number().int(),
    score: z.number().nullable(),
    promoters: z.number(),
    passives: z.number(),
    detractors: z.number(),
  }),
  questions: z.array(npsQuestionSchema),
});

/** NPS: promoters answer 9-10, passives 7-8, detractors 0-6; score = %promoters − %detractors. */
export function npsScore(promoters: number, passives: number, detractors: number): number | null {
  const total = promoters + passives + detractors;
  if (total === 0) return null;
  return Math.round(((promoters - detractors) / total) * 1000) / 10;
}

/**
 * Where an uploaded file of a form is downloaded: GET, behind the form's access check, always as
 * an attachment. The responses page links to it, and exports as an absolute URL.
 */
export function fileDownloadPath(formId: string, fileId: string): string {
  return `/api/forms/${encodeURIComponent(formId)}/files/${encodeURIComponent(fileId)}`;
}

/** Spreadsheet formula injection: cells starting with these are prefixed with a quote. */
export function neutralizeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
