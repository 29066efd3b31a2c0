/** To the person who accepted an invitation: the form is theirs to see or edit now. */
import type { CollaboratorRole } from '@core/api/collaboration';
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';
import { quoted, roleAbilities, roleVerb } from '../collaboration-texts';

export interface AccessGrantedMailInput {
  to: string;
  owner: string;
  formTitle: string;
  role: CollaboratorRole;
  /** The form's first screen for the role, absolute. */
  url: string;
}

export function accessGrantedMail(input: AccessGrantedMailInput): MailMessage {
  const subject = `You can now ${roleVerb(input.role)} ${quoted(input.formTitle)}`;
  const content = renderMail({
    heading: subject,
    paragraphs: [
      roleAbilities(input.role),
      `${input.owner}'s form is under Shared with me on your dashboard.`,
    ],
    action: { label: 'Open the form', url: input.url },
    footer: ['You got this because you accepted an invitation on Formloom.'],
  });
  return { kind: 'access_granted', to: input.to, subject, ...content };
}
