/**
 * What respondents leave: responses, the counts of their answers (the answer rollup, ADR 014),
 * drafts, embed events and uploaded files.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { forms } from './forms';
import { createdAt, updatedAt } from './columns';

export const responses = pgTable(
  'responses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    anonymousId: text('anonymous_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    /** Idempotency key: a retried or double-clicked submission of one draft stores one response. */
    draftId: text('draft_id').unique(),
    /**
     * The published version answered against (ADR 036). Null only for rows written outside the
     * respondent path (benchmark loaders, tests).
     */
    formVersion: integer('form_version'),
    /** The form language the respondent answered in (ADR 048); null for a one-language form. */
    language: text('language'),
  },
  (t) => [
    index('responses_form_created_idx').on(t.formId, t.createdAt, t.id),
    // The admin overview counts responses by day across all forms.
    index('responses_created_idx').on(t.createdAt),
    // Responses of one version: the history's counts and `?version=n` views.
    index('responses_form_version_idx').on(t.formId, t.formVersion),
  ],
);

/**
 * The answer rollup (ADR 014): the questions of a form whose answers are counted as responses
 * arrive. `byValue` counts each raw answer; otherwise only that there was one. The question id ''
 * stands for the form's responses as a whole, so its count is the total. Not tied to `questions`,
 * whose rows a save replaces; `answer-rollup.ts` keeps these in step with the definition.
 */
export const answerRollups = pgTable(
  'answer_rollups',
  {
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    byValue: boolean('by_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.questionId] })],
);

/**
 * How many of a form's responses gave each answer to a rolled-up question, kept exact by
 * statement-level triggers on `responses` in the same transaction (migration 0002). The key is
 * the MD5 of the answer's canonical JSON text: a B-tree cannot index an arbitrarily long answer.
 * A count is the sum over its shards: each database connection adds to its own shard, so
 * concurrent submissions never wait for each other's commit on a shared counter row.
 */
export const answerCounts = pgTable(
  'answer_counts',
  {
    formId: text('form_id').notNull(),
    questionId: text('question_id').notNull(),
    answerKey: uuid('answer_key').notNull(),
    shard: smallint('shard').notNull(),
    answer: jsonb('answer').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.questionId, t.answerKey, t.shard] }),
    foreignKey({
      columns: [t.formId, t.questionId],
      foreignColumns: [answerRollups.formId, answerRollups.questionId],
    }).onDelete('cascade'),
  ],
);

/**
 * Trend rollup (ADR 058): the questions of a form whose answers are counted per UTC hour, listed
 * when an unfiltered trend of the question is first asked. `byValue` keeps each raw answer (the
 * average and the picks need it); otherwise only that there was one. Forms nobody asks trends of
 * list nothing, and their submissions count nothing here; a listing nobody has read for
 * ROLLUP_IDLE_DAYS is dropped (jobs/drop-idle-rollups.ts), so old curiosity costs no submission.
 */
export const answerTrends = pgTable(
  'answer_trends',
  {
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    byValue: boolean('by_value').notNull(),
    /** When a trend last read these counts (at most a day stale): unread for long, it is dropped. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.questionId] })],
);

/**
 * How many of a form's responses gave each answer to a listed trend question, per UTC hour of
 * `created_at`, kept by the answer rollup's triggers (migration 0023). Sharded as `answer_counts`.
 */
export const answerHours = pgTable(
  'answer_hours',
  {
    formId: text('form_id').notNull(),
    questionId: text('question_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    answerKey: uuid('answer_key').notNull(),
    shard: smallint('shard').notNull(),
    answer: jsonb('answer').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.questionId, t.hour, t.answerKey, t.shard] }),
    foreignKey({
      columns: [t.formId, t.questionId],
      foreignColumns: [answerTrends.formId, answerTrends.questionId],
    }).onDelete('cascade'),
  ],
);

/**
 * Cross-tab rollup (ADR 058): the (row, column) question pairs of a form whose answers are
 * counted by pair, listed when an unfiltered cross-tab of the pair is first asked.
 */
