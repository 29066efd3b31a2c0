/** The per-person, per-form setting: who may have one, and what changing it does. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { UNAVAILABLE_MESSAGES } from './notification-settings';
import {
  addCollaborator,
  type Person,
  publishedForm,
  setMode,
  settingsRow,
  signUp,
} from './test-kit';

let t: TestContext;
let owner: Person;
let viewer: Person;
let stranger: Person;
let admin: Person;
let formId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  [owner, viewer, stranger, admin] = [
    await signUp(t),
    await signUp(t),
    await signUp(t),
    await signUp(t),
  ];
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  formId = await publishedForm(owner.client);
  await addCollaborator(t, formId, viewer.id, 'viewer');
});
afterAll(() => t.close());

const url = () => `/api/forms/${formId}/notification-settings`;

describe('notification settings', () => {
  it('are off by default, and each person has their own', async () => {
    const res = await owner.client.get(url());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'off', available: true, email: owner.email });

    const put = await setMode(owner, formId, 'immediate');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ mode: 'immediate', available: true, email: owner.email });
    expect((await owner.client.get(url())).json().mode).toBe('immediate');
    // A viewer is a collaborator too: their setting starts off and is theirs alone.
    expect((await viewer.client.get(url())).json()).toMatchObject({ mode: 'off', available: true });
    expect((await setMode(viewer, formId, 'daily')).json().mode).toBe('daily');
    expect((await owner.client.get(url())).json().mode).toBe('immediate');
  });

  it('restart the digest period on a change of mode, and keep it when the mode stays', async () => {
    await setMode(viewer, formId, 'daily');
    const before = (await settingsRow(t, formId, viewer.id))!.lastDigestAt;
    expect(before).toBeInstanceOf(Date);
    await setMode(viewer, formId, 'daily');
    expect((await settingsRow(t, formId, viewer.id))!.lastDigestAt).toEqual(before);
    // Immediate starts with its window open.
    await setMode(viewer, formId, 'immediate');
    expect((await settingsRow(t, formId, viewer.id))!.lastDigestAt).toBeNull();
  });

  it('refuse a mode that does not exist', async () => {
    const res = await setMode(owner, formId, 'hourly');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('are not available to an admin who is neither owner nor collaborator', async () => {
    expect((await admin.client.get(url())).json()).toEqual({
      mode: 'off',
      available: false,
      email: null,
    });
    const res = await setMode(admin, formId, 'immediate');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(UNAVAILABLE_MESSAGES.notMember);
    expect(await settingsRow(t, formId, admin.id)).toBeUndefined();
  });

  it('are no business of someone without access to the form', async () => {
    expect((await stranger.client.get(url())).statusCode).toBe(404);
    expect((await setMode(stranger, formId, 'immediate')).statusCode).toBe(404);
  });

  it("are not available on a guest's form", async () => {
    const guest = new BrowserClient(t.app);
    const created = await guest.post('/api/forms', {});
    const guestForm = created.json().id as string;
    const got = await guest.get(`/api/forms/${guestForm}/notification-settings`);
    expect(got.json()).toEqual({ mode: 'off', available: false, email: null });
    const res = await guest.put(`/api/forms/${guestForm}/notification-settings`, {
      mode: 'immediate',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(UNAVAILABLE_MESSAGES.guest);
  });
});
