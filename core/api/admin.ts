/**
 * The admin console (issue 16): the overview, users and what an admin may do to them, all forms,
 * global templates and the audit log. Every /api/admin/* route answers 404 to anyone who is not an
 * admin, exactly like a route that does not exist, so the console cannot be discovered.
 *
 * Lists are keyset-paged: pass the answer's `nextCursor` as `cursor` for the next page; null means
 * the last page. Every action answers the state after it and writes one audit entry.
 */
import { z } from 'zod';
import { ledgerEntrySchema, SUBSCRIPTION_PLANS } from './billing';
import { templateCategorySchema } from './templates';

/** Error codes of the admin routes (besides the shared ones in common.ts). */
export const ADMIN_ERROR_CODES = {
  /** 409: revoking (or deleting) the only admin left. */
  lastAdmin: 'LAST_ADMIN',
  /** 409: an admin tried to delete, disable or demote their own account from the console. */
  selfAction: 'SELF_ACTION',
  /** 409: removing more credits than the user has. */
  insufficientCredits: 'INSUFFICIENT_CREDITS',
  /** 400: the typed username does not match the account's. */
  confirmationMismatch: 'CONFIRMATION_MISMATCH',
  /** 409: granting Pro to a user who pays for it through Stripe. */
  stripeSubscription: 'STRIPE_SUBSCRIPTION',
} as const;

export const ADMIN_MESSAGES = {
  lastAdmin: 'This is the last admin. Make someone else an admin first.',
  selfDelete: 'You cannot delete your own account from the console.',
  selfDisable: 'You cannot disable your own account.',
  confirmationMismatch: 'Type the username exactly to confirm.',
  insufficientCredits: 'The user does not have that many credits to remove.',
} as const;

/** 403 ACCOUNT_DISABLED: what signing in to a disabled account answers (after the password). */
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled.';

/** A disabled owner's published forms answer as closed forms do, with this text. */
export const OWNER_DISABLED_FORM_MESSAGE = 'This form is not accepting responses.';

/** Page size of every admin list. */
export const ADMIN_PAGE_SIZE = 25;
const cursorSchema = z.string().max(200).optional();
const searchSchema = z.string().trim().max(200).optional();

// ---------------------------------------------------------------- overview

export const overviewDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  newUsers: z.number().int(),
  responses: z.number().int(),
});

/** GET /api/admin/overview */
export const adminOverviewSchema = z.object({
  users: z.number().int(),
  forms: z.number().int(),
  publishedForms: z.number().int(),
  /** Completed responses since 00:00 UTC today, and in the last 30 days (today included). */
  responsesToday: z.number().int(),
  responses30Days: z.number().int(),
  /** Users with Pro in effect now (subscription active or trialing and not ended). */
  proSubscribers: z.number().int(),
  /** Mails not sent yet and not given up on. */
  mailsWaiting: z.number().int(),
  /** Webhook deliveries that gave up. */
  failedWebhooks: z.number().int(),
  /** The last 30 days, oldest first, every day present (zeros included). */
  daily: z.array(overviewDaySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---------------------------------------------------------------- users

export const adminUserIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/admin/users?q=&cursor= (newest accounts first). */
export const adminUsersQuerySchema = z.object({ q: searchSchema, cursor: cursorSchema });

export const adminUserSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  plan: z.enum(['free', 'pro']),
  credits: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Set when an admin disabled the account. */
  disabledAt: z.string().nullable(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  published: z.boolean(),
  responseCount: z.number().int(),
  updatedAt: z.string(),
});

export const adminSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
});

