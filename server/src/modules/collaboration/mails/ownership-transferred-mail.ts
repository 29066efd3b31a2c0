/** Both sides of an ownership transfer get one: the new owner, and the previous owner. */
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';
import { quoted } from '../collaboration-texts';

export interface OwnershipTransferredMailInput {
  to: string;
  /** Who made the change: the previous owner, or an admin. */
  actor: string;
  newOwner: string;
  formTitle: string;
  /** True for the mail to the new owner. */
  toNewOwner: boolean;
  url: string;
}

export function ownershipTransferredMail(input: OwnershipTransferredMailInput): MailMessage {
  const form = quoted(input.formTitle);
  const subject = input.toNewOwner
    ? `${input.actor} made you the owner of ${form}`
    : `${input.newOwner} now owns ${form}`;
  const content = renderMail({
    heading: subject,
    paragraphs: input.toNewOwner
      ? [
          'You can now share, transfer and delete the form. It counts towards your published-form limit.',
          'The previous owner stays on it as an editor; you can change that in the Share dialog.',
        ]
      : [`${input.actor} transferred it. You're an editor of the form now.`],
    action: { label: 'Open the form', url: input.url },
    footer: ['You got this because the ownership of one of your forms changed on Formloom.'],
  });
  return { kind: 'ownership_transferred', to: input.to, subject, ...content };
}
