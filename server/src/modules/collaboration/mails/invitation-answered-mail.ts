/** To the person who sent an invitation: it was accepted or declined. */
import type { CollaboratorRole } from '@core/api/collaboration';
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';
import { quoted, roleVerb } from '../collaboration-texts';

export interface InvitationAnsweredMailInput {
  to: string;
  invitee: string;
  formTitle: string;
  role: CollaboratorRole;
  accepted: boolean;
  /** The form's sharing screen, absolute. */
  url: string;
}

export function invitationAnsweredMail(input: InvitationAnsweredMailInput): MailMessage {
  const form = quoted(input.formTitle);
  const subject = input.accepted
    ? `${input.invitee} accepted your invitation to ${roleVerb(input.role)} ${form}`
    : `${input.invitee} declined your invitation to ${roleVerb(input.role)} ${form}`;
  const content = renderMail({
    heading: subject,
    paragraphs: [
      input.accepted
        ? `${input.invitee} can now ${roleVerb(input.role)} ${form}. You can change their role or remove them from the form's Share dialog.`
        : `${input.invitee} won't have access to ${form}. You can invite them again from the form's Share dialog.`,
    ],
    action: { label: 'Open the form', url: input.url },
    footer: [`You got this because you invited ${input.invitee} on Formloom.`],
  });
  return { kind: 'invitation_answered', to: input.to, subject, ...content };
}
