/**
 * The respondent path: what a public form page receives and what it sends. Public shapes never carry
 * owner ids, guest ids or access codes.
 */
import { z } from 'zod';
import { pageBreakSchema, questionSchema, screenSchema, themeSchema } from '../form/definition';

export const publicFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  theme: themeSchema,
  welcomeScreen: screenSchema,
  thankYouScreen: screenSchema,
  pageBreaks: z.array(pageBreakSchema),
  /** In the page's language (ADR 048): `shown` words the answer values, which stay the default's. */
  questions: z.array(
    questionSchema.extend({
      shown: z
        .object({
          options: z.array(z.string()).optional(),
          rows: z.array(z.string()).optional(),
          cols: z.array(z.string()).optional(),
        })
        .optional(),
    }),
  ),
  /** The form's languages, the default first (absent: a one-language form), and the one served. */
  languages: z.array(z.string()).optional(),
  language: z.string().optional(),
  /**
   * The published version served (ADR 036): a draft or submission names it, and the server keeps
   * the draft on the version it started on. Absent from pages cached before versions existed.
   */
  formVersion: z.number().int().min(1).optional(),
});
export type PublicForm = z.infer<typeof publicFormSchema>;

/** Why a form cannot take responses right now. */
export const formAvailabilitySchema = z.enum(['open', 'closed', 'unpublished', 'not_found']);
export type FormAvailability = z.infer<typeof formAvailabilitySchema>;

/**
 * Inlined into the public page as <script type="application/json" id="formloom-form"> so the form
 * renders with no API round trip; also served by GET /api/public/forms/{id}.
 */
export const publicFormPayloadSchema = z.object({
  status: formAvailabilitySchema,
  /** Present when status is 'open'. */
  form: publicFormSchema.nullable(),
  /** The owner's message for a closed form, or a standard one. */
  message: z.string().nullable(),
  /** The route the page was served under: '/forms' or, for guest forms, '/anonymous-forms'. */
  basePath: z.string(),
});
export type PublicFormPayload = z.infer<typeof publicFormPayloadSchema>;

/** Drafts are keyed by a client-generated random id (UUID v4), upserted as the respondent types. */
export const draftIdSchema = z.string().regex(/^[0-9a-f-]{36}$/i, 'Invalid draft id');

/** The version the page showed; a draft already saved keeps the version it started on. */
const answeredVersionSchema = z.number().int().min(1).optional();

/** The form language the respondent reads (ADR 048); one the form lacks is recorded as sent. */
const answeredLanguageSchema = z.string().max(40).optional();

export const saveDraftRequestSchema = z.object({
  answers: z.record(z.string().max(64), z.unknown()),
  formVersion: answeredVersionSchema,
  language: answeredLanguageSchema,
});
export const saveDraftResponseSchema = z.object({
  draftId: z.string(),
  lastUpdated: z.string(),
  /** Secret for the "continue on another device" link: /forms/{id}?resume={token}. */
  resumeToken: z.string(),
});

export const resumeDraftResponseSchema = z.object({
  formId: z.string(),
  draftId: z.string(),
  answers: z.record(z.string(), z.unknown()),
  lastUpdated: z.string(),
  /** The published version the draft started on (ADR 036); null for drafts before versions. */
  formVersion: z.number().int().nullable().optional(),
  /** The form language the draft was being answered in (ADR 048). */
  language: z.string().nullable().optional(),
});

export const submitResponseRequestSchema = z.object({
  draftId: draftIdSchema,
  answers: z.record(z.string().max(64), z.unknown()),
  /**
   * Where the respondent came from: the form page's document.referrer, so the host page for an
   * embed ('' when there was none). The request's own Referer is only the form page itself.
   */
  referrer: z.string().max(2000).optional(),
  /** The version the page showed; a draft's own version wins over it (ADR 036). */
  formVersion: answeredVersionSchema,
  language: answeredLanguageSchema,
});
export const submitResponseResponseSchema = z.object({
  responseId: z.number().int(),
  /** True when this draft had already been submitted (a retry or double click). */
  duplicate: z.boolean(),
});

export const uploadedFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * The respondent page's random visitor id for one form, kept in the browser's storage (never a
 * cookie) so the funnel counts people, not addresses. Opaque to the server: any random token of
 * URL-safe characters long enough not to collide (the page sends a UUID v4).
 */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid visitor id');

/** In funnel order: each step implies the ones before it. */
export const EMBED_EVENT_TYPES = ['view', 'start', 'submit'] as const;
export const embedEventRequestSchema = z.object({
  type: z.enum(EMBED_EVENT_TYPES),
  /** The page hosting the embed (document.referrer inside the iframe). */
  referrer: z.string().max(2000).optional(),
  /** Absent from pages older than issue 28: their events are deduplicated by address instead. */
  visitorId: visitorIdSchema.optional(),
});

/** An ALTCHA (v2) proof-of-work challenge, signed by the server; opaque to everyone else. */
export const captchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});
