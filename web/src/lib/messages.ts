import { defineMessages } from '@/lib/app-messages/app-messages';

/**
 * The words of lib's shared pieces, shown by several features. Not for files the public form page
 * imports (chunk-error-boundary.tsx, use-document-title.ts): its build has no ICU parser.
 */
export const libMessages = defineMessages({
  // E-mail verification (email-verification.tsx)
  resendFailedFallback: "We couldn't send the link. Please try again.",
  linkSent: 'Link sent',
  linkNotSent: 'Link not sent',
  resendButton: 'Send the link again',
  resendPending: 'Sending…',

  // The form access check (use-form-access.ts)
  accessDeniedTitle: 'Access Denied',
  accessDeniedDescription: "You don't have permission to access this form",

  // Credit ledger entries (credit-ledger-labels.ts)
  ledgerPurchase: 'Credits bought',
  ledgerPublish: 'Form published with a credit',
  ledgerGrant: 'Credits given by an administrator',
  ledgerProGrant: 'Pro given by an administrator',
  ledgerRefund: 'Credits refunded',
});
