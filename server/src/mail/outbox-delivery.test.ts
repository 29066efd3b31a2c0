/**
 * A queued mail reaches a real SMTP server on loopback as queued: recipient, From, subject, both
 * parts and the row's headers; the row is stamped sent. A request that queues a mail wakes the
 * worker at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server';
import { openTestDatabase } from '../test-support/test-app';
import {
  type MailTestApp,
  outboxRow,
  queueMail,
  startMailTestApp,
  testMail,
  WITHIN,
} from '../test-support/mail-test-app';
import type { Database } from '../db/database';
import { enqueueMail } from './enqueue-mail';
import { renderMail } from './render-mail';

let smtp: SmtpTestServer;
let database: Database;
let drop: () => Promise<void>;
let mail: MailTestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  ({ database, drop } = await openTestDatabase());
  // A poll far longer than any wait below: only the nudge can deliver the request's mail in time.
  mail = await startMailTestApp(database, {
    smtpUrl: smtp.url,
    worker: { pollMs: 60 * 60_000 },
    extend: (app) =>
      app.post<{ Querystring: { to?: string } }>('/test/queue', async (req, reply) => {
        await database.db.transaction(async (tx) => {
          const to = req.query.to ?? 'nudged@example.test';
          await enqueueMail(tx, testMail({ subject: 'Queued by a request', to }));
        });
        return reply.code(204).send();
      }),
  });
});

afterAll(async () => {
  await mail?.close();
  await database?.close();
  await drop?.();
  await smtp?.close();
});

describe('outbox delivery over SMTP', () => {
  it('delivers the recipient, From, subject, both parts and the headers, and stamps the row', async () => {
    const { html, text } = renderMail({
      heading: 'You were invited to <Survey & Co>',
      paragraphs: ['Ada invited you to edit the form.'],
      action: { label: 'Open the invitation', url: 'https://forms.example.test/invitations/7/abc' },
    });
    const id = await queueMail(
      database,
      testMail({
        kind: 'new_response',
        to: 'owner@example.test',
        subject: 'New response to <Survey & Co>',
        text,
        html,
        headers: {
          'List-Unsubscribe': '<https://forms.example.test/unsubscribe?token=xyz>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    );
    // Queued outside a request: wake the worker the way a request that queues a mail does.
    await mail.app.inject({ method: 'POST', url: '/test/queue' });

    await expect
      .poll(() => smtp.received.find((m) => m.subject.includes('Survey')), WITHIN)
      .toBeDefined();
    const received = smtp.received.find((m) => m.subject.includes('Survey'))!;
    expect(received.user).toBe('tester');
    expect(received.envelope.to).toEqual(['owner@example.test']);
    expect(received.envelope.from).toBe('no-reply@forms.example.test');
    expect(received.from).toBe('"Formloom Tests" <no-reply@forms.example.test>');
    expect(received.to).toEqual(['owner@example.test']);
    expect(received.subject).toBe('New response to <Survey & Co>');
    expect(received.text).toContain(
      'Open the invitation: https://forms.example.test/invitations/7/abc',
    );
    expect(received.html).toContain('You were invited to &lt;Survey &amp; Co&gt;');
    expect(received.html).toContain('href="https://forms.example.test/invitations/7/abc"');
    expect(received.headers['list-unsubscribe']).toBe(
      '<https://forms.example.test/unsubscribe?token=xyz>',
    );
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(received.messageId).toMatch(
      new RegExp(`^<outbox-${id}\\.\\d+@forms\\.example\\.test>$`),
    );

    await expect.poll(async () => (await outboxRow(database, id)).sentAt, WITHIN).not.toBeNull();
    const row = await outboxRow(database, id);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null, failedAt: null });
  });

  it('wakes on the response of a request that queued a mail, not at the next poll', async () => {
    const res = await mail.app.inject({ method: 'POST', url: '/test/queue?to=woken@example.test' });
    expect(res.statusCode).toBe(204);
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes('woken@example.test')).length, WITHIN)
      .toBe(1);
  });

  it('sends every mail of a burst larger than one claim, each once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push(await queueMail(database, testMail({ subject: `Burst ${i}` })));
    }
    await mail.app.inject({ method: 'POST', url: '/test/queue' });
    await expect
      .poll(async () => {
        const [row] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(sql`${mailOutbox.sentAt} is null`);
        return row!.n;
      }, WITHIN)
      .toBe(0);
    const subjects = smtp.received.map((m) => m.subject).filter((s) => s.startsWith('Burst '));
    expect(subjects.sort()).toEqual(Array.from({ length: 25 }, (_, i) => `Burst ${i}`).sort());
  });
});
