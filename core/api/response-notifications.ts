/**
 * Notifications about new responses (issue 14): per person and form, the owner or any collaborator
 * chooses `off`, `immediate` (an e-mail and an in-app notification per response, coalesced in a
 * burst) or `daily` (one digest a day). Every such e-mail carries a one-click unsubscribe link
 * (RFC 8058) whose token names the person and the form.
 */
import { z } from 'zod';

export const RESPONSE_NOTIFY_MODES = ['off', 'immediate', 'daily'] as const;
export const responseNotifyModeSchema = z.enum(RESPONSE_NOTIFY_MODES, {
  error: 'Choose off, immediate or daily',
});
export type ResponseNotifyMode = z.infer<typeof responseNotifyModeSchema>;

/**
 * A burst of responses does not become a burst of mail: at most one immediate mail per person and
 * form in this many minutes; responses in between are counted in the next one.
 */
export const IMMEDIATE_MAIL_WINDOW_MINUTES = 5;

export const notificationSettingsParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET and PUT /api/forms/{id}/notification-settings answer this. */
export const notificationSettingsSchema = z.object({
  mode: responseNotifyModeSchema,
  /**
   * False when the caller cannot get mail about this form: a guest (no e-mail address), a guest's
   * form, or a site admin who is neither its owner nor a collaborator.
   */
  available: z.boolean(),
  /** Where the mails go (the caller's account address); null when not available. */
  email: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/forms/{id}/notification-settings */
export const updateNotificationSettingsRequestSchema = z.object({
  mode: responseNotifyModeSchema,
});
export type UpdateNotificationSettingsRequest = z.infer<
  typeof updateNotificationSettingsRequestSchema
>;

/**
 * The token of an unsubscribe link: `{userId}.{formId}.{hex HMAC-SHA256}`; formId `*` in a daily
 * digest's link, which stops the digest for all forms.
 */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1, 'The link has no token').max(200, 'This link is not valid'),
});

/**
 * GET /api/public/unsubscribe?token=: what the link would turn off (read only: mail scanners
 * follow links). POST with the same token turns it off (one click, RFC 8058) and answers the same.
 */
export const unsubscribeResponseSchema = z.object({
  /** `form`: e-mails about one form's responses; `daily-digest`: the digest, for every form. */
  scope: z.enum(['form', 'daily-digest']),
  /** The form's title (scope `form`). */
  formTitle: z.string().nullable(),
  /** After a GET: whether those e-mails are on now. After a POST: always false. */
  subscribed: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** The unsubscribe page's confirmation. */
export const unsubscribedMessage = (formTitle: string) =>
  `You won't get e-mails about new responses to “${formTitle}” any more.`;
export const DIGEST_UNSUBSCRIBED_MESSAGE =
  "You won't get the daily digest of new responses any more.";
