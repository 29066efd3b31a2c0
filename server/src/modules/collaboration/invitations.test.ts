/**
 * The invitation lifecycle end to end, with mail delivered to a real SMTP server on loopback:
 * invite, the notification and the mail (whose link carries a token that works), accept, decline,
 * expired, reused, wrong person, revoked, and an address without an account that signs up (and
 * verifies the address) first.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { type MailTestApp, startMailTestApp } from '../../test-support/mail-test-app';
import {
  type ReceivedMail,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../test-support/smtp-test-server';
import { openTestDatabase } from '../../test-support/test-app';
import {
  createForm,
  invitationLink,
  notificationsOf,
  PUBLIC_ORIGIN,
  signUp,
  type TestPerson,
} from './collaboration.test-support';

let smtp: SmtpTestServer;
let database: Database;
let drop: () => Promise<void>;
let mail: MailTestApp;
const ORIGIN = 'https://forms.example.test';

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  ({ database, drop } = await openTestDatabase());
  mail = await startMailTestApp(database, { smtpUrl: smtp.url });
});

afterAll(async () => {
  await mail?.close();
  await database?.close();
  await drop?.();
  await smtp?.close();
});

/** Waits for the mail to `to` whose subject starts with `subject` to reach the SMTP server. */
async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  return vi.waitFor(
    () => {
      const found = smtp.received.find(
        (m) => m.envelope.to.includes(to) && m.subject.startsWith(subject),
      );
      if (!found) throw new Error(`no mail to ${to}: ${subject}`);
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
}

async function invite(owner: TestPerson, formId: string, recipient: string, role: string) {
  const res = await owner.client.post(`/api/forms/${formId}/invitations`, { recipient, role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invitation as { id: number; email: string; username: string | null };
}

const respond = (client: BrowserClient, id: number, action: string, token: string) =>
  client.post(`/api/invitations/${id}/respond`, { action, token });

describe('an invitation to someone with an account', () => {
  it('notifies and mails them; the link accepts once; the inviter hears of it', async () => {
    const owner = await signUp(mail.app, { name: 'Alice' }, PUBLIC_ORIGIN);
    const bob = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const formId = await createForm(owner.client);

    const invitation = await invite(owner, formId, bob.username.toUpperCase(), 'viewer');
    expect(invitation.username).toBe(bob.username);
    // Invited by username: the sharer never typed the address, so it is not shown in full.
    expect(invitation.email).not.toBe(bob.email);
    expect(invitation.email).toMatch(/^u•••@example\.com$/);

    const [note] = await notificationsOf(database.db, bob.id);
    expect(note).toMatchObject({
      type: 'invitation',
      isRead: false,
      data: { invitationId: invitation.id, formId },
    });
    const received = await mailTo(bob.email, 'Alice invited you to view “Customer survey”');
    expect(received.envelope.to).toEqual([bob.email]);
    const link = invitationLink(received.text, ORIGIN);
    expect(link.invitationId).toBe(invitation.id);
    // The bell and the mail carry the same link (spec §7: the token is its last segment).
    expect(note!.title).toBe(received.subject);
    expect((note!.data as { actionUrl: string }).actionUrl).toBe(link.path);
    expect(received.html).toContain(`${ORIGIN}${link.path}`);
    // Only the token's hash is stored.
    const [row] = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(link.token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect((await bob.client.get(`/api/forms/${formId}`)).statusCode).toBe(404);
    const details = await bob.client.get(`/api/invitations/${invitation.id}?token=${link.token}`);
    expect(details.json()).toMatchObject({
      formId,
      formTitle: 'Customer survey',
      invitedBy: 'Alice',
      role: 'viewer',
      status: 'pending',
    });

    const accepted = await respond(bob.client, invitation.id, 'accept', link.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ redirectUrl: `/forms/${formId}/responses` });

    const form = await bob.client.get(`/api/forms/${formId}`);
    expect(form.statusCode).toBe(200);
    expect(form.json().permissions).toMatchObject({ role: 'viewer', canEdit: false });
    const edit = await bob.client.put(`/api/forms/${formId}`, { version: 1, definition: {} });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: "Viewers can't change this form", code: 'FORBIDDEN' });

    const bobNotes = await notificationsOf(database.db, bob.id);
    expect(bobNotes.map((n) => [n.type, n.isRead])).toEqual([
      ['invitation', true],
      ['access_granted', false],
    ]);
    expect(bobNotes[1]!.title).toBe('You can now view “Customer survey”');
    const ownerNotes = await notificationsOf(database.db, owner.id);
    expect(ownerNotes.at(-1)).toMatchObject({
      type: 'other',
      title: `${bob.username} accepted your invitation`,
    });
    await mailTo(bob.email, 'You can now view “Customer survey”');
    await mailTo(owner.email, `${bob.username} accepted your invitation`);

    // Single use: the same token again is gone, and so is a decline after the accept.
    for (const action of ['accept', 'decline']) {
      const again = await respond(bob.client, invitation.id, action, link.token);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        message: 'This invitation has already been answered.',
        code: 'INVITATION_GONE',
      });
    }
  });

  it('declines: no access, the inviter is told, and the token is spent', async () => {
    const owner = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const carol = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const formId = await createForm(owner.client, 'Team <pulse> & co');
    const invitation = await invite(owner, formId, carol.email.toUpperCase(), 'editor');
    expect(invitation.email).toMatch(/•••/);
    const received = await mailTo(carol.email, `${owner.username} invited you to edit`);
    expect(received.subject).toBe(`${owner.username} invited you to edit “Team <pulse> & co”`);
    // User-supplied text is escaped in the HTML part.
    expect(received.html).toContain('Team &lt;pulse&gt; &amp; co');
    const { token } = invitationLink(received.text, ORIGIN);

    const declined = await respond(carol.client, invitation.id, 'decline', token);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({});
    expect((await carol.client.get(`/api/forms/${formId}`)).statusCode).toBe(404);
    expect((await notificationsOf(database.db, owner.id)).at(-1)?.title).toBe(
      `${carol.username} declined your invitation`,
    );
    await mailTo(owner.email, `${carol.username} declined your invitation`);
    expect((await respond(carol.client, invitation.id, 'accept', token)).statusCode).toBe(410);
    const details = await carol.client.get(`/api/invitations/${invitation.id}?token=${token}`);
    expect(details.json().status).toBe('declined');
  });
});

