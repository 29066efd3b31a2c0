/**
 * A mail as the outbox stores it: rendered once, when the change that causes it commits, so the
 * worker only delivers and a template change never alters a queued mail.
 */
export const MAIL_KINDS = [
  'invitation',
  'invitation_answered',
  'access_granted',
  'role_changed',
  'access_revoked',
  'ownership_transferred',
  'new_response',
  'response_digest',
  'password_reset',
  /** A webhook endpoint disabled after 24 hours of failures (issue 17). */
  'webhook_disabled',
  /** An admin took a form offline (issue 16). */
  'form_unpublished',
  /** The owner's file storage crossed 80 % or filled up (issue 20). */
  'storage_quota',
  /** Account security (issue 20): told to the old address, and to the account. */
  'email_changed',
  'password_changed',
  'two_factor_changed',
  /** Wrong two-factor codes reached the account's limit: someone has the password (issue 27). */
  'second_factor_locked',
  /** A link that proves the account reads mail at an address (issue 27, ADR 029). */
  'email_verification',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}
