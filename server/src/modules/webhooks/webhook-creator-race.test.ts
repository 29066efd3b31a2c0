/**
 * The removal race (issue 27, ADR 028): a delivery queued for an editor's endpoint before the
 * editor's access ended, with the worker running only after, is never sent. Each test queues with
 * a worker-less app, changes access, then starts a worker on the same database.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { formCollaborators, users } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { addCollaborator } from '../collaboration/collaboration.test-support';
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

let database: Database;
let drop: () => Promise<void>;
let ownerHook: WebhookReceiver;
let editorHook: WebhookReceiver;
const apps: WebhookTestApp[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  ownerHook = await startWebhookReceiver();
  editorHook = await startWebhookReceiver();
});
afterEach(async () => {
  // Each test's worker stops before the next test queues anything.
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
afterAll(async () => {
  await ownerHook?.close();
  await editorHook?.close();
  await database?.close();
  await drop?.();
});

/** An owner's and an editor's endpoint on one form, each with one delivery queued, no worker. */
async function queuedForBoth() {
  const quiet = await startWebhookTestApp(database, { worker: false });
  apps.push(quiet);
  const owner = await signUp(quiet.app);
  const editor = await signUp(quiet.app);
  const formId = await publishedForm(owner);
  await addCollaborator(database.db, formId, editor.id, 'editor');
  const ownerEndpoint = (await addEndpoint(owner, formId, `${ownerHook.url}/${formId}`)).id;
  const editorEndpoint = (await addEndpoint(editor, formId, `${editorHook.url}/${formId}`)).id;
  await submit(quiet.app, formId, { name: 'Ada', score: 2 });
  const [editorDelivery] = await deliveriesOf(database, editorEndpoint);
  expect(editorDelivery).toMatchObject({ status: 'pending', attempts: 0 });
  expect(await deliveriesOf(database, ownerEndpoint)).toHaveLength(1);
  return {
    owner,
    editor,
    formId,
    ownerEndpoint,
    editorEndpoint,
    editorDeliveryId: editorDelivery!.id,
  };
}

async function startWorker(): Promise<void> {
  apps.push(await startWebhookTestApp(database));
}

const fromForm = (hook: WebhookReceiver, formId: string) =>
  hook.received.filter((r) => JSON.stringify(r.json).includes(formId));

describe('a delivery queued before the access ended', () => {
  it('is given up by the removal, and the worker started after sends it nowhere', async () => {
    const s = await queuedForBoth();
    const removed = await s.owner.client.delete(
      `/api/forms/${s.formId}/collaborators/${s.editor.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    // Cancelled in the removal's own transaction.
    expect((await deliveriesOf(database, s.editorEndpoint))[0]!.status).toBe('failed');

    const before = ownerHook.received.length;
    await startWorker();
    // The owner's delivery, queued by the same submission, goes out: the worker has run.
    await ownerHook.waitFor(before + 1);
    expect(fromForm(ownerHook, s.formId)).toHaveLength(1);
    expect(fromForm(editorHook, s.formId)).toEqual([]);
    expect(await attemptsOf(database, s.editorDeliveryId)).toEqual([]);
  });

  it('is dropped by the claim when the access ended without turning the endpoint off', async () => {
    const s = await queuedForBoth();
    // As a removal that commits while a submission's statement still saw the endpoint on would
    // leave it: the access gone, the endpoint on, a delivery pending. The claim's own check is
    // all that stands between that delivery and the receiver.
    await database.db
      .delete(formCollaborators)
      .where(
        and(eq(formCollaborators.formId, s.formId), eq(formCollaborators.userId, s.editor.id)),
      );

    const before = ownerHook.received.length;
    await startWorker();
    await ownerHook.waitFor(before + 1);
    await expect
      .poll(async () => (await deliveriesOf(database, s.editorEndpoint))[0]!.status)
      .toBe('failed');
    expect(fromForm(editorHook, s.formId)).toEqual([]);
    expect(await attemptsOf(database, s.editorDeliveryId)).toEqual([]);
  });

  it('waits while an admin has the editor disabled, and goes once they are enabled again', async () => {
    const s = await queuedForBoth();
    // What the admin's "Disable" writes (admin/set-user-disabled): the account keeps its
    // collaborations, since it may be enabled again.
    const setDisabled = (at: Date | null) =>
      database.db.update(users).set({ disabledAt: at }).where(eq(users.id, s.editor.id));
    await setDisabled(new Date());

    const before = ownerHook.received.length;
    await startWorker();
    await ownerHook.waitFor(before + 1);
    // The worker has claimed what it could: the owner's went, the disabled editor's waits.
    expect(fromForm(editorHook, s.formId)).toEqual([]);
    expect((await deliveriesOf(database, s.editorEndpoint))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
    });

    const editorBefore = editorHook.received.length;
    await setDisabled(null);
    await editorHook.waitFor(editorBefore + 1);
    expect(fromForm(editorHook, s.formId)).toHaveLength(1);
  });

  it('still goes out while the editor keeps their access', async () => {
    const s = await queuedForBoth();
    const before = editorHook.received.length;
    await startWorker();
    await editorHook.waitFor(before + 1);
    expect(fromForm(editorHook, s.formId)).toHaveLength(1);
    await expect
      .poll(async () => (await deliveriesOf(database, s.editorEndpoint))[0]!.status)
      .toBe('delivered');
  });
});