describe('an invitation that cannot be answered', () => {
  async function invited() {
    const owner = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const dan = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const formId = await createForm(owner.client);
    const invitation = await invite(owner, formId, dan.email, 'viewer');
    const received = await mailTo(dan.email, `${owner.username} invited you`);
    return { owner, dan, formId, invitation, token: invitationLink(received.text, ORIGIN).token };
  }

  it('is refused once expired, and its page says so', async () => {
    const { dan, invitation, token, formId } = await invited();
    await database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, invitation.id));
    const details = await new BrowserClient(mail.app, PUBLIC_ORIGIN).get(
      `/api/invitations/${invitation.id}?token=${token}`,
    );
    expect(details.json().status).toBe('expired');
    const res = await respond(dan.client, invitation.id, 'accept', token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(
      'This invitation has expired. Ask the person who sent it for a new one.',
    );
    expect((await dan.client.get(`/api/forms/${formId}`)).statusCode).toBe(404);
  });

  it('is refused to someone else, to a visitor not signed in, and with a wrong token', async () => {
    const { dan, invitation, token, formId } = await invited();
    const eve = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const stolen = await respond(eve.client, invitation.id, 'accept', token);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('FORBIDDEN');
    expect((await eve.client.get(`/api/forms/${formId}`)).statusCode).toBe(404);

    const visitor = new BrowserClient(mail.app, PUBLIC_ORIGIN);
    expect((await respond(visitor, invitation.id, 'accept', token)).statusCode).toBe(401);

    const wrong = await respond(dan.client, invitation.id, 'accept', `${token}x`);
    expect(wrong.statusCode).toBe(404);
    expect((await visitor.get(`/api/invitations/${invitation.id}?token=nope`)).statusCode).toBe(
      404,
    );
    // None of that spent it: the right person still can.
    expect((await respond(dan.client, invitation.id, 'accept', token)).statusCode).toBe(200);
  });

  it('is refused once revoked, and cannot be revoked twice', async () => {
    const { owner, dan, invitation, token, formId } = await invited();
    const url = `/api/forms/${formId}/invitations/${invitation.id}`;
    expect((await owner.client.delete(url)).statusCode).toBe(204);
    const listed = await owner.client.get(`/api/forms/${formId}/collaborators`);
    expect(listed.json().invitations).toEqual([]);
    const res = await respond(dan.client, invitation.id, 'accept', token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This invitation was withdrawn by the person who sent it.');
    expect((await owner.client.delete(url)).statusCode).toBe(409);
    expect((await owner.client.delete(`/api/forms/${formId}/invitations/999999`)).statusCode).toBe(
      404,
    );
  });
});

