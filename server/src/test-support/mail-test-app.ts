/**
 * For mail tests: an app on a given database with the outbox worker running fast (short poll and
 * backoff, so a retry takes milliseconds, not minutes), and a look into the outbox table.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import type { MailMessage } from '../mail/mail-message';
import type { MailTransport } from '../mail/mail-transport';
import type { OutboxWorkerOptions } from '../mail/outbox-worker';

export const FAST_WORKER: Partial<OutboxWorkerOptions> = {
  pollMs: 25,
  backoff: { baseMs: 20, maxMs: 100 },
  leaseMs: 30_000,
  maxAttempts: 4,
  stopTimeoutMs: 5_000,
};

export interface MailTestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

export async function startMailTestApp(
  database: Database,
  options: {
    /** Unset: mails become .eml files under a fresh DATA_DIR. */
    smtpUrl?: string;
    worker?: Partial<OutboxWorkerOptions>;
    transport?: MailTransport;
    env?: Record<string, string>;
    /** Extra routes for a test (registered before the app is ready). */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<MailTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-mail-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://forms.example.test',
    MAIL_FROM: 'Formloom Tests <no-reply@forms.example.test>',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
  const app = await buildApp(config, {
    database,
    mailWorker: {
      options: { ...FAST_WORKER, ...options.worker },
      ...(options.transport ? { transport: options.transport } : {}),
    },
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;

/** A mail as a feature would queue it, with a recognisable subject. */
export function testMail(overrides: Partial<MailMessage> = {}): MailMessage {
  sequence += 1;
  return {
    kind: 'invitation',
    to: `person${sequence}@example.test`,
    subject: `Test mail ${sequence}`,
    text: `Hello ${sequence}\n\nOpen: https://forms.example.test/invitations/${sequence}/token`,
    html: `<p>Hello ${sequence}</p>`,
    ...overrides,
  };
}

export async function queueMail(database: Database, mail: MailMessage = testMail()) {
  return enqueueMail(database.db, mail);
}

export async function outboxRow(database: Database, id: number) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** How long a test waits for a delivery: a bound on a loaded machine, not a pause. */
export const WITHIN = { timeout: 15_000, interval: 25 };
