/**
 * Mail in the journeys that run a server of their own with SMTP_URL pointing at the real SMTP
 * server on loopback (server/src/test-support/smtp-test-server.ts): waiting for a message and
 * reading the app's links out of it.
 */
import { expect } from 'vitest';
import type { SmtpTestServer } from '../../server/src/test-support/smtp-test-server';

/** The outbox sends at once, but on a busy 2-core machine that is seconds. */
export const DELIVERY_WAIT = { timeout: 20_000 };

/** The newest mail to `to` whose subject matches, waited for. */
export async function mailTo(smtp: SmtpTestServer, to: string, subject: RegExp) {
  const find = () =>
    smtp.received.filter((mail) => mail.to.includes(to) && subject.test(mail.subject)).at(-1);
  await expect.poll(() => find() !== undefined, DELIVERY_WAIT).toBe(true);
  return find()!;
}

/** The path of the first link to `prefix` in a mail's text (the link's origin is PUBLIC_URL's). */
export function linkIn(text: string, prefix: string): string {
  const match = new RegExp(`https?://[^\\s)>]+(${prefix}[^\\s)>]*)`).exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}
