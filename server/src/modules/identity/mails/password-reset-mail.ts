/**
 * The password reset mail. An account with a password gets the link; an account that signs in
 * with Google only has no password to reset, so its mail says to use Google (and carries no link
 * that could give it one: a mailbox alone should not add a way in that its owner never chose).
 */
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';

export interface PasswordResetMailInput {
  to: string;
  username: string;
  /** False for Google-only accounts. */
  hasPassword: boolean;
  linkOrigin: string;
  token: string;
}

const IGNORE_IT = 'If you did not ask for this, ignore this e-mail: nothing changes.';

export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  if (!input.hasPassword) {
    const content = renderMail({
      heading: 'Your account signs in with Google',
      paragraphs: [
        `Someone asked to reset the password of the Formloom account ${input.username}.`,
        'This account has no password: it signs in with Google. Choose Continue with Google on the sign-in page.',
      ],
      action: { label: 'Go to sign in', url: `${input.linkOrigin}/auth` },
      footer: [IGNORE_IT],
    });
    return { kind: 'password_reset', to: input.to, subject: 'Signing in to Formloom', ...content };
  }
  const url = `${input.linkOrigin}/reset-password?token=${encodeURIComponent(input.token)}`;
  const content = renderMail({
    heading: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of the Formloom account ${input.username}.`,
      'The link works once, for one hour. Choosing a new password signs you out everywhere.',
    ],
    action: { label: 'Choose a new password', url },
    footer: [IGNORE_IT],
  });
  return {
    kind: 'password_reset',
    to: input.to,
    subject: 'Reset your Formloom password',
    ...content,
  };
}
