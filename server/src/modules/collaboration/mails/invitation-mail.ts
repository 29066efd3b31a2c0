/**
 * The invitation mail. Its link opens the invitation page, which works signed out: someone without
 * an account signs up there (with this address) and comes back to accept.
 */
import type { CollaboratorRole } from '@core/api/collaboration';
import { INVITATION_TTL_DAYS } from '@core/api/collaboration';
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';
import { quoted, roleAbilities, roleVerb } from '../collaboration-texts';

export interface InvitationMailInput {
  to: string;
  inviter: string;
  formTitle: string;
  role: CollaboratorRole;
  /** The absolute link to the invitation page, token included. */
  url: string;
}

export function invitationMail(input: InvitationMailInput): MailMessage {
  const subject = `${input.inviter} invited you to ${roleVerb(input.role)} ${quoted(input.formTitle)}`;
  const content = renderMail({
    heading: subject,
    paragraphs: [
      roleAbilities(input.role),
      `No Formloom account yet? Open the invitation, create a free account with ${input.to}, verify that address with the link we then send you, and come back to accept it.`,
      `The invitation works once and expires in ${INVITATION_TTL_DAYS} days.`,
    ],
    action: { label: 'Open the invitation', url: input.url },
    footer: [
      `You got this because ${input.inviter} entered your address on Formloom.`,
      "If you weren't expecting it, ignore this e-mail: nothing happens unless you accept.",
    ],
  });
  return { kind: 'invitation', to: input.to, subject, ...content };
}