export const answerPairs = pgTable(
  'answer_pairs',
  {
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    rowId: text('row_id').notNull(),
    columnId: text('column_id').notNull(),
    /** When a cross-tab last read these counts (at most a day stale), as `answer_trends`. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.rowId, t.columnId] })],
);

/**
 * How many of a form's responses answered both questions of a listed pair with each pair of raw
 * answers, kept by the answer rollup's triggers (migration 0023). Sharded as `answer_counts`.
 */
export const answerPairCounts = pgTable(
  'answer_pair_counts',
  {
    formId: text('form_id').notNull(),
    rowId: text('row_id').notNull(),
    columnId: text('column_id').notNull(),
    rowKey: uuid('row_key').notNull(),
    columnKey: uuid('column_key').notNull(),
    shard: smallint('shard').notNull(),
    rowAnswer: jsonb('row_answer').notNull(),
    columnAnswer: jsonb('column_answer').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.formId, t.rowId, t.columnId, t.rowKey, t.columnKey, t.shard],
    }),
    foreignKey({
      columns: [t.formId, t.rowId, t.columnId],
      foreignColumns: [answerPairs.formId, answerPairs.rowId, answerPairs.columnId],
    }).onDelete('cascade'),
  ],
);

export const formDrafts = pgTable(
  'form_drafts',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    draftId: text('draft_id').notNull().unique(),
    answers: jsonb('answers').notNull().default({}),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    anonymousId: text('anonymous_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    isCompleted: boolean('is_completed').notNull().default(false),
    /** SHA-256 of the "continue on another device" token. */
    resumeTokenHash: text('resume_token_hash').unique(),
    /** The published version the draft was started on; its submission is checked against it. */
    formVersion: integer('form_version'),
    /** The form language the draft is being answered in (ADR 048). */
    language: text('language'),
  },
  (t) => [index('form_drafts_form_idx').on(t.formId, t.lastUpdated)],
);

export const embedAnalytics = pgTable(
  'embed_analytics',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    /**
     * The respondent page's random id for this form (issue 28). Null for events from pages older
     * than it, which were deduplicated by address.
     */
    visitorId: text('visitor_id'),
  },
  (t) => [
    index('embed_analytics_form_idx').on(t.formId, t.eventType, t.timestamp),
    // One row per visitor and step, however often the step is repeated: the funnel counts rows.
    uniqueIndex('embed_analytics_visitor_step_idx')
      .on(t.formId, t.visitorId, t.eventType)
      .where(sql`visitor_id is not null`),
  ],
);

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    draftId: text('draft_id'),
    responseId: bigint('response_id', { mode: 'number' }).references(() => responses.id, {
      onDelete: 'cascade',
    }),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /** Who uploaded it (as stored for responses): unsubmitted uploads are capped per address. */
    clientAddress: text('client_address'),
  },
  (t) => [
    index('uploaded_files_form_idx').on(t.formId),
    index('uploaded_files_draft_idx').on(t.draftId),
    // The orphan sweep (issue 20) looks only at files no response holds, oldest first.
    index('uploaded_files_orphan_idx')
      .on(t.createdAt)
      .where(sql`${t.responseId} is null`),
  ],
);

/**
 * A shared report (issue 32, item 5, ADR 053): a read-only summary of a form's results under saved
 * filters, opened without signing in at /reports/{token}. Only the token's SHA-256 is stored; the
 * link is shown once, when the report is made. Deleting the row revokes the link on every instance.
 */
export const sharedReports = pgTable(
  'shared_reports',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The results filters as POSTed: {from?, to?, completed?, filters?, any?}. */
    filters: jsonb('filters').notNull().default({}),
    /** The chosen cross-tabs: [{row, column}]. */
    crosstabs: jsonb('crosstabs').notNull().default([]),
    includeTexts: boolean('include_texts').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('shared_reports_form_idx').on(t.formId)],
);
