/**
 * To a form's owner when an admin took the form offline. The admin's reason is quoted as written
 * (renderMail escapes it); the admin is not named, the service is.
 */
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';

export interface FormUnpublishedMailInput {
  to: string;
  formTitle: string;
  reason: string;
  /** Where the owner opens the form in the builder. */
  formUrl: string;
}

export function formUnpublishedMail(input: FormUnpublishedMailInput): MailMessage {
  const subject = `Your form “${input.formTitle}” was unpublished`;
  const content = renderMail({
    heading: subject,
    paragraphs: [
      'An administrator unpublished your form. It no longer accepts responses; the responses it already has are kept.',
      `Reason: ${input.reason}`,
    ],
    action: { label: 'Open the form', url: input.formUrl },
    footer: ['You got this because you own this form on Formloom.'],
  });
  return { kind: 'form_unpublished', to: input.to, subject, ...content };
}
