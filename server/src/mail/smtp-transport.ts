/**
 * Delivery over SMTP_URL with nodemailer. Pooled, so a burst (a daily digest run) reuses one
 * connection; timeouts are bounded so a hung server fails the attempt well within the worker's
 * lease, and the row is retried rather than claimed twice.
 */
import type { Transporter } from 'nodemailer';
import { mailOptions } from './mail-envelope';
import { type MailTransport, type OutboxMail, PermanentMailError } from './mail-transport';

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer is loaded with the first mail, not at start-up (ADR 042).
  let transporter: Promise<Transporter> | null = null;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    name: 'smtp',
    async send(mail: OutboxMail) {
      try {
        await (await open()).sendMail(mailOptions(mail, from));
      } catch (err) {
        // 5xx is the server's final word (no such mailbox, policy refusal): retrying only delays
        // the failure. 4xx and network errors are worth another attempt.
        const code = (err as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500 && code < 600) {
          throw new PermanentMailError((err as Error).message, { cause: err });
        }
        throw err;
      }
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