describe('an invitation to an address without an account', () => {
  it('mails a link that works after signing up with that address', async () => {
    const owner = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const formId = await createForm(owner.client, 'Onboarding');
    const address = `newbie${Date.now()}@example.com`;
    const invitation = await invite(owner, formId, address.replace('newbie', 'NewBie'), 'editor');
    expect(invitation).toMatchObject({ email: address, username: null });
    const received = await mailTo(address, `${owner.username} invited you to edit “Onboarding”`);
    expect(received.text).toContain('create a free account');
    const link = invitationLink(received.text, ORIGIN);

    // The page works signed out: it says what the invitation is before signing up.
    const visitor = new BrowserClient(mail.app, PUBLIC_ORIGIN);
    const page = await visitor.get(`/api/invitations/${link.invitationId}?token=${link.token}`);
    expect(page.json()).toMatchObject({ email: address, role: 'editor', status: 'pending' });
    expect((await respond(visitor, link.invitationId, 'accept', link.token)).statusCode).toBe(401);

    const signedUp = await visitor.post(
      '/api/auth/register',
      newAccount({ email: address.toUpperCase() }),
    );
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    // Typing the address at sign-up proves nothing (ADR 029): the link mailed to it does.
    const unverified = await respond(visitor, link.invitationId, 'accept', link.token);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', email: address });
    const verification = await mailTo(address, 'Verify your Formloom e-mail address');
    const token = /\/verify-email\?token=([\w-]+)/.exec(verification.text)![1]!;
    const verified = await visitor.post('/api/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    const accepted = await respond(visitor, link.invitationId, 'accept', link.token);
    expect(accepted.json()).toEqual({ redirectUrl: `/forms/${formId}/edit` });
    const form = (await visitor.get(`/api/forms/${formId}`)).json();
    expect(form.permissions).toMatchObject({ role: 'editor', canEdit: true, canShare: false });
    const saved = await visitor.put(`/api/forms/${formId}`, {
      version: form.version,
      definition: { ...form, title: 'Onboarding, edited' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shared = (await visitor.get('/api/shared-forms')).json();
    expect(shared).toEqual([
      expect.objectContaining({ id: formId, role: 'editor', ownerName: owner.username }),
    ]);
  });
});

describe('answers and invitations racing', () => {
  it('accepts a token once when two answers arrive together, and invites an address once', async () => {
    const owner = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const gus = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const formId = await createForm(owner.client);
    const sent = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner.client.post(`/api/forms/${formId}/invitations`, {
          recipient: gus.email,
          role: 'editor',
        }),
      ),
    );
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const invitation = sent.find((r) => r.statusCode === 201)!.json().invitation as { id: number };
    const received = await mailTo(gus.email, `${owner.username} invited you to edit`);
    const { token } = invitationLink(received.text, ORIGIN);

    const answers = await Promise.all([
      respond(gus.client, invitation.id, 'accept', token),
      respond(gus.client, invitation.id, 'decline', token),
      respond(gus.client, invitation.id, 'accept', token),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410, 410]);
    const [row] = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    const access = await gus.client.get(`/api/forms/${formId}`);
    // Whichever answer won is the one that holds.
    expect(access.statusCode).toBe(row!.status === 'accepted' ? 200 : 404);
    expect(row!.respondedBy).toBe(gus.id);
  });
});
