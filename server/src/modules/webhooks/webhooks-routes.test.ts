/**
 * The webhook endpoints' API (issue 17): who may manage them, the URL rules, the secret, and the
 * delivery log's paging. No worker runs here (deliveries stay pending); delivery has its own tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { addCollaborator, makeAdmin } from '../collaboration/collaboration.test-support';
import {
  addEndpoint,
  type Owner,
  publishedForm,
  signUp,
  startWebhookTestApp,
  submit,
} from './webhooks.test-support';

let t: TestContext;
let owner: Owner;
let formId: string;
const HOOK = 'https://hooks.example.com/formloom';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  // No published-form limit: these tests publish many forms.
  await makeAdmin(t.database.db, { ...owner, username: '' });
  formId = await publishedForm(owner);
});
afterAll(() => t?.close());

const base = () => `/api/forms/${formId}/webhooks`;

describe('managing endpoints', () => {
  it('adds one with a Standard Webhooks secret, lists it, changes it and deletes it', async () => {
    const created = await owner.client.post(base(), {
      url: HOOK,
      events: ['response.completed', 'form.published'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // The secret is one the library accepts (it decodes the base64 after the prefix).
    expect(() => new Webhook(secret).sign('msg_1', new Date(), '{}')).not.toThrow();
    expect(endpoint).toMatchObject({
      url: HOOK,
      events: ['response.completed', 'form.published'],
      enabled: true,
      disabledReason: null,
      lastDelivery: null,
    });
    expect(JSON.stringify((await owner.client.get(base())).json())).not.toContain(secret);

    const patched = await owner.client.patch(`${base()}/${endpoint.id}`, {
      events: ['response.deleted'],
      enabled: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().endpoint).toMatchObject({ events: ['response.deleted'], enabled: false });

    const listed = (await owner.client.get(base())).json().endpoints;
    expect(listed.map((e: { id: number }) => e.id)).toContain(endpoint.id);

    expect((await owner.client.delete(`${base()}/${endpoint.id}`)).statusCode).toBe(204);
    expect((await owner.client.delete(`${base()}/${endpoint.id}`)).statusCode).toBe(404);
  });

  it('tells the client which URLs this server calls, as its settings say', async () => {
    // The default settings: https only, nothing on the server's own network.
    expect((await owner.client.get(base())).json().urlRules).toEqual({
      httpAllowed: false,
      privateAllowed: false,
    });
    // A server started with WEBHOOK_ALLOW_HTTP and WEBHOOK_ALLOW_PRIVATE, on the same data.
    const lax = await startWebhookTestApp(t.database, { worker: false });
    try {
      const response = await lax.app.inject({
        method: 'GET',
        url: base(),
        headers: {
          cookie: [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().urlRules).toEqual({ httpAllowed: true, privateAllowed: true });
    } finally {
      await lax.close();
    }
  });

  it('shows the secret on demand and rotates it', async () => {
    const { id, secret } = await addEndpoint(owner, formId, HOOK);
    const shown = await owner.client.get(`${base()}/${id}/secret`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().secret).toBe(secret);
    expect(shown.headers['cache-control']).toBe('no-store');
    const rotated = await owner.client.post(`${base()}/${id}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(secret);
    expect((await owner.client.get(`${base()}/${id}/secret`)).json().secret).toBe(
      rotated.json().secret,
    );
  });

  it.each([
    ['http://hooks.example.com/x', 'The URL must start with https://'],
    ['ftp://hooks.example.com/x', 'Enter a full URL, like https://example.com/hook'],
    ['not a url', 'Enter a full URL, like https://example.com/hook'],
    [
      'https://user:pass@hooks.example.com/x',
      'The URL cannot contain a user name or password; use the signing secret',
    ],
    ['https://example.com@127.0.0.1/x', 'The URL cannot contain a user name or password'],
    [`https://hooks.example.com/${'a'.repeat(2000)}`, 'The URL can be at most 2000 characters'],
  ])('refuses %s', async (url, message) => {
    const res = await owner.client.post(base(), { url, events: ['response.completed'] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.url).toContain(message);
  });

  it('refuses a URL change to plain http, and unknown or repeated events', async () => {
    const { id } = await addEndpoint(owner, formId, HOOK);
    const http = await owner.client.patch(`${base()}/${id}`, { url: 'http://hooks.example.com' });
    expect(http.statusCode).toBe(400);
    expect(http.json().errors.url).toBe('The URL must start with https://');
    const unknown = await owner.client.post(base(), { url: HOOK, events: ['response.created'] });
    expect(unknown.statusCode).toBe(400);
    const twice = await owner.client.post(base(), {
      url: HOOK,
      events: ['form.published', 'form.published'],
    });
    expect(twice.statusCode).toBe(400);
    const none = await owner.client.post(base(), { url: HOOK, events: [] });
    expect(none.json().errors.events).toBe('Choose at least one event');
  });

  it('allows at most 10 endpoints per form', async () => {
    const other = await publishedForm(owner, 'Many hooks');
    for (let i = 0; i < 10; i += 1) await addEndpoint(owner, other, `${HOOK}/${i}`);
    const res = await owner.client.post(`/api/forms/${other}/webhooks`, {
      url: HOOK,
      events: ['form.published'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A form can have at most 10 webhooks');
  });
});

describe('who may manage them', () => {
  it('lets an editor manage them; a viewer gets 403; anyone else 404', async () => {
    const editor = await signUp(t.app);
    const viewer = await signUp(t.app);
    const stranger = await signUp(t.app);
    await addCollaborator(t.database.db, formId, editor.id, 'editor');
    await addCollaborator(t.database.db, formId, viewer.id, 'viewer');
    const { id } = await addEndpoint(editor, formId, HOOK);
    expect((await editor.client.get(`${base()}/${id}/secret`)).statusCode).toBe(200);

    for (const [client, status] of [
      [viewer.client, 403],
      [stranger.client, 404],
      [new BrowserClient(t.app), 404],
    ] as const) {
      expect((await client.get(base())).statusCode).toBe(status);
      expect((await client.get(`${base()}/${id}/secret`)).statusCode).toBe(status);
      expect(
        (await client.post(base(), { url: HOOK, events: ['form.published'] })).statusCode,
      ).toBe(status);
      expect((await client.delete(`${base()}/${id}`)).statusCode).toBe(status);
    }
  });

  it("answers 404 for another form's endpoint", async () => {
    const { id } = await addEndpoint(owner, formId, HOOK);
    const otherForm = await publishedForm(owner, 'Other');
    const res = await owner.client.get(`/api/forms/${otherForm}/webhooks/${id}/secret`);
    expect(res.statusCode).toBe(404);
    expect(
      (await owner.client.get(`/api/forms/${otherForm}/webhooks/${id}/deliveries`)).statusCode,
    ).toBe(404);
  });
});

describe('the delivery log', () => {
  it('pages newest first with a cursor, and refuses a forged cursor', async () => {
    const form = await publishedForm(owner, 'Paged');
    const { id } = await addEndpoint(owner, form, HOOK);
    const responseIds: number[] = [];
    for (let i = 0; i < 5; i += 1) responseIds.push(await submit(t.app, form, { name: `n${i}` }));
    const url = `/api/forms/${form}/webhooks/${id}/deliveries`;
    const first = (await owner.client.get(`${url}?limit=2`)).json();
    expect(first.deliveries).toHaveLength(2);
    const second = (await owner.client.get(`${url}?limit=2&cursor=${first.nextCursor}`)).json();
    const third = (await owner.client.get(`${url}?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third.nextCursor).toBeNull();
    const all = [...first.deliveries, ...second.deliveries, ...third.deliveries];
    expect(
      all.map(
        (d: { payload: { data: { response: { id: number } } } }) => d.payload.data.response.id,
      ),
    ).toEqual([...responseIds].reverse());
    expect(
      all.every(
        (d: { status: string; attempts: unknown[] }) =>
          d.status === 'pending' && d.attempts.length === 0,
      ),
    ).toBe(true);
    const forged = await owner.client.get(
      `${url}?cursor=${Buffer.from('1 or 1=1').toString('base64url')}`,
    );
    expect(forged.statusCode).toBe(400);
  });

  it('redelivers with the same webhook-id, and refuses a test event while the endpoint is off', async () => {
    const form = await publishedForm(owner, 'Redeliver');
    const { id } = await addEndpoint(owner, form, HOOK, ['form.unpublished']);
    expect((await owner.client.post(`/api/forms/${form}/unpublish`)).statusCode).toBe(200);
    const url = `/api/forms/${form}/webhooks/${id}`;
    const [original] = (await owner.client.get(`${url}/deliveries`)).json().deliveries;
    expect(original.eventType).toBe('form.unpublished');
    const again = await owner.client.post(`${url}/deliveries/${original.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().delivery).toMatchObject({
      messageId: original.messageId,
      eventType: 'form.unpublished',
      status: 'pending',
      payload: original.payload,
    });
    expect(again.json().delivery.id).toBeGreaterThan(original.id);
    expect((await owner.client.post(`${url}/deliveries/999999/redeliver`)).statusCode).toBe(404);

    await owner.client.patch(url, { enabled: false });
    const test = await owner.client.post(`${url}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe('Turn this webhook on first');
  });
});