/** GET /api/admin/users/{id} */
export const adminUserDetailSchema = z.object({
  user: adminUserSummarySchema.extend({
    authProvider: z.string(),
    subscription: z.object({
      status: z.string().nullable(),
      plan: z.enum(SUBSCRIPTION_PLANS).nullable(),
      endDate: z.string().nullable(),
      autoRenewal: z.boolean(),
      /** True when Stripe bills it (Pro cannot be granted over it). */
      stripe: z.boolean(),
    }),
  }),
  /** The latest 20 ledger rows, newest first. */
  ledger: z.array(ledgerEntrySchema.extend({ processedBy: z.string().nullable() })),
  /** All the user's forms, newest change first. */
  forms: z.array(adminUserFormSchema),
  /** Sessions that have not expired, most recently active first. */
  sessions: z.array(adminSessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** POST /api/admin/users/{id}/credits: + grants, - removes (never below zero). */
export const adminCreditsRequestSchema = z.object({
  amount: z
    .number({ error: 'Enter a whole number of credits' })
    .int('Enter a whole number of credits')
    .min(-100_000)
    .max(100_000)
    .refine((n) => n !== 0, 'Enter a number other than 0'),
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason')
    .max(500, 'Keep the reason under 500 characters'),
});
export type AdminCreditsRequest = z.infer<typeof adminCreditsRequestSchema>;

/** POST /api/admin/users/{id}/pro: Pro through the end of this day (YYYY-MM-DD, UTC). */
export const adminProRequestSchema = z.object({
  until: z.iso.date('Choose a date').refine((day) => {
    const end = Date.parse(`${day}T23:59:59.999Z`);
    return end > Date.now();
  }, 'Choose a date in the future'),
});
export type AdminProRequest = z.infer<typeof adminProRequestSchema>;

/** DELETE /api/admin/users/{id}: the username typed again, to confirm. */
export const adminDeleteUserRequestSchema = z.object({
  confirmUsername: z.string().max(200),
});
export type AdminDeleteUserRequest = z.infer<typeof adminDeleteUserRequestSchema>;

/** What every user action answers: the user as they are now. */
export const adminUserActionResponseSchema = z.object({
  user: adminUserSummarySchema,
  /** POST .../sign-out: how many sessions ended. */
  sessionsEnded: z.number().int().optional(),
});
export type AdminUserActionResponse = z.infer<typeof adminUserActionResponseSchema>;

// ---------------------------------------------------------------- forms

export const ADMIN_FORM_STATUSES = ['all', 'published', 'draft'] as const;

/** GET /api/admin/forms?q=&status=&cursor= (newest change first; q searches title and owner). */
export const adminFormsQuerySchema = z.object({
  q: searchSchema,
  status: z.enum(ADMIN_FORM_STATUSES).default('all'),
  cursor: cursorSchema,
});

export const adminFormSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  published: z.boolean(),
  responseCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null for a guest's form. */
  owner: z
    .object({ id: z.number().int(), username: z.string(), name: z.string().nullable() })
    .nullable(),
});
export type AdminFormSummary = z.infer<typeof adminFormSummarySchema>;

export const adminFormsPageSchema = z.object({
  forms: z.array(adminFormSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminFormsPage = z.infer<typeof adminFormsPageSchema>;

export const adminFormIdParamsSchema = z.object({ formId: z.string().min(1).max(64) });

/** POST /api/admin/forms/{formId}/unpublish: the owner receives the reason. */
export const adminUnpublishRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason')
    .max(1000, 'Keep the reason under 1000 characters'),
});
export const adminUnpublishResponseSchema = z.object({ form: adminFormSummarySchema });

// ---------------------------------------------------------------- templates

/** A global template as the console sees it (retired ones included). */
export const adminTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: templateCategorySchema,
  /** seed: the code's catalogue; admin: created or edited by an admin (the seed leaves it alone). */
  source: z.enum(['seed', 'admin']),
  questionCount: z.number().int(),
  updatedAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

/** GET /api/admin/templates */
export const adminTemplatesResponseSchema = z.object({ templates: z.array(adminTemplateSchema) });

export const adminTemplateIdParamsSchema = z.object({ templateId: z.string().min(1).max(64) });

const templateTextFields = {
  title: z.string().trim().min(1, 'Enter a title').max(200, 'Keep the title under 200 characters'),
  description: z.string().trim().max(1000, 'Keep the description under 1000 characters'),
  category: templateCategorySchema,
};

/** POST /api/admin/templates: a global template from a form the admin can open. */
export const adminCreateTemplateRequestSchema = z.object({
  formId: z.string().min(1).max(64),
  ...templateTextFields,
});
export type AdminCreateTemplateRequest = z.infer<typeof adminCreateTemplateRequestSchema>;

/** PATCH /api/admin/templates/{templateId}: the gallery entry. */
export const adminUpdateTemplateRequestSchema = z.object(templateTextFields).partial();
export type AdminUpdateTemplateRequest = z.infer<typeof adminUpdateTemplateRequestSchema>;

/** POST .../retire and .../restore answer the template as it is now. */
export const adminTemplateResponseSchema = z.object({ template: adminTemplateSchema });

// ---------------------------------------------------------------- audit log

/** Actions written by the admin module; other modules add their own (content.*). */
export const ADMIN_AUDIT_ACTIONS = [
  'user.make_admin',
  'user.revoke_admin',
  'user.grant_credits',
  'user.remove_credits',
  'user.grant_pro',
  'user.sign_out',
  'user.disable',
  'user.enable',
  'user.delete',
  'form.unpublish',
  'template.create',
  'template.update',
  'template.retire',
  'template.restore',
  /** Saving the global brand kit (PUT /api/brand-kit with scope 'global'). */
  'brand_kit.update',
] as const;

/**
 * The actor of entries written by the server's own commands (`make-admin`, `grant`, issue 27):
 * whoever runs them controls the server, not an account. No username can hold a space, so it
 * never names a person; its entries have no actor id.
 */
export const COMMAND_LINE_ACTOR = 'command line';

/** GET /api/admin/audit?actor=&action=&target=&cursor= (newest first). */
export const adminAuditQuerySchema = z.object({
  /** The admin's username (as recorded), exactly. */
  actor: searchSchema,
  /** An action, or a prefix ending in '.' (e.g. "user."). */
  action: searchSchema,
  /** Contained in the target's label or equal to its id. */
  target: searchSchema,
  cursor: cursorSchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
