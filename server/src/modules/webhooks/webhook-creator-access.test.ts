/**
 * An endpoint lives with its creator's access (issue 27, ADR 028): an editor's endpoint is turned
 * off, with a reason the owner reads, when the editor is removed, leaves, becomes a viewer or
 * deletes their account, and gets nothing after; the owner's endpoints go on. A transfer lowers
 * nobody (the old owner becomes an editor), so it turns nothing off. Real receivers on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooksResponseSchema, type WebhookEndpoint } from '@core/api/webhooks';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { addCollaborator } from '../collaboration/collaboration.test-support';
import {
  addEndpoint,
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
let ownerHook: WebhookReceiver;
let editorHook: WebhookReceiver;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  t = await startWebhookTestApp(database);
  ownerHook = await startWebhookReceiver();
  editorHook = await startWebhookReceiver();
});
afterAll(async () => {
  await t?.close();
  await ownerHook?.close();
  await editorHook?.close();
  await database?.close();
  await drop?.();
});

const TURNED_OFF = 'Turned off: its creator no longer has access.';

interface Scene {
  owner: Owner;
  editor: Owner;
  formId: string;
  ownerEndpoint: number;
  editorEndpoint: number;
}

/** An owner's published form with an editor; each has added an endpoint to their own receiver. */
async function scene(): Promise<Scene> {
  const owner = await signUp(t.app);
  const editor = await signUp(t.app);
  const formId = await publishedForm(owner);
  await addCollaborator(database.db, formId, editor.id, 'editor');
  const ownerEndpoint = (await addEndpoint(owner, formId, `${ownerHook.url}/${formId}`)).id;
  const editorEndpoint = (await addEndpoint(editor, formId, `${editorHook.url}/${formId}`)).id;
  return { owner, editor, formId, ownerEndpoint, editorEndpoint };
}

async function listAsOwner(s: Scene): Promise<Map<number, WebhookEndpoint>> {
  const res = await s.owner.client.get(`/api/forms/${s.formId}/webhooks`);
  expect(res.statusCode, res.body).toBe(200);
  const { endpoints } = webhooksResponseSchema.parse(res.json());
  return new Map(endpoints.map((e) => [e.id, e]));
}

/**
 * A submission reaches the owner's receiver and queues nothing for the editor's endpoint, so
 * nothing can ever be sent to it; the editor's receiver has had nothing from this form.
 */
async function expectOnlyOwnerReceives(s: Scene): Promise<void> {
  const before = ownerHook.received.length;
  await submit(t.app, s.formId, { name: 'Ada', score: 1 });
  await ownerHook.waitFor(before + 1);
  expect(await deliveriesOf(database, s.editorEndpoint)).toEqual([]);
  expect(editorHook.received.filter((r) => JSON.stringify(r.json).includes(s.formId))).toEqual([]);
}

/** The owner's list: the editor's endpoint off, with the reason; the owner's own on. */
async function expectEditorsTurnedOff(s: Scene, creator: Owner | null): Promise<void> {
  const list = await listAsOwner(s);
  expect(list.get(s.editorEndpoint)).toMatchObject({
    enabled: false,
    disabledReason: TURNED_OFF,
    disabledCause: 'creator_lost_access',
    createdBy: creator === null ? null : { id: creator.id, email: creator.email },
  });
  expect(list.get(s.ownerEndpoint)).toMatchObject({
    enabled: true,
    disabledReason: null,
    disabledCause: null,
    createdBy: { id: s.owner.id, email: s.owner.email },
  });
}

