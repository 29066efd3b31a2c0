/**
 * Issue 27 item 1 for invitations (ADR 029): an invitation sent to an address is offered to, and
 * can be answered by, only an account that has verified that address; the account holding it
 * unverified gets 403 EMAIL_NOT_VERIFIED with the address (the page offers to send the link
 * again), anyone else 403 FORBIDDEN. An invitation sent by username belongs to that account.
 * The capture, step by step, is the first test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailNotVerifiedMessage } from '@core/api/email-verification';
import { invitations } from '../../db/schema';
import { type BrowserClient, newAccount } from '../../test-support/browser-client';
import { verifyAddress } from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  createForm,
  invitationLink,
  notificationsOf,
  outboxTo,
  signUp,
  type TestPerson,
} from './collaboration.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Invites `recipient` as editor; the link is read from the mail queued to `mailbox`. */
async function invite(owner: TestPerson, formId: string, recipient: string, mailbox = recipient) {
  const res = await owner.client.post(`/api/forms/${formId}/invitations`, {
    recipient,
    role: 'editor',
  });
  expect(res.statusCode, res.body).toBe(201);
  const mailed = await outboxTo(t.database.db, mailbox.toLowerCase(), 'invitation');
  return {
    invitation: res.json().invitation as { id: number; username: string | null },
    link: invitationLink(mailed.at(-1)!.text, t.config.mail.linkOrigin),
  };
}

const respond = (
  client: BrowserClient,
  link: { invitationId: number; token: string },
  action = 'accept',
) => client.post(`/api/invitations/${link.invitationId}/respond`, { action, token: link.token });

function expectNotVerified(res: { statusCode: number; json(): unknown }, email: string) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({
    message: emailNotVerifiedMessage(email),
    code: 'EMAIL_NOT_VERIFIED',
    email,
  });
}

const invitationNotes = async (userId: number) =>
  (await notificationsOf(t.database.db, userId)).filter((n) => n.type === 'invitation');

describe('an invitation sent to an address', () => {
  it("cannot be captured by registering someone else's address (the issue's scenario)", async () => {
    const owner = await signUp(t.app);
    const colleague = `colleague-${newAccount().email}`;
    const impostor = await signUp(t.app, { email: colleague }, undefined, { verified: false });
    const formId = await createForm(owner.client);

    const { invitation, link } = await invite(owner, formId, colleague);
    // Not offered to the impostor: no account is named, no notification.
    expect(invitation.username).toBeNull();
    expect(await invitationNotes(impostor.id)).toEqual([]);
    // Even holding the mailed link, the impostor can neither accept nor decline.
    expectNotVerified(await respond(impostor.client, link), colleague);
    expectNotVerified(await respond(impostor.client, link, 'decline'), colleague);
    expect((await impostor.client.get(`/api/forms/${formId}`)).statusCode).toBe(404);

    // The real colleague can register the address (no 409 EMAIL_TAKEN), verify it, and accept.
    const real = await signUp(t.app, { email: colleague }, undefined, { verified: false });
    expectNotVerified(await respond(real.client, link), colleague);
    const resent = await real.client.post('/api/auth/verify-email/resend', {});
    expect(resent.statusCode).toBe(202);
    await verifyAddress(real.client, t.database.db, colleague);
    const accepted = await respond(real.client, link);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await real.client.get(`/api/forms/${formId}`)).json().permissions.role).toBe('editor');

    expectNotVerified(await respond(impostor.client, link), colleague);
    expect((await impostor.client.get(`/api/forms/${formId}`)).statusCode).toBe(404);
  });

  it('is offered in the bell to the account that verified the address, which accepts it', async () => {
    const owner = await signUp(t.app);
    const verified = await signUp(t.app);
    const formId = await createForm(owner.client);
    const { invitation, link } = await invite(
      owner,
      formId,
      verified.email.toUpperCase(),
      verified.email,
    );
    expect(invitation.username).toBe(verified.username);
    const [note] = await invitationNotes(verified.id);
    expect(note).toMatchObject({ data: { invitationId: invitation.id } });
    expect((await respond(verified.client, link)).statusCode).toBe(200);
  });

  it('needs the address verified when it is the pending address of an e-mail change', async () => {
    const owner = await signUp(t.app);
    const mover = await signUp(t.app);
    const formId = await createForm(owner.client);
    const moved = `moved-${mover.email}`;
    const { link } = await invite(owner, formId, moved);
    const asked = await mover.client.patch('/api/user', {
      email: moved,
      currentPassword: 'correct horse battery',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expectNotVerified(await respond(mover.client, link), moved);
    await verifyAddress(mover.client, t.database.db, moved);
    expect((await respond(mover.client, link)).statusCode).toBe(200);
  });

  it('refuses someone whose address is another, with 403 FORBIDDEN', async () => {
    const owner = await signUp(t.app);
    const formId = await createForm(owner.client);
    const { link } = await invite(owner, formId, `nobody-${newAccount().email}`);
    const stranger = await signUp(t.app);
    const res = await respond(stranger.client, link);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('stays closed to an account an invitation from before verification named', async () => {
    const owner = await signUp(t.app);
    const victim = `victim-${newAccount().email}`;
    const impostor = await signUp(t.app, { email: victim }, undefined, { verified: false });
    const formId = await createForm(owner.client);
    const { invitation, link } = await invite(owner, formId, victim);
    // As the code before issue 27 wrote it: the unverified holder as the invitee.
    await t.database.db
      .update(invitations)
      .set({ inviteeId: impostor.id })
      .where(eq(invitations.id, invitation.id));
    expectNotVerified(await respond(impostor.client, link), victim);
  });
});

describe('an invitation sent by username', () => {
  it('is for that account, verified or not, and for nobody who verifies its address', async () => {
    const owner = await signUp(t.app);
    const named = await signUp(t.app, {}, undefined, { verified: false });
    const formId = await createForm(owner.client);
    const { invitation, link } = await invite(owner, formId, named.username, named.email);
    expect(invitation.username).toBe(named.username);
    expect(await invitationNotes(named.id)).toHaveLength(1);

    // The owner of the mailbox the account typed is not the person the sharer named.
    const mailbox = await signUp(t.app, { email: named.email });
    const refused = await respond(mailbox.client, link);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    expect((await respond(named.client, link)).statusCode).toBe(200);
  });
});
