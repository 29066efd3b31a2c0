/**
 * With SMTP_URL unset, a mail becomes a parseable .eml file under DATA_DIR/mail and a log line
 * with its recipient, subject and links, and the worker counts it as sent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  outboxRow,
  queueMail,
  startMailTestApp,
  testMail,
  WITHIN,
} from '../test-support/mail-test-app';
import { openTestDatabase } from '../test-support/test-app';
import { emlName, fileTransport } from './file-transport';
import type { OutboxMail } from './mail-transport';
import { renderMail } from './render-mail';

/** A logger that keeps what it is given, to assert on the line a developer would read. */
function recordingLogger() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: Record<string, unknown>, msg = '') =>
      lines.push({ level, obj, msg });
  const log = {
    level: 'info',
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-eml-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the .eml transport', () => {
  it('writes a parseable mail and logs its recipient, subject and links', async () => {
    const { log, lines } = recordingLogger();
    const transport = fileTransport(dir, 'Formloom <no-reply@forms.example.test>', log);
    const { html, text } = renderMail({
      heading: 'Reset your password',
      paragraphs: ['Someone asked to reset the password of your account.'],
      action: {
        label: 'Choose a new password',
        url: 'http://localhost:3000/reset-password?token=abc',
      },
      footer: ['Stop these: http://localhost:3000/unsubscribe?token=u1'],
    });
    const mail: OutboxMail = {
      id: 42,
      kind: 'password_reset',
      to: 'ada@example.test',
      subject: 'Reset your Formloom password',
      text,
      html,
      headers: { 'List-Unsubscribe': '<http://localhost:3000/unsubscribe?token=u1>' },
      createdAt: new Date('2026-11-25T10:00:00.123Z'),
      attempts: 1,
    };
    await transport.send(mail);
    transport.close();

    const file = path.join(dir, emlName(mail));
    expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);
    expect(path.basename(file)).toBe('2026-11-25T10-00-00-123Z-42-password_reset.eml');
    const raw = fs.readFileSync(file);
    expect(raw.includes('\r\n')).toBe(true);
    const parsed = await simpleParser(raw);
    expect(parsed.from?.value).toEqual([
      { name: 'Formloom', address: 'no-reply@forms.example.test' },
    ]);
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.text).toBe('ada@example.test');
    expect(parsed.subject).toBe('Reset your Formloom password');
    expect(parsed.text).toContain(
      'Choose a new password: http://localhost:3000/reset-password?token=abc',
    );
    expect(parsed.html).toContain('href="http://localhost:3000/reset-password?token=abc"');
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <http://localhost:3000/unsubscribe?token=u1>',
    );

    const line = lines.find((l) => l.msg.includes('mail written to a file'));
    expect(line?.level).toBe('info');
    expect(line?.obj).toMatchObject({
      to: 'ada@example.test',
      subject: 'Reset your Formloom password',
      file,
      links: [
        'http://localhost:3000/reset-password?token=abc',
        'http://localhost:3000/unsubscribe?token=u1',
      ],
    });
  });
});

describe('the worker without SMTP_URL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('writes the queued mail under DATA_DIR/mail and marks it sent', async () => {
    const mail = await startMailTestApp(database);
    try {
      expect(mail.config.mail.smtpUrl).toBeNull();
      const id = await queueMail(database, testMail({ subject: 'Written, not sent' }));
      await expect.poll(async () => (await outboxRow(database, id)).sentAt, WITHIN).not.toBeNull();
      const files = fs.readdirSync(mail.config.mail.fileDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`-${id}-invitation\\.eml$`));
      const parsed = await simpleParser(
        fs.readFileSync(path.join(mail.config.mail.fileDir, files[0]!)),
      );
      expect(parsed.subject).toBe('Written, not sent');
    } finally {
      await mail.close();
    }
  });
});
