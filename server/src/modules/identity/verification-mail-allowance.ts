/**
 * How many verification mails an account may cause (ADR 029): a resend at most once a minute, and
 * VERIFICATION_MAILS_PER_HOUR resends and e-mail changes together an hour, so nobody can use the
 * product to flood a mailbox, their own claimed address or anyone else's. Beyond it: 429
 * RATE_LIMITED with Retry-After. The registration's own mail is not counted (one per account).
 *
 * Counted per account in the shared state (lib/shared-state.ts), so the limits hold across
 * instances with REDIS_URL. While Redis is down the request gets 503 (the error handler's answer
 * for SharedStateUnavailableError) rather than mail without a cap.
 */
import type { FastifyReply } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import {
  resendLimitedMessage,
  VERIFICATION_MAILS_PER_HOUR,
  VERIFICATION_RESEND_GAP_MS,
} from '@core/api/email-verification';
import type { CounterWindow, SharedState } from '../../lib/shared-state';
import { AppError } from '../../plugins/errors';

const HOUR_MS = 60 * 60 * 1000;

function limited(reply: FastifyReply, window: CounterWindow): AppError {
  const retryAfter = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
  reply.header('retry-after', String(retryAfter));
  return new AppError(429, ERROR_CODES.rateLimited, resendLimitedMessage(retryAfter));
}

/**
 * Takes one mail from the account's allowance or throws the 429. `resend` also applies the
 * one-a-minute gap; an e-mail change does not (correcting a mistyped address at once is normal).
 */
export async function takeVerificationMail(
  state: SharedState,
  reply: FastifyReply,
  userId: number,
  { resend }: { resend: boolean },
): Promise<void> {
  if (resend) {
    // Checked before the hour is counted: a click refused for the gap costs nothing of the hour.
    const gap = await state.increment(
      `email-verification:gap:${userId}`,
      1,
      VERIFICATION_RESEND_GAP_MS,
    );
    if (gap.count > 1) throw limited(reply, gap);
  }
  const hour = await state.increment(`email-verification:hour:${userId}`, 1, HOUR_MS);
  if (hour.count > VERIFICATION_MAILS_PER_HOUR) throw limited(reply, hour);
}
