/**
 * Queues a mail in the outbox. Call it with the transaction that makes the change the mail is
 * about, so the mail exists if and only if the change committed; the outbox worker delivers it.
 */
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mail-message';

let enqueued = 0;

export async function enqueueMail(db: Db, mail: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
    })
    .returning({ id: mailOutbox.id });
  enqueued += 1;
  return row!.id;
}

/**
 * How many mails this process has queued. The worker compares it after each response (the
 * request's transaction has committed by then) to wake at once instead of at its next poll.
 */
export function mailsEnqueued(): number {
  return enqueued;
}
