/**
 * Verified e-mail addresses (issue 27, ADR 029). Registration and an e-mail change mail a link to
 * `/verify-email?token=…`; the page posts the token while signed in to the account it was sent
 * for. Until then the address proves nothing: invitations to it are not offered to the account,
 * and it does not stop the real owner of the address from registering it.
 */
import { z } from 'zod';

/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_HOURS = EMAIL_VERIFICATION_TTL_MS / 3_600_000;

/** Where the link in the mail leads (the web page that posts the token). */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** Resending: at most one link a minute, and this many verification mails an hour per account. */
export const VERIFICATION_RESEND_GAP_MS = 60 * 1000;
export const VERIFICATION_MAILS_PER_HOUR = 5;

/** POST /api/auth/verify-email */
export const verifyEmailRequestSchema = z.object({
  token: z.string().trim().min(1, 'This link has no token').max(200, 'This link is not valid'),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** 200: the address is verified; `changed` when it was an e-mail change that now applies. */
export const verifyEmailResponseSchema = z.object({
  email: z.string(),
  changed: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** Why a link cannot be used. Each has its own message, so the page can say what to do. */
export const VERIFICATION_LINK_REASONS = ['invalid', 'expired', 'used', 'other_account'] as const;
export type VerificationLinkReason = (typeof VERIFICATION_LINK_REASONS)[number];

export const VERIFICATION_LINK_MESSAGES: Record<VerificationLinkReason, string> = {
  invalid:
    'This verification link is not valid. Open the whole link from the e-mail, or send a new one.',
  expired: `This verification link has expired: links work for ${EMAIL_VERIFICATION_TTL_HOURS} hours. Send a new one.`,
  used: 'This verification link was already used, or a newer link or a change to your account replaced it.',
  other_account:
    'This link was sent for a different Formloom account. Sign out, then open it again signed in as the account it was sent to.',
};

/** The 400 answer for a link that cannot be used (code VERIFICATION_LINK_INVALID). */
export const verificationLinkErrorSchema = z.object({
  message: z.string(),
  code: z.literal('VERIFICATION_LINK_INVALID'),
  reason: z.enum(VERIFICATION_LINK_REASONS),
});

/** 401: verifying needs the account's own session as well as the link (ADR 029). */
export const SIGN_IN_TO_VERIFY =
  'Sign in to verify your e-mail address: the link works in the account it was sent for.';

/** 409 EMAIL_TAKEN when the link is opened after another account verified the address. */
export const addressVerifiedElsewhereMessage = (email: string) =>
  `Another account has verified ${email}. Choose a different address in your profile.`;

/** 403 EMAIL_NOT_VERIFIED on an invitation sent to an address the account has not verified. */
export const emailNotVerifiedMessage = (email: string) =>
  `This invitation was sent to ${email}. Verify that address to answer it: open the link we e-mailed to it, or send the link again.`;

/** The 403 answer: `email` is the address that needs verifying. */
export const emailNotVerifiedErrorSchema = z.object({
  message: z.string(),
  code: z.literal('EMAIL_NOT_VERIFIED'),
  email: z.string(),
});

/** POST /api/auth/verify-email/resend: no fields; the session says whose address. */
export const resendVerificationRequestSchema = z.object({});

/** 202: a new link is on its way to `email` (the pending address of a change, else the account's). */
export const resendVerificationResponseSchema = z.object({
  email: z.string(),
  message: z.string(),
});
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;

export const verificationSentMessage = (email: string) =>
  `We sent a new link to ${email}. It works for ${EMAIL_VERIFICATION_TTL_HOURS} hours.`;

/** 409 CONFLICT: nothing to verify. */
export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';

/** 429 RATE_LIMITED, with Retry-After in seconds. */
export const resendLimitedMessage = (retryAfterSeconds: number) => {
  const wait =
    retryAfterSeconds < 90
      ? `${retryAfterSeconds} seconds`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `You can ask for a new link once a minute and ${VERIFICATION_MAILS_PER_HOUR} times an hour. Try again in ${wait}.`;
};
