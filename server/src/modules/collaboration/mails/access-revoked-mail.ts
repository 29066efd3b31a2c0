/** To a collaborator removed from a form. No link: there is nothing left for them to open. */
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';
import { quoted } from '../collaboration-texts';

export interface AccessRevokedMailInput {
  to: string;
  actor: string;
  formTitle: string;
}

export function accessRevokedMail(input: AccessRevokedMailInput): MailMessage {
  const subject = `You no longer have access to ${quoted(input.formTitle)}`;
  const content = renderMail({
    heading: subject,
    paragraphs: [
      `${input.actor} removed you from the form. It no longer shows on your dashboard.`,
      `If you think this is a mistake, ask ${input.actor} to invite you again.`,
    ],
    footer: ['You got this because you collaborated on this form on Formloom.'],
  });
  return { kind: 'access_revoked', to: input.to, subject, ...content };
}
