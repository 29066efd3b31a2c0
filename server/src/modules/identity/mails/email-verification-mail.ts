/**
 * The verification mail (ADR 029): a link that proves the account reads mail at `to`. The link
 * works only while signed in as the account, so a person who gets it for an account they never
 * made cannot verify the address for its maker by clicking it; the mail names the account so
 * they can tell.
 */
import { EMAIL_VERIFICATION_TTL_HOURS, VERIFY_EMAIL_PATH } from '@core/api/email-verification';
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';

export interface EmailVerificationMailInput {
  to: string;
  username: string;
  /** 'change': `to` replaces the account's address when the link is opened. */
  purpose: 'confirm' | 'change';
  linkOrigin: string;
  token: string;
}

export function emailVerificationMail(input: EmailVerificationMailInput): MailMessage {
  const url = `${input.linkOrigin}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(input.token)}`;
  const terms = `The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours, while you are signed in as ${input.username}.`;
  const content =
    input.purpose === 'change'
      ? renderMail({
          heading: 'Confirm your new e-mail address',
          paragraphs: [
            `The Formloom account ${input.username} asked to use ${input.to} from now on. The change applies when you open this link; until then the account keeps its current address.`,
            terms,
          ],
          action: { label: 'Confirm the new address', url },
          footer: ['If you did not ask for this, ignore this e-mail: nothing changes.'],
        })
      : renderMail({
          heading: 'Verify your e-mail address',
          paragraphs: [
            `Open the link to confirm that ${input.to} is the address of the Formloom account ${input.username}. Invitations sent to this address reach the account once it is verified.`,
            terms,
          ],
          action: { label: 'Verify my address', url },
          footer: [
            `If you did not create the account ${input.username}, ignore this e-mail: the address stays unverified, and you can still create your own account with it.`,
          ],
        });
  return {
    kind: 'email_verification',
    to: input.to,
    subject:
      input.purpose === 'change'
        ? 'Confirm your new Formloom e-mail address'
        : 'Verify your Formloom e-mail address',
    ...content,
  };
}
