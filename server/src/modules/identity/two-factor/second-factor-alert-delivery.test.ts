/**
 * The alert that wrong second-factor codes reached the account's limit (issue 27), delivered over
 * a real SMTP server on loopback, with that server down when it is due: the wrong codes and the
 * 429 after them are answered as usual, the outbox keeps retrying, and the mail arrives once the
 * server is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MailTestApp,
  outboxRow,
  startMailTestApp,
  WITHIN,
} from '../../../test-support/mail-test-app';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test-support/smtp-test-server';
import { databaseForFile } from '../../../test-support/test-app';
import { CODE_FAILURES_MAX } from './second-factor-lock';
import {
  alertsTo,
  disableFromNewAddress,
  wrongCodesAtDisable,
} from './second-factor-lock.test-support';
import { codeAt, enrolled } from './two-factor.test-support';

/** The origin the test clients send (BrowserClient's), so their requests count as same-origin. */
const ORIGIN = 'http://localhost:3000';
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const database = databaseForFile();
let smtp: SmtpTestServer;
let mail: MailTestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  mail = await startMailTestApp(database(), {
    smtpUrl: smtp.url,
    // Retries within a second or so, so the row is seen failing and then sent.
    worker: { backoff: { baseMs: 200, maxMs: 500 }, maxAttempts: 50 },
    env: { PUBLIC_URL: ORIGIN },
  });
});
// Registered after databaseForFile's, so run before it: the app closes before its database.
afterAll(async () => {
  await mail?.close();
  await smtp?.close();
});

describe('the alert mail with the mail server down', () => {
  // Eleven sign-in checks with argon2 and a delivery waited for twice: room on a loaded machine.
  it(
    'leaves the answers as they are, is retried, and arrives once the server is back',
    { timeout: 90_000 },
    async () => {
      const account = await enrolled({ app: mail.app });
      await smtp.stop();

      await wrongCodesAtDisable([mail.app], account, 0, CODE_FAILURES_MAX, {
        'user-agent': CHROME_ON_MAC,
      });
      const locked = await disableFromNewAddress(mail.app, account, codeAt(account.secret));
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

      const [queued] = await alertsTo(database().db, account.email);
      expect(queued).toBeDefined();
      await expect
        .poll(async () => (await outboxRow(database(), queued!.id)).lastError, WITHIN)
        .not.toBeNull();
      const waiting = await outboxRow(database(), queued!.id);
      expect(waiting.sentAt).toBeNull();
      expect(waiting.failedAt).toBeNull();
      expect(waiting.attempts).toBeGreaterThan(0);

      await smtp.start();
      const alertSubject = 'Formloom: Someone signed in with your password and a wrong code';
      const received = () =>
        smtp.received.filter(
          (m) => m.envelope.to.includes(account.email) && m.subject === alertSubject,
        );
      await expect.poll(() => received().length, WITHIN).toBe(1);
      const [alert] = received();
      expect(alert!.text).toContain(`the Formloom account ${account.username}`);
      expect(alert!.text).toContain('Chrome 131 on macOS');
      expect(alert!.text).toContain(`Change your password: ${ORIGIN}/profile`);
      expect(alert!.html).toContain(`href="${ORIGIN}/profile"`);
      await expect
        .poll(async () => (await outboxRow(database(), queued!.id)).sentAt, WITHIN)
        .not.toBeNull();
      expect(await alertsTo(database().db, account.email)).toHaveLength(1);
    },
  );
});