describe("an editor's endpoint ends with the editor's access", () => {
  it('lists who added each endpoint, and delivers to both while both may manage them', async () => {
    const s = await scene();
    const list = await listAsOwner(s);
    expect(list.get(s.editorEndpoint)).toMatchObject({
      enabled: true,
      createdBy: { id: s.editor.id, email: s.editor.email, name: expect.any(String) },
    });
    expect(list.get(s.ownerEndpoint)!.createdBy).toMatchObject({ id: s.owner.id });
    const [ownerBefore, editorBefore] = [ownerHook.received.length, editorHook.received.length];
    await submit(t.app, s.formId, { name: 'Ada', score: 1 });
    await ownerHook.waitFor(ownerBefore + 1);
    await editorHook.waitFor(editorBefore + 1);
  });

  it('turns it off when the owner removes the editor, and it cannot be turned on again', async () => {
    const s = await scene();
    const removed = await s.owner.client.delete(
      `/api/forms/${s.formId}/collaborators/${s.editor.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await s.editor.client.get(`/api/forms/${s.formId}`)).statusCode).toBe(404);
    await expectEditorsTurnedOff(s, s.editor);
    await expectOnlyOwnerReceives(s);

    // Its secret is known to someone without access: the owner adds a new one instead.
    const again = await s.owner.client.patch(
      `/api/forms/${s.formId}/webhooks/${s.editorEndpoint}`,
      { enabled: true },
    );
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toMatch(/Add a new webhook instead/);
    // Nor by turning it off first, which would otherwise clear the reason.
    const path = `/api/forms/${s.formId}/webhooks/${s.editorEndpoint}`;
    expect((await s.owner.client.patch(path, { enabled: false })).statusCode).toBe(200);
    expect((await s.owner.client.patch(path, { enabled: true })).statusCode).toBe(409);
    expect((await listAsOwner(s)).get(s.editorEndpoint)).toMatchObject({
      enabled: false,
      disabledCause: 'creator_lost_access',
    });
    // Another form's endpoint id is still a 404, not the 409.
    const elsewhere = await publishedForm(s.owner);
    const wrong = await s.owner.client.patch(
      `/api/forms/${elsewhere}/webhooks/${s.editorEndpoint}`,
      { enabled: true },
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('turns it off when the editor leaves the form', async () => {
    const s = await scene();
    const left = await s.editor.client.delete(
      `/api/forms/${s.formId}/collaborators/${s.editor.id}`,
    );
    expect(left.statusCode, left.body).toBe(204);
    await expectEditorsTurnedOff(s, s.editor);
    await expectOnlyOwnerReceives(s);
  });

  it('turns it off when the editor becomes a viewer, and keeps it off if they edit again', async () => {
    const s = await scene();
    const path = `/api/forms/${s.formId}/collaborators/${s.editor.id}`;
    const lowered = await s.owner.client.patch(path, { role: 'viewer' });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await expectEditorsTurnedOff(s, s.editor);
    await expectOnlyOwnerReceives(s);

    expect((await s.owner.client.patch(path, { role: 'editor' })).statusCode).toBe(200);
    expect((await listAsOwner(s)).get(s.editorEndpoint)!.enabled).toBe(false);
    // An editor again, they may not turn it on either.
    const again = await s.editor.client.patch(
      `/api/forms/${s.formId}/webhooks/${s.editorEndpoint}`,
      { enabled: true },
    );
    expect(again.statusCode, again.body).toBe(409);
  });

  it('turns it off when the editor deletes their account; the list shows no creator', async () => {
    const s = await scene();
    const deleted = await s.editor.client.request({
      method: 'DELETE',
      url: '/api/user',
      payload: { currentPassword: 'correct horse battery' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectEditorsTurnedOff(s, null);
    await expectOnlyOwnerReceives(s);
  });

  it('keeps every endpoint on through a transfer, and the old owner lives with their new role', async () => {
    const s = await scene();
    const moved = await s.owner.client.post(`/api/forms/${s.formId}/transfer`, {
      userId: s.editor.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The old owner is an editor now: both may still manage webhooks, so both stay on.
    const list = await listAsOwner(s);
    expect(list.get(s.ownerEndpoint)).toMatchObject({ enabled: true, disabledReason: null });
    expect(list.get(s.editorEndpoint)).toMatchObject({ enabled: true, disabledReason: null });
    const [ownerBefore, editorBefore] = [ownerHook.received.length, editorHook.received.length];
    await submit(t.app, s.formId, { name: 'Ada', score: 1 });
    await ownerHook.waitFor(ownerBefore + 1);
    await editorHook.waitFor(editorBefore + 1);

    // The new owner removes the old one: now the old owner's endpoint goes off, theirs stays on.
    const removed = await s.editor.client.delete(
      `/api/forms/${s.formId}/collaborators/${s.owner.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const after = (await s.editor.client.get(`/api/forms/${s.formId}/webhooks`)).json();
    const byId = new Map(
      webhooksResponseSchema.parse(after).endpoints.map((e) => [e.id, e] as const),
    );
    expect(byId.get(s.ownerEndpoint)).toMatchObject({
      enabled: false,
      disabledCause: 'creator_lost_access',
      createdBy: { id: s.owner.id },
    });
    expect(byId.get(s.editorEndpoint)).toMatchObject({ enabled: true, disabledCause: null });
    const ownerPending = (await deliveriesOf(database, s.ownerEndpoint)).filter(
      (d) => d.status === 'pending',
    );
    expect(ownerPending).toEqual([]);
  });
});
