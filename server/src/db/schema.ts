/**
 * The database schema: every table and field of product-spec section 3, plus what the spec implies
 * (sessions, notifications, collaborators, invitations, templates, uploaded files).
 * Column names are snake_case in SQL and camelCase in TypeScript. Timestamps are timestamptz.
 * A guest-owned form has owner_id NULL here and `userId: -1` at the API boundary (DESIGN.md §4).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    /** argon2id hash; accounts created by Google sign-in hold an unusable marker. */
    password: text('password').notNull(),
    email: text('email').notNull().unique(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Cached from credit_transactions, which is the source of truth. */
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    name: text('name'),
    firebaseUid: text('firebase_uid').unique(),
    authProvider: text('auth_provider').notNull().default('local'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionStatus: text('subscription_status'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_credits_check', sql`${t.credits} >= 0`),
  ],
);

/** Server-side sessions (DESIGN.md §5): session_id holds the SHA-256 of the cookie token. */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isGuest: boolean('is_guest').notNull().default(true),
    /** The guest id the server issued to this browser; survives sign-in so migration can find it. */
    guestId: text('guest_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    metadata: jsonb('metadata').notNull().default({}),
  },
  (t) => [index('visitor_sessions_user_idx').on(t.userId)],
);

export const forms = pgTable(
  'forms',
  {
    /** Random and URL-safe: form ids appear in public links and must not be guessable. */
    id: text('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    theme: jsonb('theme').notNull().default({}),
    welcomeScreen: jsonb('welcome_screen').notNull().default({}),
    thankYouScreen: jsonb('thank_you_screen').notNull().default({}),
    customization: jsonb('customization').notNull().default({}),
    pageBreaks: jsonb('page_breaks').notNull().default([]),
    anonymousId: text('anonymous_id'),
    accessCode: text('access_code'),
    /** Optimistic concurrency: a save names the version it edited; a stale one gets 409. */
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('forms_owner_idx').on(t.ownerId, t.updatedAt),
    index('forms_anonymous_idx').on(t.anonymousId),
    check('forms_owner_or_guest', sql`${t.ownerId} is not null or ${t.anonymousId} is not null`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    /** Client-generated so logic can reference a question before it is saved; unique per form. */
    id: text('id').notNull(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    required: boolean('required').notNull().default(false),
    order: integer('order').notNull(),
    options: jsonb('options'),
    optionLabels: jsonb('option_labels'),
    logic: jsonb('logic'),
    scaleMin: integer('scale_min'),
    scaleMax: integer('scale_max'),
    scaleMinLabel: text('scale_min_label'),
    scaleMaxLabel: text('scale_max_label'),
    fileTypes: text('file_types'),
    maxFileSize: text('max_file_size'),
    matrixRows: text('matrix_rows').array(),
    matrixCols: text('matrix_cols').array(),
    settings: jsonb('settings').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.id] }),
    index('questions_form_order_idx').on(t.formId, t.order),
  ],
);

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
  },
  (t) => [index('responses_form_created_idx').on(t.formId, t.createdAt, t.id)],
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
  },
  (t) => [index('form_drafts_form_idx').on(t.formId, t.lastUpdated)],
);

export const siteContent = pgTable('site_content', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  contentType: text('content_type', {
    enum: ['landing_video', 'landing_text', 'about', 'pricing', 'help', 'terms', 'privacy'],
  }).notNull(),
  slug: text('slug').notNull().unique(),
  metaDescription: text('meta_description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
});

export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    relatedEntityType: text('related_entity_type'),
    relatedEntityId: text('related_entity_id'),
    stripePaymentId: text('stripe_payment_id').unique(),
    status: text('status').notNull().default('completed'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('credit_transactions_user_idx').on(t.userId, t.createdAt)],
);

export const brandSettings = pgTable(
  'brand_settings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['user', 'global'] })
      .notNull()
      .default('user'),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
    accentColor: text('accent_color'),
    fontFamily: text('font_family'),
    buttonStyle: text('button_style'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brand_settings_user_idx').on(t.userId)],
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
  },
  (t) => [index('embed_analytics_form_idx').on(t.formId, t.eventType, t.timestamp)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: [
        'invitation',
        'form_shared',
        'collaboration_request',
        'access_granted',
        'access_revoked',
        'other',
      ],
    }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    isRead: boolean('is_read').notNull().default(false),
    data: jsonb('data').notNull().default({}),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const formCollaborators = pgTable(
  'form_collaborators',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['viewer', 'editor'] })
      .notNull()
      .default('editor'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('form_collaborators_form_user_idx').on(t.formId, t.userId),
    index('form_collaborators_user_idx').on(t.userId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['viewer', 'editor'] })
      .notNull()
      .default('editor'),
    /** SHA-256 of the token carried in the notification's actionUrl. */
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [index('invitations_form_idx').on(t.formId)],
);

export const templates = pgTable('templates', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default('general'),
  definition: jsonb('definition').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

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
  },
  (t) => [
    index('uploaded_files_form_idx').on(t.formId),
    index('uploaded_files_draft_idx').on(t.draftId),
  ],
);

/** Outbox for e-mail when no SMTP server is configured (DESIGN.md §2), visible to admins. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
