/**
 * Why an e-mail verification link cannot be used, for each of core's reasons, in the app's words
 * (the server's error carries core's English, VERIFICATION_LINK_MESSAGES; the page shows this when
 * the answer has no message). `link-problems.test.ts` keeps the two the same.
 */
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  type VerificationLinkReason,
} from '@core/api/email-verification';
import { t } from '@/lib/app-messages/app-messages';
import { authMessages as m } from './messages';

export const LINK_PROBLEMS: Record<VerificationLinkReason, string> = {
  invalid: m.linkInvalid,
  expired: m.linkExpired,
  used: m.linkUsed,
  other_account: m.linkOtherAccount,
};

export function linkProblem(reason: VerificationLinkReason): string {
  return t(LINK_PROBLEMS[reason], { hours: String(EMAIL_VERIFICATION_TTL_HOURS) });
}
