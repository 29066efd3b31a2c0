/**
 * End to end over a real SMTP server on loopback: a response's mail and a daily digest leave
 * through the outbox worker with their unsubscribe headers, and the one-click link in the header,
 * POSTed as a mail client does, turns the e-mails off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { type MailTestApp, startMailTestApp, WITHIN } from '../../test-support/mail-test-app';
import { type SmtpTestServer, startSmtpTestServer } from '../../test-support/smtp-test-server';
import { openTestDatabase, type TestContext } from '../../test-support/test-app';
import { sendDailyDigests } from './send-daily-digests';
import {
  mailsTo,
  type Person,
  publishedForm,
  setMode,
  settingsRow,
  signUp,
  submit,
} from './test-kit';

const ORIGIN = 'http://localhost:3000';
let smtp: SmtpTestServer;
let database: Database;
let drop: () => Promise<void>;
let mail: MailTestApp;
let t: TestContext;
let owner: Person;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  ({ database, drop } = await openTestDatabase());
  // PUBLIC_URL is the test clients' origin, so the same-origin rule lets them in.
  mail = await startMailTestApp(database, {
    smtpUrl: smtp.url,
    env: { PUBLIC_URL: ORIGIN, FREE_PUBLISHED_FORM_LIMIT: '100' },
  });
  t = {
    app: mail.app,
    database,
    config: mail.config,
    origin: { origin: ORIGIN, host: 'localhost:3000' },
    close: async () => {},
  };
  owner = await signUp(t);
});

afterAll(async () => {
  await mail?.close();
  await database?.close();
  await drop?.();
  await smtp?.close();
});

const receivedBy = (email: string, subject: string) =>
  smtp.received.find((m) => m.envelope.to.includes(email) && m.subject === subject);

/** The one-click request of RFC 8058, to the URL the header names: no cookie, no Origin. */
function oneClick(header: string) {
  const url = new URL(/^<(.+)>$/.exec(header)![1]!);
  expect(url.origin).toBe(ORIGIN);
  return mail.app.inject({
    method: 'POST',
    url: url.pathname + url.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}

describe('new-response mail over SMTP', () => {
  it('arrives with its links and headers, and its one-click link stops the next ones', async () => {
    const formId = await publishedForm(owner.client, 'Orders <2026>');
    await setMode(owner, formId, 'immediate');
    expect((await submit(t, formId, { name: 'Ada & Bea', score: 8 })).statusCode).toBe(201);

    const subject = 'New response to “Orders <2026>”';
    await expect.poll(() => receivedBy(owner.email, subject), WITHIN).toBeDefined();
    const received = receivedBy(owner.email, subject)!;
    expect(received.text).toContain('Your name: Ada & Bea');
    expect(received.text).toContain(`View responses: ${ORIGIN}/forms/${formId}/responses`);
    expect(received.html).toContain('Your name: Ada &amp; Bea');
    expect(received.html).toContain('Orders &lt;2026&gt;');
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = received.headers['list-unsubscribe']!;
    expect(header).toMatch(
      new RegExp(
        `^<${ORIGIN}/api/public/unsubscribe\\?token=${owner.id}\\.${formId}\\.[0-9a-f]{64}>$`,
      ),
    );
    // The visible link carries the same token, to the page.
    const token = new URL(header.slice(1, -1)).searchParams.get('token')!;
    expect(received.text).toContain(`${ORIGIN}/unsubscribe?token=${token}`);

    const res = await oneClick(header);
    expect(res.statusCode).toBe(200);
    expect((await settingsRow(t, formId, owner.id))!.mode).toBe('off');
    await submit(t, formId);
    expect(await mailsTo(t, owner.email, formId)).toHaveLength(1);
  });

  it('sends the daily digest the same way', async () => {
    const formId = await publishedForm(owner.client, 'Daily form');
    await setMode(owner, formId, 'daily');
    await submit(t, formId);
    await submit(t, formId);
    expect(
      await sendDailyDigests(database.db, mail.config, new Date(Date.now() + 86_400_000)),
    ).toBe(1);
    // Queued outside a request: the worker's poll (25 ms here) picks it up.
    const subject = 'Daily digest: 2 new responses';
    await expect.poll(() => receivedBy(owner.email, subject), WITHIN).toBeDefined();
    const received = receivedBy(owner.email, subject)!;
    expect(received.text).toContain(
      `“Daily form”: 2 new responses. ${ORIGIN}/forms/${formId}/responses`,
    );
    const res = await oneClick(received.headers['list-unsubscribe']!);
    expect(res.json()).toEqual({ scope: 'daily-digest', formTitle: null, subscribed: false });
    expect((await settingsRow(t, formId, owner.id))!.mode).toBe('off');
  });
});
