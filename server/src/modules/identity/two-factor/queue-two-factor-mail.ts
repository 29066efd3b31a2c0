/**
 * Every two-factor change (on, off, new backup codes) tells the account by e-mail, queued in the
 * transaction of the change so the mail exists exactly when the change does (ADR 024).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { enqueueMail } from '../../../mail/enqueue-mail';
import { type TwoFactorChange, twoFactorChangedMail } from '../mails/account-security-mails';

export function queueTwoFactorChangedMail(
  tx: Db,
  app: FastifyInstance,
  account: { email: string; username: string },
  change: TwoFactorChange,
): Promise<number> {
  return enqueueMail(
    tx,
    twoFactorChangedMail({
      to: account.email,
      username: account.username,
      linkOrigin: app.config.mail.linkOrigin,
      change,
    }),
  );
}
