/**
 * The mail an account gets when wrong two-factor codes reach its limit (issue 27): whoever typed
 * them knew the password, so the owner must hear of it and change the password. It says when,
 * from which address and device, and where (signing in, or turning two-factor off in a session);
 * never a code, the password or anything else that would help the person who tried.
 */
import type { MailMessage } from '../../../mail/mail-message';
import { renderMail } from '../../../mail/render-mail';

export type CodeAttemptPlace = 'sign-in' | 'disable';

export interface SecondFactorLockedMailInput {
  to: string;
  username: string;
  linkOrigin: string;
  /** How many wrong codes closed the account's code attempts. */
  wrongCodes: number;
  /** How long code attempts stay refused, in whole minutes. */
  lockedMinutes: number;
  at: Date;
  address: string;
  /** "Chrome 131 on macOS 14.5", or the unknowns' words. */
  device: string;
  place: CodeAttemptPlace;
}

const PLACE: Record<CodeAttemptPlace, string> = {
  'sign-in': 'signing in',
  disable: 'turning two-factor sign-in off in a signed-in session',
};

/** "27 November 2026 at 22:06 UTC": one time zone for everyone, said outright. */
function utcTime(at: Date): string {
  const words = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${words} UTC`;
}

export function secondFactorLockedMail(input: SecondFactorLockedMailInput): MailMessage {
  const content = renderMail({
    heading: 'Someone signed in with your password and a wrong code',
    paragraphs: [
      `Someone entered the right password of the Formloom account ${input.username}, then ${input.wrongCodes} wrong two-factor codes. Two-factor sign-in kept them out, and every code for this account is refused for the next ${input.lockedMinutes} minutes.`,
      `Last attempt: ${utcTime(input.at)}, from the address ${input.address}, ${input.device}, while ${PLACE[input.place]}.`,
      'Change your password now: whoever did this knows it. Changing it also signs out your other devices.',
    ],
    action: { label: 'Change your password', url: `${input.linkOrigin}/profile` },
    footer: ['You get this because wrong two-factor codes for your account reached the limit.'],
  });
  return {
    kind: 'second_factor_locked',
    to: input.to,
    subject: 'Formloom: Someone signed in with your password and a wrong code',
    ...content,
  };
}
