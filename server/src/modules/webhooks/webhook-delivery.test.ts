/**
 * Webhook delivery end to end (issue 17), with a real HTTP receiver on loopback that verifies
 * every signature with the `standardwebhooks` package: the four events and the test event, the
 * version-1 payload, and the delivery log with each attempt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import {
  addEndpoint,
  attemptsOf,
  deliveriesOf,
  type Owner,
  publishedForm,
  signUp,
  startWebhookTestApp,
  submit,
  type WebhookTestApp,
} from './webhooks.test-support';

let database: Database;
let drop: () => Promise<void>;
let t: WebhookTestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  t = await startWebhookTestApp(database);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await database?.close();
  await drop?.();
});

/** Each test its own path on the receiver (the tests run one after another). */
function at(path: string) {
  return `${receiver.url}/${path}`;
}

async function ownerWithForm(): Promise<{ owner: Owner; formId: string }> {
  const owner = await signUp(t.app);
  return { owner, formId: await publishedForm(owner) };
}

describe('delivering events', () => {
  it('delivers response.completed, signed, with each answer and its question', async () => {
    const { owner, formId } = await ownerWithForm();
    const { id, secret } = await addEndpoint(owner, formId, at('completed'));
    receiver.setSecret(secret);
    const before = receiver.received.length;
    const responseId = await submit(t.app, formId, { name: 'Ada', score: 3 });

    const [got] = (await receiver.waitFor(before + 1)).slice(before);
    expect(got!.verified, got!.verifyError ?? '').toBe(true);
    expect(got!.headers['content-type']).toBe('application/json');
    const [delivery] = await deliveriesOf(database, id);
    expect(got!.headers['webhook-id']).toBe(delivery!.messageId);
    expect(got!.json).toEqual({
      type: 'response.completed',
      version: 1,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: {
        form: { id: formId, title: 'Order form' },
        response: {
          id: responseId,
          submittedAt: expect.stringMatching(/Z$/),
          formVersion: 1,
          // A one-language form: no language recorded (ADR 048).
          language: null,
          answers: [
            { questionId: 'name', title: 'Your name?', type: 'SHORT_TEXT', value: 'Ada' },
            { questionId: 'score', title: 'How many?', type: 'NUMBER', value: 3 },
          ],
        },
      },
    });

    await expect.poll(async () => (await deliveriesOf(database, id))[0]!.status).toBe('delivered');
    const log = await owner.client.get(`/api/forms/${formId}/webhooks/${id}/deliveries`);
    expect(log.statusCode).toBe(200);
    const [entry] = log.json().deliveries;
    expect(entry).toMatchObject({
      eventType: 'response.completed',
      status: 'delivered',
      attemptCount: 1,
      nextAttemptAt: null,
    });
    expect(entry.attempts).toEqual([
      {
        attempt: 1,
        startedAt: expect.any(String),
        durationMs: expect.any(Number),
        responseStatus: 200,
        responseBody: 'ok',
        error: null,
      },
    ]);
    const listed = (await owner.client.get(`/api/forms/${formId}/webhooks`)).json().endpoints;
    expect(listed[0].lastDelivery).toMatchObject({
      status: 'delivered',
      eventType: 'response.completed',
    });
  });

  it('delivers form.unpublished, form.published and response.deleted to the endpoints subscribed', async () => {
    const { owner, formId } = await ownerWithForm();
    const all = await addEndpoint(owner, formId, at('all'), [
      'form.published',
      'form.unpublished',
      'response.deleted',
    ]);
    const onlyCompleted = await addEndpoint(owner, formId, at('none'), ['response.completed']);
    const responseId = await submit(t.app, formId, { name: 'Grace' });
    expect((await owner.client.post(`/api/forms/${formId}/unpublish`)).statusCode).toBe(200);
    // Already offline: no second event.
    expect((await owner.client.post(`/api/forms/${formId}/unpublish`)).statusCode).toBe(200);
    expect((await owner.client.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);
    const deleted = await owner.client.request({
      method: 'DELETE',
      url: `/api/forms/${formId}/responses`,
      payload: { ids: [responseId] },
    });
    expect(deleted.json()).toEqual({ deleted: 1 });

    await expect
      .poll(async () => (await deliveriesOf(database, all.id)).map((d) => d.status))
      .toEqual(['delivered', 'delivered', 'delivered']);
    const rows = await deliveriesOf(database, all.id);
    expect(rows.map((d) => d.eventType)).toEqual([
      'form.unpublished',
      'form.published',
      'response.deleted',
    ]);
    const payloads = rows.map((d) => d.payload as { data: Record<string, unknown> });
    expect(payloads[0]!.data).toEqual({ form: { id: formId, title: 'Order form' } });
    expect(payloads[2]!.data.response).toMatchObject({
      id: responseId,
      answers: [{ questionId: 'name', value: 'Grace' }],
    });
    // The other endpoint got only the response it asked for.
    expect((await deliveriesOf(database, onlyCompleted.id)).map((d) => d.eventType)).toEqual([
      'response.completed',
    ]);
  });

  it('sends a test event through the same path, and keeps 2 KB of a long answer', async () => {
    const { owner, formId } = await ownerWithForm();
    const { id, secret } = await addEndpoint(owner, formId, at('test'));
    receiver.setSecret(secret);
    receiver.script([{ status: 201, body: 'x'.repeat(5000) }]);
    const before = receiver.received.length;
    const sent = await owner.client.post(`/api/forms/${formId}/webhooks/${id}/test`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending' });

    const [got] = (await receiver.waitFor(before + 1)).slice(before);
    expect(got!.verified).toBe(true);
    expect(got!.json).toMatchObject({
      type: 'webhook.test',
      version: 1,
      data: { form: { id: formId, title: 'Order form' } },
    });
    await expect.poll(async () => (await deliveriesOf(database, id))[0]!.status).toBe('delivered');
    const [attempt] = await attemptsOf(database, sent.json().delivery.id);
    expect(attempt!.responseStatus).toBe(201);
    expect(attempt!.responseBody).toHaveLength(2048);
  });

  it('signs with the new secret after a rotation', async () => {
    const { owner, formId } = await ownerWithForm();
    const { id, secret } = await addEndpoint(owner, formId, at('rotated'));
    const rotated = (await owner.client.post(`/api/forms/${formId}/webhooks/${id}/secret`)).json();
    receiver.setSecret(secret);
    let before = receiver.received.length;
    await owner.client.post(`/api/forms/${formId}/webhooks/${id}/test`);
    const [old] = (await receiver.waitFor(before + 1)).slice(before);
    expect(old!.verified).toBe(false);
    receiver.setSecret(rotated.secret);
    before = receiver.received.length;
    await owner.client.post(`/api/forms/${formId}/webhooks/${id}/test`);
    const [fresh] = (await receiver.waitFor(before + 1)).slice(before);
    expect(fresh!.verified).toBe(true);
  });
});
