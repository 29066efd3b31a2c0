/**
 * With SMTP_URL unset: each mail becomes an .eml file under DATA_DIR/mail (open it in any mail
 * client) and a log line with its recipient, subject and links, so someone running Formloom
 * locally can still follow an invitation or a password reset link.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { linksIn, mailOptions } from './mail-envelope';
import type { MailTransport, OutboxMail } from './mail-transport';

export function fileTransport(dir: string, from: string, log: FastifyBaseLogger): MailTransport {
  // The same MIME builder as SMTP, output kept in memory; CRLF as on the wire, as .eml expects.
  // nodemailer is loaded with the first mail, not at start-up (ADR 042).
  let builder: Promise<Transporter> | null = null;
  const open = () =>
    (builder ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    ));
  return {
    name: 'file',
    async send(mail: OutboxMail) {
      const info = await (await open()).sendMail(mailOptions(mail, from));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, emlName(mail));
      // Written aside then renamed: whoever watches the folder never opens half a mail.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
      log.info(
        { to: mail.to, subject: mail.subject, links: linksIn(mail.text), file },
        'mail written to a file (SMTP_URL is not set)',
      );
    },
    close: () => void builder?.then((opened) => opened.close()),
  };
}

/** Sorted by time in a listing; the id keeps two mails of one millisecond apart. */
export function emlName(mail: OutboxMail): string {
  const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${mail.id}-${mail.kind.replace(/[^\w-]/g, '_')}.eml`;
}
