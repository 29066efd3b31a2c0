/**
 * For the webhook tests: an app on a given database with the delivery worker fast (short poll,
 * timeout and backoff), an owner with a published form, submissions, and reads of the log.
 * Not server code.
 */
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../app';
import { type AppConfig, loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { webhookAttempts, webhookDeliveries } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import type { WebhookWorkerOptions } from './webhook-worker';

export const FAST_WEBHOOKS: Partial<WebhookWorkerOptions> = {
  pollMs: 25,
  timeoutMs: 2_000,
  leaseMs: 30_000,
  backoff: { baseMs: 20, maxMs: 100 },
  stopTimeoutMs: 5_000,
};

export interface WebhookTestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

export async function startWebhookTestApp(
  database: Database,
  options: { worker?: Partial<WebhookWorkerOptions> | false; env?: Record<string, string> } = {},
): Promise<WebhookTestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_ALLOW_HTTP: 'true',
    ...options.env,
  });
  const app = await buildApp(config, {
    database,
    mailWorker: false,
    webhookWorker: options.worker === false ? false : { ...FAST_WEBHOOKS, ...options.worker },
  });
  await app.ready();
  return { app, config, close: () => app.close() };
}

export const QUESTIONS = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Your name?', order: 0 },
  { id: 'score', type: 'NUMBER', title: 'How many?', order: 1 },
];

export interface Owner {
  client: BrowserClient;
  id: number;
  email: string;
}

export async function signUp(app: FastifyInstance): Promise<Owner> {
  const client = new BrowserClient(app);
  const res = await client.post('/api/auth/register', newAccount());
  expect(res.statusCode, res.body).toBe(201);
  const user = res.json() as { id: number; email: string };
  return { client, id: user.id, email: user.email };
}

export async function publishedForm(owner: Owner, title = 'Order form'): Promise<string> {
  const res = await owner.client.post('/api/forms', {
    definition: { title, questions: QUESTIONS },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const published = await owner.client.post(`/api/forms/${id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

export async function addEndpoint(
  owner: Owner,
  formId: string,
  url: string,
  events: string[] = ['response.completed'],
): Promise<{ id: number; secret: string }> {
  const res = await owner.client.post(`/api/forms/${formId}/webhooks`, { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().endpoint.id as number, secret: res.json().secret as string };
}

export async function submit(
  app: FastifyInstance,
  formId: string,
  answers: Record<string, unknown>,
): Promise<number> {
  const res = await new BrowserClient(app).post(`/api/public/forms/${formId}/responses`, {
    draftId: crypto.randomUUID(),
    answers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return Number(res.json().responseId);
}

/** An endpoint's deliveries (oldest first), straight from the database. */
export async function deliveriesOf(database: Database, endpointId: number) {
  return database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.id));
}

export async function attemptsOf(database: Database, deliveryId: number) {
  return database.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.id));
}
