/** To a collaborator whose role on a form was changed. */
import type { CollaboratorRole } from '@core/api/collaboration';
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';
import { quoted, roleAbilities, roleNoun } from '../collaboration-texts';

export interface RoleChangedMailInput {
  to: string;
  actor: string;
  formTitle: string;
  role: CollaboratorRole;
  url: string;
}

export function roleChangedMail(input: RoleChangedMailInput): MailMessage {
  const subject = `You're now ${roleNoun(input.role)} of ${quoted(input.formTitle)}`;
  const content = renderMail({
    heading: subject,
    paragraphs: [`${input.actor} changed your role.`, roleAbilities(input.role)],
    action: { label: 'Open the form', url: input.url },
    footer: ['You got this because you collaborate on this form on Formloom.'],
  });
  return { kind: 'role_changed', to: input.to, subject, ...content };
}
