/**
 * What the account is told when something that could take it over changes (issue 20). The e-mail
 * change goes to the OLD address: the new one may be an attacker's, and the owner must hear of it
 * where they still read mail. No mail carries a link that changes anything.
 */
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';

interface Account {
  to: string;
  username: string;
  linkOrigin: string;
}

const NOT_YOU =
  'If you did not make this change, someone else may be signed in to your account: change your password at once and turn on two-factor sign-in, or reply to this e-mail for help.';

const profileAction = (linkOrigin: string) => ({
  label: 'Review your account',
  url: `${linkOrigin}/profile`,
});

export function emailChangedMail(input: Account & { newEmail: string }): MailMessage {
  const content = renderMail({
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `The e-mail address of the Formloom account ${input.username} was changed to ${input.newEmail}.`,
      'Mail about this account, including password reset links, now goes to the new address.',
      NOT_YOU,
    ],
    footer: ['You get this at your previous address so that you hear of the change.'],
  });
  return {
    kind: 'email_changed',
    to: input.to,
    subject: 'Your Formloom e-mail address was changed',
    ...content,
  };
}

export function passwordChangedMail(input: Account): MailMessage {
  const content = renderMail({
    heading: 'Your password was changed',
    paragraphs: [
      `The password of the Formloom account ${input.username} was changed. Your other devices were signed out.`,
      NOT_YOU,
    ],
    action: profileAction(input.linkOrigin),
  });
  return {
    kind: 'password_changed',
    to: input.to,
    subject: 'Your Formloom password was changed',
    ...content,
  };
}

export type TwoFactorChange = 'enabled' | 'disabled' | 'backup_codes';

const TWO_FACTOR_TEXT: Record<TwoFactorChange, { subject: string; heading: string; what: string }> =
  {
    enabled: {
      subject: 'Two-factor sign-in is on',
      heading: 'Two-factor sign-in is on',
      what: 'Two-factor sign-in was turned on: signing in now also needs a code from your authenticator app or a backup code.',
    },
    disabled: {
      subject: 'Two-factor sign-in is off',
      heading: 'Two-factor sign-in was turned off',
      what: 'Two-factor sign-in was turned off: your password alone now signs in.',
    },
    backup_codes: {
      subject: 'New two-factor backup codes',
      heading: 'New backup codes were made',
      what: 'New two-factor backup codes were made; the previous ones no longer work.',
    },
  };

export function twoFactorChangedMail(input: Account & { change: TwoFactorChange }): MailMessage {
  const text = TWO_FACTOR_TEXT[input.change];
  const content = renderMail({
    heading: text.heading,
    paragraphs: [`Formloom account ${input.username}: ${text.what}`, NOT_YOU],
    action: profileAction(input.linkOrigin),
  });
  return {
    kind: 'two_factor_changed',
    to: input.to,
    subject: `Formloom: ${text.subject}`,
    ...content,
  };
}
