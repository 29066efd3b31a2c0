/**
 * Sharing after the invitation: who is listed, inviting refused for the right reasons, changing a
 * role, removing someone, leaving, and transferring ownership, each with the access that results
 * and the notification and queued mail it causes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_HOUR } from '@core/api/collaboration';
import { formNotificationSettings, invitations } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  addCollaborator,
  createForm,
  makeAdmin,
  notificationsOf,
  outboxTo,
  signUp,
} from './collaboration.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('the people on a form', () => {
  it('shows everyone to a viewer, but pending invitations only to those who can share', async () => {
    const owner = await signUp(t.app, { name: 'Olga' });
    const viewer = await signUp(t.app);
    const formId = await createForm(owner.client);
    await addCollaborator(db(), formId, viewer.id, 'viewer');
    const invite = await owner.client.post(`/api/forms/${formId}/invitations`, {
      recipient: 'someone@example.org',
      role: 'editor',
    });
    expect(invite.statusCode, invite.body).toBe(201);

    const asOwner = (await owner.client.get(`/api/forms/${formId}/collaborators`)).json();
    expect(asOwner.owner).toMatchObject({ userId: owner.id, name: 'Olga' });
    expect(asOwner.collaborators).toEqual([
      expect.objectContaining({ userId: viewer.id, role: 'viewer' }),
    ]);
    expect(asOwner.invitations).toEqual([
      expect.objectContaining({ email: 'someone@example.org', role: 'editor', invitedBy: 'Olga' }),
    ]);
    expect(asOwner.permissions).toMatchObject({ role: 'owner', canShare: true });

    const asViewer = (await viewer.client.get(`/api/forms/${formId}/collaborators`)).json();
    expect(asViewer.collaborators).toHaveLength(1);
    expect(asViewer.invitations).toEqual([]);
    expect(asViewer.permissions).toEqual({
      role: 'viewer',
      canEdit: false,
      canPublish: false,
      canShare: false,
      canDelete: false,
      canTransfer: false,
    });
  });

  it('lists the forms shared with me, with my role and the owner', async () => {
    const owner = await signUp(t.app, { name: 'Olga' });
    const me = await signUp(t.app);
    const first = await createForm(owner.client, 'First');
    const second = await createForm(owner.client, 'Second');
    await createForm(owner.client, 'Not shared');
    await addCollaborator(db(), first, me.id, 'viewer');
    await addCollaborator(db(), second, me.id, 'editor');
    const shared = (await me.client.get('/api/shared-forms')).json() as Record<string, unknown>[];
    expect(shared.map((f) => [f.title, f.role, f.ownerName, f.questionCount])).toEqual(
      expect.arrayContaining([
        ['First', 'viewer', 'Olga', 1],
        ['Second', 'editor', 'Olga', 1],
      ]),
    );
    expect(shared).toHaveLength(2);
    // My forms are mine only: shared ones are listed apart, with the role.
    expect((await me.client.get('/api/forms')).json()).toEqual([]);
    expect((await new BrowserClient(t.app).get('/api/shared-forms')).json()).toEqual([]);
  });
});

describe('inviting', () => {
  const invite = (client: BrowserClient, formId: string, recipient: string, role = 'viewer') =>
    client.post(`/api/forms/${formId}/invitations`, { recipient, role });

  it('refuses unknown usernames, bad addresses, oneself and the owner on the recipient field', async () => {
    const owner = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(db(), admin);
    const formId = await createForm(owner.client);
    const cases: [BrowserClient, string, string][] = [
      [owner.client, 'nobody-has-this-name', 'No account has the username nobody-has-this-name'],
      [owner.client, 'not@an@address', 'Enter a valid email address'],
      [owner.client, owner.username, "You can't invite yourself"],
      [owner.client, owner.email.toUpperCase(), "You can't invite yourself"],
      [admin.client, owner.username, `${owner.username} owns this form and already has access`],
    ];
    for (const [client, recipient, message] of cases) {
      const res = await invite(client, formId, recipient);
      expect(res.statusCode, recipient).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: { recipient: message },
      });
    }
    const badRole = await invite(owner.client, formId, 'a@example.org', 'owner');
    expect(badRole.json().errors).toEqual({ role: 'Choose a role: viewer or editor' });
    expect(await outboxTo(db(), 'a@example.org')).toEqual([]);
  });

  it('refuses a collaborator and a pending address with 409, and allows it again once expired', async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const formId = await createForm(owner.client);
    await addCollaborator(db(), formId, member.id, 'viewer');
    const again = await invite(owner.client, formId, member.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${member.username} already has access to this form`);

    expect((await invite(owner.client, formId, 'pending@example.org')).statusCode).toBe(201);
    const twice = await invite(owner.client, formId, 'Pending@Example.org', 'editor');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('An invitation to Pending@Example.org is already pending');
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.formId, formId));
    expect((await invite(owner.client, formId, 'pending@example.org')).statusCode).toBe(201);
    expect(await outboxTo(db(), 'pending@example.org', 'invitation')).toHaveLength(2);
  });

  it(`caps a person at ${INVITATIONS_PER_HOUR} invitations an hour`, async () => {
    const owner = await signUp(t.app);
    const formId = await createForm(owner.client);
    await db()
      .insert(invitations)
      .values(
        Array.from({ length: INVITATIONS_PER_HOUR }, (_, i) => ({
          formId,
          email: `bulk${i}@example.org`,
          tokenHash: `${owner.id}-${i}`,
          invitedBy: owner.id,
        })),
      );
    const res = await invite(owner.client, formId, 'one-more@example.org');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: `You can send ${INVITATIONS_PER_HOUR} invitations an hour. Try again later.`,
      code: 'RATE_LIMITED',
    });
    expect(await outboxTo(db(), 'one-more@example.org')).toEqual([]);
  });

  it("tells a guest that sharing needs an account, on the guest's own form", async () => {
    const guest = new BrowserClient(t.app);
    const formId = await createForm(guest);
    const form = (await guest.get(`/api/forms/${formId}`)).json();
    expect(form.permissions).toMatchObject({ role: 'owner', canEdit: true, canShare: false });
    const res = await invite(guest, formId, 'friend@example.org');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message:
        'You need an account to share forms. Sign in or create one: your forms move into it.',
      code: 'FORBIDDEN',
    });
  });
});

describe('changing who has access', () => {
  it('changes a role: the person is told, and can edit from then on', async () => {
    const owner = await signUp(t.app, { name: 'Olga' });
    const bob = await signUp(t.app);
    const formId = await createForm(owner.client);
    await addCollaborator(db(), formId, bob.id, 'viewer');
    const url = `/api/forms/${formId}/collaborators/${bob.id}`;

    const res = await owner.client.patch(url, { role: 'editor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: bob.id, role: 'editor' });
    const [note] = await notificationsOf(db(), bob.id);
    expect(note).toMatchObject({
      type: 'other',
      title: "You're now an editor of “Customer survey”",
      data: { formId, actionUrl: `/forms/${formId}/edit` },
    });
    const [queued] = await outboxTo(db(), bob.email, 'role_changed');
    expect(queued!.subject).toBe("You're now an editor of “Customer survey”");
    expect(queued!.text).toContain(`/forms/${formId}/edit`);
    const form = (await bob.client.get(`/api/forms/${formId}`)).json();
    const saved = await bob.client.put(`/api/forms/${formId}`, {
      version: form.version,
      definition: { ...form, title: 'Edited by Bob' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The same role again changes nothing and tells nobody.
    expect((await owner.client.patch(url, { role: 'editor' })).statusCode).toBe(200);
    expect(await notificationsOf(db(), bob.id)).toHaveLength(1);
    // An editor cannot change roles; someone not on the form is 404.
    const editorTries = await bob.client.patch(url, { role: 'viewer' });
    expect(editorTries.json()).toEqual({
      message: 'Only the owner can share this form',
      code: 'FORBIDDEN',
    });
    const stranger = await signUp(t.app);
    const missing = `/api/forms/${formId}/collaborators/${stranger.id}`;
    expect((await owner.client.patch(missing, { role: 'viewer' })).json().message).toBe(
      'Collaborator not found',
    );
  });

  it('removes someone: they lose access and their notification setting, and are told', async () => {
    const owner = await signUp(t.app);
    const bob = await signUp(t.app);
    const formId = await createForm(owner.client, 'Payroll');
    await addCollaborator(db(), formId, bob.id, 'editor');
    await db().insert(formNotificationSettings).values({ formId, userId: bob.id, mode: 'daily' });

    const res = await owner.client.delete(`/api/forms/${formId}/collaborators/${bob.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await bob.client.get(`/api/forms/${formId}`)).statusCode).toBe(404);
    expect((await bob.client.get('/api/shared-forms')).json()).toEqual([]);
    expect(await db().select().from(formNotificationSettings)).not.toContainEqual(
      expect.objectContaining({ formId, userId: bob.id }),
    );
    expect((await notificationsOf(db(), bob.id)).map((n) => [n.type, n.title])).toEqual([
      ['access_revoked', 'You no longer have access to “Payroll”'],
    ]);
    const [queued] = await outboxTo(db(), bob.email, 'access_revoked');
    expect(queued!.subject).toBe('You no longer have access to “Payroll”');
  });

  it('lets a collaborator leave, tells the owner, and keeps the owner from leaving', async () => {
    const owner = await signUp(t.app);
    const carol = await signUp(t.app, { name: 'Carol' });
    const formId = await createForm(owner.client);
    await addCollaborator(db(), formId, carol.id, 'viewer');

    const left = await carol.client.delete(`/api/forms/${formId}/collaborators/${carol.id}`);
    expect(left.statusCode, left.body).toBe(204);
    expect((await carol.client.get(`/api/forms/${formId}`)).statusCode).toBe(404);
    expect((await notificationsOf(db(), owner.id)).at(-1)).toMatchObject({
      type: 'other',
      title: 'Carol left “Customer survey”',
    });
    expect(await notificationsOf(db(), carol.id)).toEqual([]);
    const ownerLeaves = await owner.client.delete(`/api/forms/${formId}/collaborators/${owner.id}`);
    expect(ownerLeaves.statusCode).toBe(400);
    expect(ownerLeaves.json().message).toBe(
      'You own this form. Transfer it to an editor before you leave it.',
    );
  });
});

describe('transferring ownership', () => {
  it('hands the form to an editor; the old owner becomes an editor; both are told', async () => {
    const owner = await signUp(t.app, { name: 'Olga' });
    const editor = await signUp(t.app, { name: 'Ed' });
    const viewer = await signUp(t.app);
    const formId = await createForm(owner.client, 'Handover');
    await addCollaborator(db(), formId, editor.id, 'editor');
    await addCollaborator(db(), formId, viewer.id, 'viewer');
    const transfer = (client: BrowserClient, userId: number) =>
      client.post(`/api/forms/${formId}/transfer`, { userId });

    const toViewer = await transfer(owner.client, viewer.id);
    expect(toViewer.statusCode).toBe(400);
    expect(toViewer.json().errors).toEqual({
      userId: 'Only an editor of this form can become its owner. Make them an editor first.',
    });
    const byEditor = await transfer(editor.client, editor.id);
    expect(byEditor.json()).toEqual({
      message: 'Only the owner can transfer this form',
      code: 'FORBIDDEN',
    });

    const res = await transfer(owner.client, editor.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      owner: { userId: editor.id },
      permissions: { role: 'editor', canTransfer: false },
    });
    expect(res.json().collaborators).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: owner.id, role: 'editor' }),
        expect.objectContaining({ userId: viewer.id, role: 'viewer' }),
      ]),
    );
    const asNewOwner = (await editor.client.get(`/api/forms/${formId}`)).json();
    expect(asNewOwner).toMatchObject({ userId: editor.id, permissions: { role: 'owner' } });
    const asOldOwner = (await owner.client.get(`/api/forms/${formId}`)).json();
    expect(asOldOwner.permissions).toMatchObject({ role: 'editor', canEdit: true });
    expect((await owner.client.delete(`/api/forms/${formId}`)).statusCode).toBe(403);
    expect((await owner.client.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);
    const ownList = (await editor.client.get('/api/shared-forms')).json();
    expect(ownList).toEqual([]);

    expect((await notificationsOf(db(), editor.id)).at(-1)).toMatchObject({
      type: 'form_shared',
      title: 'Olga made you the owner of “Handover”',
    });
    expect((await notificationsOf(db(), owner.id)).at(-1)).toMatchObject({
      type: 'other',
      title: 'Ed now owns “Handover”',
    });
    expect((await outboxTo(db(), editor.email, 'ownership_transferred'))[0]?.subject).toBe(
      'Olga made you the owner of “Handover”',
    );
    expect((await outboxTo(db(), owner.email, 'ownership_transferred'))[0]?.subject).toBe(
      'Ed now owns “Handover”',
    );
    // And the new owner may delete it.
    expect((await editor.client.delete(`/api/forms/${formId}`)).statusCode).toBe(204);
  });
});
