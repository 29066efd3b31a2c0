/**
 * Accounts and the site around them: users, their sessions, credits, brand kits and their logos,
 * notifications, the CMS content and the e-mail outbox.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    /** argon2id hash; accounts created by Google sign-in hold an unusable marker. */
    password: text('password').notNull(),
    /**
     * Lower-cased. Unique among verified addresses only (ADR 029): an unverified address proves
     * nothing, so it must not keep the address's real owner from registering or verifying it.
     */
    email: text('email').notNull(),
    /** When the account proved it reads mail at `email`; null until then (and for older rows). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** An e-mail change waiting for its link: `email` becomes this once the link is opened. */
    pendingEmail: text('pending_email'),
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
    /** The Pro price the subscription is on: 'pro_monthly' or 'pro_yearly' (issue 15). */
    subscriptionPlan: text('subscription_plan'),
    /**
     * When the subscription state on this row was true at Stripe (the event's `created`): an older
     * event arriving late never moves the subscription backwards.
     */
    subscriptionStateAt: timestamp('subscription_state_at', { withTimezone: true }),
    /** Set by an admin (issue 16): the account cannot sign in and its forms accept no responses. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Two-factor sign-in (issue 20): the TOTP secret (base32), kept while enrolling and after;
     * two-factor is on only once `two_factor_enabled_at` is set by a verified code.
     */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once, a replay in its step is refused. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /** The highest storage-quota warning sent (80 or 100), so each is sent once per crossing. */
    storageAlertLevel: integer('storage_alert_level').notNull().default(0),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    // The admin overview counts sign-ups by day.
    index('users_created_idx').on(t.createdAt),
    // /metrics counts accounts near their storage quota at every scrape: only those are indexed.
    index('users_storage_alert_idx')
      .on(t.storageAlertLevel)
      .where(sql`${t.storageAlertLevel} > 0`),
    check('users_credits_check', sql`${t.credits} >= 0`),
    // Whoever verifies an address first owns it; a second verification of it is a conflict.
    uniqueIndex('users_verified_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    // Every lookup by address (account-by-email.ts) compares lower(email).
    index('users_email_idx').on(sql`lower(${t.email})`),
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

/**
 * What admins did (issue 16): who, what, to whom, when, and the state before and after. Rows are
 * only ever inserted; nothing in the product updates or deletes them (and a trigger refuses it).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The admin; kept as a name too, so the entry survives the account's deletion. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** e.g. user.make_admin, user.grant_credits, form.unpublish, content.update */
    action: text('action').notNull(),
    /** What it was done to: 'user', 'form', 'content', 'template', 'brand_kit'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A readable name of the target at the time (username, form title, slug). */
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/**
 * Personal API keys for /api/v1 (issue 17). Only the SHA-256 of the key is kept; `prefix` is the
 * key's visible start, shown in lists so a user can tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scope: text('scope', { enum: ['read', 'read_write'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
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

/**
 * Every Stripe webhook event applied (issue 15). The event id is the primary key: a replayed or
 * concurrent duplicate fails to insert and changes nothing, in the same transaction as its effect.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** Stripe's `created` for the event. */
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  receivedAt: createdAt(),
});

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
  (t) => [
    uniqueIndex('brand_settings_user_idx').on(t.userId),
    // One global kit: the partial index makes a second one a conflict the upsert can target.
    uniqueIndex('brand_settings_global_idx')
      .on(t.scope)
      .where(sql`${t.scope} = 'global'`),
    // A user kit belongs to a user; the global kit to nobody (so deleting an admin keeps it).
    check('brand_settings_scope_check', sql`(${t.scope} = 'user') = (${t.userId} is not null)`),
  ],
);

/**
 * Uploaded brand logos. Immutable: a new logo is a new row, because forms that stopped following
 * the kit keep the address of the logo they were made with. Served publicly by id.
 */
export const brandLogos = pgTable(
  'brand_logos',
  {
    /** Random and URL-safe; the public address is /api/public/brand-logos/{id}. */
    id: text('id').primaryKey(),
    /** Who uploaded it; only they may put it in a kit. Kept (null) if the account goes. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('brand_logos_owner_idx').on(t.ownerId)],
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

/**
 * The e-mail outbox and the project's background-work queue for mail (ADR 019). A row is written in
 * the same transaction as the change that causes the mail; the outbox worker claims due rows
 * (`FOR UPDATE SKIP LOCKED`, leased by `locked_until`), sends them and stamps `sent_at`, or backs
 * off exponentially via `next_attempt_at`, and gives up (`failed_at`) after its last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is about (invitation, password_reset, ...), for logs and the admin view. */
    kind: text('kind').notNull().default('other'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: nobody else sends the row before this time passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** Password reset links (issue 14): single use, one hour, only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * E-mail verification links (issue 27, ADR 029): single use, 24 hours, only the SHA-256 of the
 * token is kept. `email` is the address the link proves: the account's own after registration, or
 * the new one of an e-mail change, which applies only when its link is opened.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/** Two-factor backup codes (issue 20): ten per enrolment, each usable once; only a hash is kept. */
export const twoFactorBackupCodes = pgTable(
  'two_factor_backup_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_backup_codes_user_idx').on(t.userId)],
);

/**
 * Scheduled background work (issue 19): one row per job name. An instance runs a job only after
 * claiming its row (`next_run_at` due and `locked_until` passed, FOR UPDATE SKIP LOCKED), so each
 * schedule runs once however many instances there are, and a claim whose instance died expires.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
