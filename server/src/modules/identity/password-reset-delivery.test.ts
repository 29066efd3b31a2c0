/**
 * The reset mail end to end: asked for over HTTP, delivered by the outbox worker to a real SMTP
 * server on loopback, and its link followed to set the new password. A request for an address
 * without an account delivers nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { type MailTestApp, startMailTestApp, WITHIN } from '../../test-support/mail-test-app';
import { type SmtpTestServer, startSmtpTestServer } from '../../test-support/smtp-test-server';
import { openTestDatabase } from '../../test-support/test-app';

const ORIGIN = 'https://forms.example.test';

let smtp: SmtpTestServer;
let database: Database;
let drop: () => Promise<void>;
let mail: MailTestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  ({ database, drop } = await openTestDatabase());
  mail = await startMailTestApp(database, { smtpUrl: smtp.url, env: { PUBLIC_URL: ORIGIN } });
});

afterAll(async () => {
  await mail?.close();
  await database?.close();
  await drop?.();
  await smtp?.close();
});

const client = () => new BrowserClient(mail.app, { origin: ORIGIN, host: new URL(ORIGIN).host });

describe('password reset mail over SMTP', () => {
  it('arrives with a working one-time link, and nothing goes to an unknown address', async () => {
    const account = newAccount();
    expect((await client().post('/api/auth/register', account)).statusCode).toBe(201);
    const unknown = `nobody-${account.username}@example.com`;

    expect((await client().post('/api/auth/forgot-password', { email: unknown })).statusCode).toBe(
      202,
    );
    expect(
      (await client().post('/api/auth/forgot-password', { email: account.email })).statusCode,
    ).toBe(202);

    // Registration mailed the address its verification link too; this is about the reset mail.
    const resetMails = () =>
      smtp.received.filter(
        (m) => m.envelope.to.includes(account.email) && m.subject.startsWith('Reset'),
      );
    await expect.poll(() => resetMails().length, WITHIN).toBe(1);
    const received = resetMails()[0]!;
    expect(received.to).toEqual([account.email]);
    expect(received.from).toContain('no-reply@forms.example.test');
    expect(received.subject).toBe('Reset your Formloom password');
    const link = /https:\/\/forms\.example\.test\/reset-password\?token=([\w-]+)/.exec(
      received.text,
    );
    expect(link, received.text).not.toBeNull();
    expect(received.html).toContain(link![0]);
    // Nothing was queued for the unknown address (not merely not yet sent), so nothing can follow.
    expect(smtp.received.some((m) => m.envelope.to.includes(unknown))).toBe(false);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown))).toEqual(
      [],
    );

    const token = new URL(link![0]).searchParams.get('token')!;
    const body = {
      token,
      password: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    };
    expect((await client().post('/api/auth/reset-password', body)).statusCode).toBe(200);
    expect((await client().post('/api/auth/reset-password', body)).statusCode).toBe(400);
    const login = await client().post('/api/auth/login', {
      username: account.username,
      password: 'a brand new passphrase',
    });
    expect(login.statusCode).toBe(200);
  });
});
