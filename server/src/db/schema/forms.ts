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
