/**
 * The database schema: every table and field of product-spec section 3, plus what the spec implies
 * (sessions, notifications, collaborators, invitations, templates, uploaded files).
 * Column names are snake_case in SQL and camelCase in TypeScript. Timestamps are timestamptz.
 * A guest-owned form has owner_id NULL here and `userId: -1` at the API boundary (DESIGN.md §4).
 *
 * The tables live in `schema/`, one file per area; this file is the one the app, the tests and
 * drizzle-kit import.
 */
export * from './schema/accounts';
export * from './schema/forms';
export * from './schema/responses';
