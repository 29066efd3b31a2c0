/**
 * Forms, their questions, who else may edit them, and the templates they can start from.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

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
    /** "Delete responses after N days" (issue 20); null keeps them. */
    responseRetentionDays: integer('response_retention_days'),
    /**
     * The live published version's number (ADR 036); null until the form is first published.
     * The builder's draft is this row and its questions; respondents see the version.
     */
    publishedVersion: integer('published_version'),
    /** BCP 47 codes, the default first; [] for a one-language form (ADR 048). */
    languages: jsonb('languages').notNull().default([]),
    /** Per non-default language, translation key to text (ADR 048). */
    translations: jsonb('translations').notNull().default({}),
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
    /** Each option's stable id, at its label's index in `options` (ADR 037). */
    optionIds: jsonb('option_ids'),
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
    /** Each grid row's and column's stable id, at its label's index (ADR 037 addendum). */
    matrixRowIds: jsonb('matrix_row_ids'),
    matrixColIds: jsonb('matrix_col_ids'),
    settings: jsonb('settings').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.id] }),
    index('questions_form_order_idx').on(t.formId, t.order),
  ],
);

/**
 * Pictures owners upload for their forms' image-choice options (issue 28, ADR 031), served
 * publicly by id. Immutable: a new picture is a new row. They count against the form owner's
 * storage and go with the form, except one another form or a template still shows: that one moves
 * to the other form, or stays ownerless (form_id null) for the template (release-form-images.ts).
 */
export const formImages = pgTable(
  'form_images',
  {
    /** Random and URL-safe; the public address is /api/public/form-images/{id}. */
    id: text('id').primaryKey(),
    formId: text('form_id').references(() => forms.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_images_form_idx').on(t.formId)],
);

/**
 * A published version of a form (ADR 036): the whole definition respondents saw, immutable once
 * written. `content_hash` lets a publish with no change write nothing; null for the versions the
 * migration made, whose hash the next publish computes from `definition`.
 */
export const formVersions = pgTable(
  'form_versions',
  {
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    definition: jsonb('definition').notNull(),
    contentHash: text('content_hash'),
    /**
     * What this version changed against the one numbered before it (core's describeChanges),
     * written at publish; null for a version published before migration 0022, until it is listed.
     */
    changes: jsonb('changes'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a guest's form, the migration's version 1, or a deleted account. */
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.formId, t.number] })],
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
    /** The address the invitation was sent to (lower-cased). */
    email: text('email').notNull(),
    /**
     * The account invited: the one named by username, or the one that had verified the address
     * (ADR 029); an address with no verified account leaves it null until one verifies it.
     */
    inviteeId: integer('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * How the sharer named the person. 'email': only an account that has verified `email` may
     * answer; 'username': only `invitee_id`. Rows from before this column count as 'email'.
     */
    recipientKind: text('recipient_kind', { enum: ['email', 'username'] })
      .notNull()
      .default('email'),
    role: text('role', { enum: ['viewer', 'editor'] })
      .notNull()
      .default('editor'),
    /** SHA-256 of the token carried in the notification's actionUrl and the e-mail's link. */
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'revoked'] })
      .notNull()
      .default('pending'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Seven days after it was sent; a pending invitation past it can no longer be answered. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** Who answered it (the signed-in user who accepted or declined). */
    respondedBy: integer('responded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invitations_form_idx').on(t.formId),
    index('invitations_email_idx').on(t.email),
    index('invitations_invitee_idx').on(t.inviteeId),
    check('invitations_recipient_kind_check', sql`${t.recipientKind} in ('email', 'username')`),
  ],
);

/**
 * A form's webhook endpoints (issue 17). The signing secret is the Standard Webhooks `whsec_...`
 * value, shown to the owner; `failing_since` is when the current run of failures began (an
 * endpoint failing for 24 hours is disabled, with `disabled_reason`). `created_by` is the person
 * whose access the endpoint lives with (ADR 028): when they can no longer manage the form's
 * webhooks it is turned off; null for a guest's form.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_endpoints_form_idx').on(t.formId),
    // An account's erasure and a collaborator's removal find the endpoints that person created.
    index('webhook_endpoints_created_by_idx').on(t.createdBy),
  ],
);

/**
 * One event for one endpoint: the outbox row written with the change, and its delivery state.
 * Delivered in order per endpoint (by id); `locked_until` is a worker's lease.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks `webhook-id`: the same across retries and redeliveries. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every attempt to deliver, for the endpoint's delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    durationMs: integer('duration_ms').notNull(),
    /** The HTTP status, or null when no answer came (refused, timed out, blocked address). */
    responseStatus: integer('response_status'),
    /** The first 2 KB of the answer, or the error. */
    responseBody: text('response_body'),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);

/**
 * A credit spent to publish one form beyond the free limit for 30 days (issue 15). While
 * `expires_at` is in the future the form does not count towards its owner's limit. When it lapses
 * the form stays published; `reminded_at` records the notification sent 3 days before.
 */
export const formPublishCredits = pgTable(
  'form_publish_credits',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ledger row (credit_transactions.id) that paid for it. */
    creditTransactionId: integer('credit_transaction_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('form_publish_credits_form_idx').on(t.formId, t.expiresAt),
    index('form_publish_credits_user_idx').on(t.userId, t.expiresAt),
  ],
);

/**
 * Per person and form: whether new responses notify them, and how (issue 14). `immediate` sends a
 * mail (and an in-app notification) per response; `daily` sends one digest a day; `off` nothing.
 */
export const formNotificationSettings = pgTable(
  'form_notification_settings',
  {
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['off', 'immediate', 'daily'] })
      .notNull()
      .default('off'),
    /** The end of the period the last daily digest covered. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.userId] }),
    index('form_notification_settings_user_idx').on(t.userId),
  ],
);

/**
 * Templates a form can start from. Global ones (owner NULL) are in everyone's gallery; a user's own
 * (owner set) are private to them. `source` says who keeps a row: 'seed' rows mirror the code's
 * catalogue (core/templates) and the start-up seed updates them when the catalogue changes;
 * 'admin' rows are global templates an admin created, or seeded ones an admin edited or retired
 * (anything that changes a seeded row sets 'admin'), and the seed never touches them again;
 * 'user' rows are private templates.
 */
export const templates = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    /** The catalogue's stable name for a global template; NULL for users' own templates. */
    slug: text('slug').unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('other'),
    definition: jsonb('definition').notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['seed', 'admin', 'user'] })
      .notNull()
      .default('user'),
    /** A 'seed' row: the hash of the catalogue entry it was written from. */
    seedVersion: text('seed_version'),
    /** Listing facts kept beside the definition, so the gallery never reads definitions. */
    questionCount: integer('question_count').notNull().default(0),
    questionTypes: text('question_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchText: text('search_text').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Retired templates leave the gallery; the row stays for forms that name it in their theme. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('templates_owner_idx').on(t.ownerId),
    check('templates_owner_or_global', sql`(${t.ownerId} is null) = (${t.source} <> 'user')`),
  ],
);
