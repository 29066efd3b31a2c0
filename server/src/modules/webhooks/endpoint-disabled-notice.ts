/**
 * Tells a form's owner that one of its webhook endpoints was disabled after failing for 24 hours:
 * a notification (the bell) and an e-mail, written in the transaction that disables it.
 */
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { forms, users } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderMail } from '../../mail/render-mail';
import { notifyUser } from '../notifications/notify-user';

export const DISABLED_REASON = 'Every delivery failed for 24 hours, so it was turned off';

export async function noticeEndpointDisabled(
  tx: Db,
  linkOrigin: AppConfig['mail']['linkOrigin'],
  endpoint: { id: number; formId: string; url: string },
): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, email: users.email, title: forms.title })
    .from(forms)
    .innerJoin(users, eq(users.id, forms.ownerId))
    .where(eq(forms.id, endpoint.formId))
    .limit(1);
  // A guest's form has nobody to tell; its endpoint shows the reason when opened.
  if (!owner) return;
  const actionUrl = `/forms/${encodeURIComponent(endpoint.formId)}/settings`;
  const title = 'Webhook turned off';
  const message = `Deliveries to ${endpoint.url} for "${owner.title}" failed for 24 hours, so the endpoint was turned off. Fix the receiver, then turn it on again.`;
  await notifyUser(tx, {
    userId: owner.id,
    type: 'other',
    title,
    message,
    data: { formId: endpoint.formId, endpointId: endpoint.id, actionUrl },
  });
  const subject = `Webhook turned off for "${owner.title}"`;
  const content = renderMail({
    heading: subject,
    paragraphs: [
      `Every delivery to ${endpoint.url} failed for 24 hours, so Formloom turned this endpoint off.`,
      'The delivery log shows each attempt with the answer it got. Once the receiver works again, turn the endpoint on: the deliveries that were waiting go out, in order. Events while it is off are not sent.',
    ],
    action: { label: 'Open the webhooks', url: `${linkOrigin}${actionUrl}` },
    footer: ['You got this because you own this form on Formloom.'],
  });
  await enqueueMail(tx, { kind: 'webhook_disabled', to: owner.email, subject, ...content });
}
