/**
 * One outbox row as nodemailer's message options, the same for both transports, so an .eml file
 * is byte for byte what SMTP would have carried.
 */
import type { SendMailOptions } from 'nodemailer';
import type { OutboxMail } from './mail-transport';

export function mailOptions(mail: OutboxMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    headers: mail.headers,
    // Fixed per outbox row: a mail sent again after a crash between the SMTP server's "250 OK"
    // and our sent_at stamp carries the same Message-ID, so the recipient's server can drop it.
    messageId: `<outbox-${mail.id}.${mail.createdAt.getTime()}@${domainOf(from)}>`,
    date: mail.createdAt,
  };
}

/** The domain of MAIL_FROM ("Formloom <no-reply@forms.example.com>" → forms.example.com). */
export function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'formloom.local';
}

/** Every distinct http(s) link in a text part, in order: what a developer needs to click. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}
