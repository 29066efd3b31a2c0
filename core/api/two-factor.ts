/**
 * Two-factor sign-in (TOTP, RFC 6238) and re-authentication (issue 20). A code from an
 * authenticator app is six digits; a backup code is ten letters and digits, shown as two groups of
 * five. People copy both with spaces and dashes, so the rules drop those before checking.
 */
import { z } from 'zod';

/*
 * auth.ts imports this file (the login's codes), so this one imports nothing from it: the longest
 * password is repeated here, and a test keeps the two equal.
 */
export const CURRENT_PASSWORD_MAX = 128;

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the server's clock count too (clock drift, slow typing). */
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_ISSUER = 'Formloom';
export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_LENGTH = 10;
/** Letters and digits without the look-alikes (0/o, 1/l/i), so a code read off paper types right. */
export const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const BACKUP_CODE_MESSAGE = 'Enter a backup code, like abcde-fghjk';
export const SECOND_FACTOR_MESSAGE = 'Enter the 6-digit code from your app or a backup code';

/**
 * The codes' field messages, by a stable key: the app shows its catalogue's message for each
 * (web/src/lib/core-texts, ADR 056), kept equal by a test.
 */
export const TWO_FACTOR_MESSAGES = {
  totpCode: TOTP_CODE_MESSAGE,
  backupCode: BACKUP_CODE_MESSAGE,
  secondFactorCode: SECOND_FACTOR_MESSAGE,
} as const;
export type TwoFactorMessageKey = keyof typeof TWO_FACTOR_MESSAGES;

const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();

/** Six digits ("123 456" is fine). */
export const totpCodeSchema = z
  .string()
  .max(20, TOTP_CODE_MESSAGE)
  .transform(withoutSeparators)
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

const BACKUP_CODE_PATTERN = new RegExp(`^[${BACKUP_CODE_ALPHABET}]{${BACKUP_CODE_LENGTH}}$`);

/** A backup code in any case, with or without its dash. */
export const backupCodeSchema = z
  .string()
  .max(30, BACKUP_CODE_MESSAGE)
  .transform(withoutSeparators)
  .pipe(z.string().regex(BACKUP_CODE_PATTERN, BACKUP_CODE_MESSAGE));

/** Either kind, told apart by their shape: six digits are an app's code, ten characters a backup. */
export const secondFactorCodeSchema = z
  .string()
  .max(30, SECOND_FACTOR_MESSAGE)
  .transform(withoutSeparators)
  .pipe(
    z
      .string()
      .refine(
        (code) => /^\d{6}$/.test(code) || BACKUP_CODE_PATTERN.test(code),
        SECOND_FACTOR_MESSAGE,
      ),
  );

export const isTotpCode = (normalised: string) => /^\d{6}$/.test(normalised);

/** How a backup code is shown: two groups of five. */
export const formatBackupCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * Re-authentication: the account's current password. Optional in the schema on purpose: a request
 * without it is not malformed, it is refused with 403 REAUTH_REQUIRED, which tells the client
 * what proof to ask for (accounts without a password prove themselves by a fresh Google sign-in).
 */
export const currentPasswordSchema = z.string().max(CURRENT_PASSWORD_MAX).optional();

export const reauthRequestSchema = z.object({ currentPassword: currentPasswordSchema });
export type ReauthRequest = z.infer<typeof reauthRequestSchema>;

export const REAUTH_METHODS = ['password', 'google'] as const;
export type ReauthMethod = (typeof REAUTH_METHODS)[number];

/** 403 REAUTH_REQUIRED: `reauth` says which proof to ask the person for. */
export const reauthRequiredErrorSchema = z.object({
  message: z.string(),
  code: z.literal('REAUTH_REQUIRED'),
  reauth: z.enum(REAUTH_METHODS),
});
export type ReauthRequiredError = z.infer<typeof reauthRequiredErrorSchema>;

/** 401 TWO_FACTOR_REQUIRED on sign-in: the password was right; send `code` or `backupCode`. */
export const twoFactorRequiredErrorSchema = z.object({
  message: z.string(),
  code: z.literal('TWO_FACTOR_REQUIRED'),
});

/** GET /api/user/two-factor. */
export const twoFactorStatusSchema = z.object({
  /** False for accounts without a password: Google checks who they are. */
  available: z.boolean(),
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Unused backup codes; 0 when two-factor is off. */
  backupCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/user/two-factor/setup: a new secret each time until a code turns it on. */
export const twoFactorSetupRequestSchema = reauthRequestSchema;
export const twoFactorSetupResponseSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrCodeSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/user/two-factor/enable: the first code from the app proves the secret arrived. */
export const twoFactorEnableRequestSchema = z.object({ code: totpCodeSchema });

/** The enable and regenerate answers: the codes in plain text, this once. */
export const backupCodesResponseSchema = z.object({
  backupCodes: z.array(z.string()).length(BACKUP_CODE_COUNT),
});
export type BackupCodes = z.infer<typeof backupCodesResponseSchema>;

/** POST /api/user/two-factor/backup-codes: ten new codes; the old ones stop working. */
export const regenerateBackupCodesRequestSchema = reauthRequestSchema;

/** POST /api/user/two-factor/disable: the password and a code from the app (or a backup code). */
export const twoFactorDisableRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  code: secondFactorCodeSchema,
});

export const twoFactorDisableResponseSchema = z.object({ ok: z.literal(true) });
