/**
 * GET /metrics (issue 33): off without METRICS_TOKEN, the token checked, prom-client's text
 * format, label sets that a scan of random URLs cannot grow, no user data, and the counters and
 * backlog gauges moving with what the app does.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { webhookEndpoints } from '../../db/schema';
import { createLifecycle } from '../../plugins/lifecycle';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, openTestDatabase } from '../../test-support/test-app';

const TOKEN = crypto.randomBytes(24).toString('base64url');
const AUTH = { authorization: `Bearer ${TOKEN}` };

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there, with or without a token', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/metrics', headers: AUTH })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses a METRICS_TOKEN too short to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  const lifecycle = createLifecycle();
  let owner: BrowserClient;
  let ownerEmail: string;
  let formId: string;
  const FORM_TITLE = `Secret survey ${crypto.randomUUID()}`;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      METRICS_TOKEN: TOKEN,
      SUBMIT_RATE_LIMIT_PER_MINUTE: '3',
    });
    // Read afresh at every scrape, so the gauges move within the test.
    app = await buildApp(config, { database, lifecycle, metricsCacheMs: 0 });
    await app.ready();
    owner = new BrowserClient(app);
    const account = newAccount();
    ownerEmail = account.email!;
    expect((await owner.post('/api/auth/register', account)).statusCode).toBe(201);
    const created = await owner.post('/api/forms', {
      definition: {
        title: FORM_TITLE,
        questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0, required: true }],
      },
    });
    formId = created.json().id as string;
    expect((await owner.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  async function scrape(): Promise<string> {
    const res = await app.inject({ url: '/metrics', headers: AUTH });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  }

  /** The sample's value, 0 when the series is not there yet. */
  function sample(body: string, series: string): number {
    const line = body.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  }

  /** A submission from `client` (each its own address: the limit is per address and form). */
  const submit = (answers: Record<string, unknown>, client = new BrowserClient(app)) =>
    client.post(`/api/public/forms/${formId}/responses`, {
      draftId: crypto.randomUUID(),
      answers,
    });

  it('answers 401 without the token or with a wrong one, in constant time', async () => {
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    const wrong = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const bare = await app.inject({ url: '/metrics', headers: { authorization: TOKEN } });
    expect(bare.statusCode).toBe(401);
  });

  it("answers prom-client's text format with the defaults and the app's own metrics", async () => {
    const res = await app.inject({ url: '/metrics', headers: AUTH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const type of [
      'http_request_duration_seconds histogram',
      'process_resident_memory_bytes gauge',
      'nodejs_eventloop_lag_p99_seconds gauge',
      'nodejs_gc_duration_seconds histogram',
      'formloom_submissions_total counter',
      'formloom_rate_limited_total counter',
      'formloom_mail_outbox_pending gauge',
      'formloom_mail_outbox_oldest_age_seconds gauge',
      'formloom_webhook_deliveries_pending gauge',
      'formloom_webhook_deliveries_oldest_age_seconds gauge',
      'formloom_db_pool_in_use gauge',
      'formloom_db_pool_waiting gauge',
    ]) {
      expect(res.body).toContain(`# TYPE ${type}\n`);
    }
    // The pool's own size: one embedded connection on PGlite, the pg pool's maximum on PostgreSQL.
    expect(sample(res.body, 'formloom_db_pool_size')).toBe(app.database.pool().size);
    expect(app.database.pool().size).toBeGreaterThanOrEqual(1);
    // No REDIS_URL here: no Redis gauge to mislead.
    expect(res.body).not.toContain('formloom_redis_up');
  });

  it('labels requests by route pattern: 1,000 random URLs add no series', async () => {
    const random = () => crypto.randomBytes(6).toString('hex');
    const scan = async (n: number, seen: string[]) => {
      for (let i = 0; i < n; i++) {
        const r = random();
        seen.push(r);
        if (i % 3 === 0) await app.inject({ url: `/api/${r}?q=${r}` });
        else if (i % 3 === 1) await app.inject({ method: 'DELETE', url: `/${r}/${random()}` });
        else await submit({ name: r }, scanner);
      }
    };
    const seen: string[] = [];
    // One address: past the limit its submissions are refused, so the scan writes few rows.
    const scanner = new BrowserClient(app);
    // Every kind of request, a refused submission (the fourth) and a scrape included, so the
    // series they make exist before counting.
    await scan(12, seen);
    await scrape();
    const series = (body: string) =>
      body.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count')).length;
    const before = series(await scrape());
    await scan(1000, seen);
    const after = await scrape();
    expect(series(after)).toBe(before);
    expect(after).toContain('route="unmatched"');
    expect(after).toContain('route="/api/public/forms/:id/responses"');
    // Not one of the random paths, nor the owner's email, the form's id or its title.
    for (const r of seen) expect(after).not.toContain(r);
    expect(after).not.toContain(ownerEmail);
    expect(after).not.toContain(formId);
    expect(after).not.toContain(FORM_TITLE);
  });

  it('counts submissions by outcome and rate-limit refusals by route', async () => {
    const respondent = new BrowserClient(app);
    const before = await scrape();
    expect((await submit({ name: 'Ada' }, respondent)).statusCode).toBe(201);
    expect((await submit({}, respondent)).statusCode).toBe(400);
    expect((await submit({ name: 'Bo' }, respondent)).statusCode).toBe(201);
    expect((await submit({ name: 'Cy' }, respondent)).statusCode).toBe(429);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('formloom_submissions_total{outcome="accepted"}')).toBe(2);
    expect(delta('formloom_submissions_total{outcome="invalid"}')).toBe(1);
    expect(delta('formloom_submissions_total{outcome="rate_limited"}')).toBe(1);
    expect(delta('formloom_rate_limited_total{route="/api/public/forms/:id/responses"}')).toBe(1);
    expect(
      delta(
        'http_request_duration_seconds_count{route="/api/public/forms/:id/responses",method="POST",status_class="2xx"}',
      ),
    ).toBe(2);
  });

  it('follows the mail outbox and the webhook queue, and their oldest age', async () => {
    const before = await scrape();
    const pending = (body: string, queue: string) => sample(body, `formloom_${queue}_pending`);
    // A sign-up queues its verification mail; no worker sends it in this test.
    expect((await new BrowserClient(app).post('/api/auth/register', newAccount())).statusCode).toBe(
      201,
    );
    await database.db.insert(webhookEndpoints).values({
      formId,
      url: 'https://hooks.example.com/formloom',
      secret: `whsec_${crypto.randomBytes(24).toString('base64')}`,
      events: ['response.completed'],
    });
    expect((await submit({ name: 'Queued' })).statusCode).toBe(201);
    await database.db.execute(
      sql`update mail_outbox set created_at = now() - interval '15 minutes',
        next_attempt_at = now() - interval '11 minutes' where sent_at is null`,
    );
    await database.db.execute(
      sql`update webhook_deliveries set created_at = now() - interval '20 minutes' where status = 'pending'`,
    );
    const queued = await scrape();
    expect(pending(queued, 'mail_outbox')).toBe(pending(before, 'mail_outbox') + 1);
    expect(pending(queued, 'webhook_deliveries')).toBe(pending(before, 'webhook_deliveries') + 1);
    expect(sample(queued, 'formloom_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(900);
    expect(sample(queued, 'formloom_webhook_deliveries_oldest_age_seconds')).toBeGreaterThanOrEqual(
      1200,
    );

    await database.db.execute(sql`update mail_outbox set sent_at = now()`);
    await database.db.execute(sql`update webhook_deliveries set status = 'delivered'`);
    const drained = await scrape();
    expect(pending(drained, 'mail_outbox')).toBe(0);
    expect(pending(drained, 'webhook_deliveries')).toBe(0);
    expect(sample(drained, 'formloom_mail_outbox_oldest_age_seconds')).toBe(0);
    expect(sample(drained, 'formloom_webhook_deliveries_oldest_age_seconds')).toBe(0);
    expect(sample(drained, 'formloom_mail_outbox_overdue_seconds')).toBe(0);
  });

  // Last: the app drains from here on.
  it('refuses a scrape cleanly while the instance drains', async () => {
    lifecycle.drain();
    const res = await app.inject({ url: '/metrics', headers: AUTH });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
