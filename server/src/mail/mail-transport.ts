/**
 * What the outbox worker hands a mail to. Two implementations: SMTP (SMTP_URL set) and .eml files
 * under DATA_DIR/mail (unset), chosen once at start-up; for the worker both count as "sent".
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';
import { fileTransport } from './file-transport';
import { smtpTransport } from './smtp-transport';

/** One outbox row as the worker claimed it. */
export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  createdAt: Date;
  /** Including the one under way. */
  attempts: number;
}

export interface MailTransport {
  readonly name: 'smtp' | 'file';
  /** Resolves once the mail is accepted (by the SMTP server, or written); rejects otherwise. */
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

/** An error that no retry can fix (the SMTP server refused the recipient for good: 5xx). */
export class PermanentMailError extends Error {}

export function openMailTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.from)
    : fileTransport(config.fileDir, config.from, log);
}
