/**
 * Delivery that does not lose events (issue 17): a receiver that fails three times, then
 * recovers, gets the event and the later ones after it, in order; a restart between attempts
 * loses nothing; a receiver that hangs is cut at the timeout; an endpoint failing for the whole
 * window is turned off and its owner told. Real receivers on loopback, a real database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { mailOutbox, notifications, webhookEndpoints } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import {
  addEndpoint,
  attemptsOf,
  deliveriesOf,
  publishedForm,
  signUp,
  startWebhookTestApp,
  submit,
  type WebhookTestApp,
} from './webhooks.test-support';
import type { WebhookWorkerOptions } from './webhook-worker';

let database: Database;
let drop: () => Promise<void>;
const apps: WebhookTestApp[] = [];
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
// Each test's worker alone: another test's (with other timeouts) must not take its deliveries.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const r of receivers.splice(0)) await r.close();
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

async function app(worker: Partial<WebhookWorkerOptions> = {}) {
  const started = await startWebhookTestApp(database, { worker });
  apps.push(started);
  return started;
}
async function receiver() {
  const r = await startWebhookReceiver();
  receivers.push(r);
  return r;
}
const ids = (r: WebhookReceiver) => r.received.map((x) => x.headers['webhook-id']);
const names = (r: Pick<WebhookReceiver, 'received'>) =>
  r.received.map(
    (x) =>
      (x.json as { data: { response: { answers: { value: unknown }[] } } }).data.response
        .answers[0]!.value,
  );

/**
 * How long a delivery's recorded outcome may take to settle: the worker records it after the
 * receiver has answered, a turn of its poll later, which on a loaded machine took longer than
 * expect.poll's 1 s default (and once the window test's 15 s). A condition, so only its bound.
 */
const SETTLED = { timeout: 25_000 };

describe('retries', () => {
  it('delivers an event once a receiver recovers from three failures, in order with later ones', async () => {
    const t = await app();
    const hook = await receiver();
    hook.script([{ status: 500, body: 'down' }, { status: 502 }, { status: 503 }]);
    const owner = await signUp(t.app);
    const formId = await publishedForm(owner);
    const { id, secret } = await addEndpoint(owner, formId, hook.url);
    hook.setSecret(secret);
    await submit(t.app, formId, { name: 'first' });
    await submit(t.app, formId, { name: 'second' });
    await submit(t.app, formId, { name: 'third' });

    await hook.waitFor(6);
    await expect
      .poll(async () => (await deliveriesOf(database, id)).map((d) => d.status), SETTLED)
      .toEqual(['delivered', 'delivered', 'delivered']);
    // The first event four times (the same webhook-id each time), then the others, in order.
    expect(names(hook)).toEqual(['first', 'first', 'first', 'first', 'second', 'third']);
    expect(new Set(ids(hook).slice(0, 4)).size).toBe(1);
    expect(hook.received.every((r) => r.verified)).toBe(true);
    const [first] = await deliveriesOf(database, id);
    const attempts = await attemptsOf(database, first!.id);
    expect(attempts.map((a) => [a.attempt, a.responseStatus])).toEqual([
      [1, 500],
      [2, 502],
      [3, 503],
      [4, 200],
    ]);
    expect(attempts[0]!.responseBody).toBe('down');
    // Its failing run ended with the success.
    const [endpoint] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    expect(endpoint!.failingSince).toBeNull();
  });

  it('loses nothing across a restart between attempts', async () => {
    const first = await app({ backoff: { baseMs: 400, maxMs: 400 } });
    const hook = await receiver();
    hook.script([], { status: 503 });
    const owner = await signUp(first.app);
    const formId = await publishedForm(owner);
    const { id } = await addEndpoint(owner, formId, hook.url);
    await submit(first.app, formId, { name: 'before' });
    await hook.waitFor(1);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    expect((await deliveriesOf(database, id)).map((d) => d.status)).toEqual(['pending']);
    // While no server runs, another response is stored by a second instance, later.
    hook.script([], { status: 200 });
    const second = await app();
    await submit(second.app, formId, { name: 'after' });

    await expect
      .poll(async () => (await deliveriesOf(database, id)).map((d) => d.status), SETTLED)
      .toEqual(['delivered', 'delivered']);
    const delivered = hook.received.filter((r) => r.answered === 200);
    expect(names({ received: delivered })).toEqual(['before', 'after']);
    const [before] = await deliveriesOf(database, id);
    expect((await attemptsOf(database, before!.id)).map((a) => a.responseStatus)).toEqual([
      503, 200,
    ]);
  });

  it('cuts a receiver that hangs at the timeout and tries again', async () => {
    const t = await app({ timeoutMs: 500 });
    const hook = await receiver();
    hook.script(['hang'], { status: 204 });
    const owner = await signUp(t.app);
    const formId = await publishedForm(owner);
    const { id } = await addEndpoint(owner, formId, hook.url);
    await submit(t.app, formId, { name: 'slow' });

    await expect
      .poll(async () => (await deliveriesOf(database, id))[0]?.status, SETTLED)
      .toBe('delivered');
    const [delivery] = await deliveriesOf(database, id);
    const [cut, ok] = await attemptsOf(database, delivery!.id);
    expect(cut).toMatchObject({ responseStatus: null, error: 'No answer within 0.5 s' });
    expect(cut!.durationMs).toBeGreaterThanOrEqual(490);
    expect(cut!.durationMs).toBeLessThan(5_000);
    expect(ok!.responseStatus).toBe(204);
  });
});

describe('an endpoint that keeps failing', () => {
  it(
    'is given up after the window, turned off with a reason, and its owner told',
    { timeout: 60_000 },
    async () => {
      const t = await app({ windowMs: 300, minAttempts: 3, disableAfterMs: 300 });
      const hook = await receiver();
      hook.script([], { status: 500 });
      const owner = await signUp(t.app);
      const formId = await publishedForm(owner);
      const { id } = await addEndpoint(owner, formId, hook.url);
      await submit(t.app, formId, { name: 'lost' });

      await expect
        .poll(async () => (await deliveriesOf(database, id))[0]?.status, SETTLED)
        .toBe('failed');
      const [delivery] = await deliveriesOf(database, id);
      expect(delivery!.attempts).toBeGreaterThanOrEqual(3);
      const [endpoint] = await database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      expect(endpoint).toMatchObject({
        enabled: false,
        disabledReason: 'Every delivery failed for 24 hours, so it was turned off',
      });
      const told = await database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.id));
      expect(told.map((n) => n.title)).toContain('Webhook turned off');
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, owner.email));
      expect(mails.map((m) => m.kind)).toContain('webhook_disabled');
      expect(mails.find((m) => m.kind === 'webhook_disabled')!.text).toContain(hook.url);

      // Off: no new events are queued for it, and turning it on clears the reason.
      await submit(t.app, formId, { name: 'ignored' });
      expect(await deliveriesOf(database, id)).toHaveLength(1);
      const on = await owner.client.patch(`/api/forms/${formId}/webhooks/${id}`, { enabled: true });
      expect(on.json().endpoint).toMatchObject({
        enabled: true,
        disabledReason: null,
        failingSince: null,
      });
    },
  );
});
