/**
 * Identity endpoints (product-spec §7). Paths and shapes are the spec's; the validation messages
 * are spec §5's, exactly. Identity never travels in these bodies: the server reads its session.
 */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { altchaPayloadSchema } from '../question-types/captcha';
import { backupCodeSchema, currentPasswordSchema, totpCodeSchema } from './two-factor';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 50;

/**
 * The identity schemas' own field messages, by a stable key. The server answers with this English;
 * the app shows its catalogue's message for each key (web/src/lib/core-texts, ADR 056), kept equal
 * by a test.
 */
export const AUTH_MESSAGES = {
  emailInvalid: 'Enter a valid email address',
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters`,
  usernameCharacters: 'Username may contain letters, numbers, dots, dashes and underscores',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
} as const;
export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** Where the sign-in form gets its ALTCHA challenge when the server answers CAPTCHA_REQUIRED. */
export const SIGN_IN_CHALLENGE_PATH = '/api/auth/captcha/challenge';

export const loginRequestSchema = z.object({
  /** The spec's field: the username, or the account's e-mail address (issue 27). */
  username: z.string().trim().min(1, MESSAGES.usernameRequired).max(254),
  password: z.string().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX),
  /** A solved ALTCHA challenge (the widget's payload), needed after repeated failures. */
  captcha: altchaPayloadSchema.optional(),
  /** Two-factor accounts (issue 20): the authenticator app's code, or else one backup code. */
  code: totpCodeSchema.optional(),
  backupCode: backupCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The login's 401 when a proof of work is needed (none was sent, or it was forged or used). */
export const captchaRequiredErrorSchema = z.object({
  message: z.string(),
  code: z.literal('CAPTCHA_REQUIRED'),
  challengeUrl: z.string(),
});

const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

export const registerRequestSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, MESSAGES.usernameRequired)
      .max(USERNAME_MAX, AUTH_MESSAGES.usernameTooLong)
      .regex(/^[A-Za-z0-9_.-]+$/, AUTH_MESSAGES.usernameCharacters),
    email: z.string().trim().toLowerCase().max(254).email(AUTH_MESSAGES.emailInvalid),
    password: passwordSchema,
    confirmPassword: z.string(),
    name: z.string().trim().max(100).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The user as the API shows it: never the password hash or payment identifiers. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  credits: z.number().int(),
  authProvider: z.string(),
  subscriptionStatus: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  autoRenewal: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Whether the account has proved it reads mail at `email` (issue 27, ADR 029). */
  emailVerified: z.boolean(),
  /** An e-mail change waiting for its link to be opened; `email` changes only then. */
  pendingEmail: z.string().nullable(),
});

/** GET /api/session: the signed-in user, or null for a guest or nobody (always 200). */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export type User = z.infer<typeof userSchema>;

export const checkUserRequestSchema = z.object({ email: z.string().trim().toLowerCase().max(254) });
export const checkUserResponseSchema = z.object({ exists: z.boolean() });

/** A missing token is an authentication failure (401), not a malformed request. */
export const firebaseSessionRequestSchema = z.object({ idToken: z.string().max(8192).optional() });

export const authProvidersResponseSchema = z.object({
  google: z
    .object({ apiKey: z.string().nullable(), authDomain: z.string(), projectId: z.string() })
    .nullable(),
});
export const userEnvelopeSchema = z.object({ user: userSchema });

/** The guest identity the server issued to this browser (mirrored client-side for UI state only). */
export const guestSessionResponseSchema = z.object({ guestId: z.string() });

export const logoutResponseSchema = z.object({ ok: z.literal(true) });

export const migrateAnonymousFormsRequestSchema = z.object({
  /** Accepted for compatibility with the spec's payload and ignored: the session decides. */
  anonymousId: z.string().max(100).optional(),
});
export const migrateAnonymousFormsResponseSchema = z.object({
  migratedCount: z.number().int(),
  unpublishedCount: z.number().int(),
  totalResponsesMigrated: z.number().int(),
  details: z.array(
    z.object({
      formId: z.string(),
      title: z.string(),
      responses: z.number().int(),
      unpublished: z.boolean(),
    }),
  ),
});
export type MigrateAnonymousFormsResponse = z.infer<typeof migrateAnonymousFormsResponseSchema>;

export const updateProfileRequestSchema = z.object({
  name: z.string().trim().max(100).nullable().optional(),
  email: z.string().trim().toLowerCase().max(254).email(AUTH_MESSAGES.emailInvalid).optional(),
  /** Needed when the e-mail changes (re-authentication, issue 20); a name alone needs none. */
  currentPassword: currentPasswordSchema,
});

export const changePasswordRequestSchema = z
  .object({
    /** Missing: 403 REAUTH_REQUIRED (issue 20); wrong: 400 with the field's message. */
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/*
 * Password reset (issue 14): a link by e-mail, then a new password. The request's answer is the
 * same whether the address has an account or not, so it cannot be used to find accounts.
 */

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const forgotPasswordRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email(AUTH_MESSAGES.emailInvalid),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** What the person is told after asking, whatever the address: it reveals nothing. */
export const passwordResetRequestedMessage = (email: string) =>
  `If an account exists for ${email}, we've sent a link to reset the password.`;

/** 202: the request was taken; whether a mail follows is not said. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });

/** Unknown, used and expired links get this one message (which one it was is nobody's business). */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
export const RESET_LINK_INVALID_CODE = 'RESET_LINK_INVALID';

/** The registration's password rules and messages (spec §5), for the new password. */
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** 200: the password is changed and every session of the account has ended; sign in again. */
export const resetPasswordResponseSchema = z.object({ ok: z.literal(true) });
