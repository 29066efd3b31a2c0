/**
 * Trust between people (issue 27) in Chromium, on a server of the journey's own: mail goes to a
 * real SMTP server on loopback, and webhooks may call loopback receivers over plain http.
 *
 * Verified addresses: a newcomer registers, the verification mail reaches the SMTP server, they
 * follow its link and the reminder banner goes; an invitation sent to an address its holder has
 * not verified is refused with the message and a way to send the link again, and accepted once
 * they have.
 *
 * The removed editor: an editor adds a webhook in the form's settings and copies its secret; the
 * owner removes them from the Share dialog; the owner's settings show the endpoint turned off with
 * who added it; the next response reaches the owner's own receiver and nothing reaches the
 * editor's. Waiting for the owner's receiver is the condition that says the worker has sent what
 * it will send for that response.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSmtpTestServer,
  type SmtpTestServer,
} from '../server/src/test-support/smtp-test-server';
import { axeViolations, launchBrowser, newPage } from './support/browser';
import { realErrors } from './support/builder-page';
import { gotoAsGuest } from './support/guest-session';
import { DELIVERY_WAIT, linkIn, mailTo } from './support/mail';
import { call } from './support/page-call';
import { type OwnAppServer, startOwnAppServer } from './support/own-app-server';
import {
  addWebhookInSettings,
  startWebhookReceiver,
  type WebhookReceiver,
} from './support/webhook-receiver';

const PASSWORD = 'correct horse battery';
const QUESTIONS = [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }];

let browser: Browser;
let server: OwnAppServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  [server, browser] = await Promise.all([
    startOwnAppServer({
      name: 'trust',
      env: { SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_ALLOW_HTTP: 'true' },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const at = (path: string) => new URL(path, server.url).toString();

/** Registers in the page once the app's guest session has answered (its cookie must not win). */
async function register(page: Page, prefix: string) {
  await gotoAsGuest(page, at('/'));
  const username = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${username}@example.com`;
  const registered = await call(page, 'POST', '/api/auth/register', {
    username,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(registered.status, JSON.stringify(registered.json)).toBe(201);
  return { username, email };
}

async function expectAccessible(page: Page, what: string) {
  expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
}

const mailSubjectTo = (to: string, subject: RegExp) => mailTo(smtp, to, subject);

const VERIFY_SUBJECT = /^Verify your Formloom e-mail address$/;

const completedFor = (receiver: WebhookReceiver, name: string) =>
  receiver.received.filter(
    (event) =>
      event.body?.type === 'response.completed' && JSON.stringify(event.body.data).includes(name),
  ).length;

describe('verified addresses', () => {
  it('registers, follows the mailed link, and the reminder goes', async () => {
    const { page, context, errors } = await newPage(browser);
    const { email } = await register(page, 'newcomer');
    await page.goto(at('/dashboard'));
    const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
    await banner.waitFor();
    await expectAccessible(page, 'dashboard with the reminder');

    const mail = await mailSubjectTo(email, VERIFY_SUBJECT);
    await page.goto(at(linkIn(mail.text, '/verify-email')));
    await page.getByRole('heading', { name: 'Your e-mail address is verified' }).waitFor();
    await expectAccessible(page, 'the verified page');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(
      ((await call(page, 'GET', '/api/user')).json as { emailVerified: boolean }).emailVerified,
    ).toBe(true);
    // The link is spent: opened again, it says so and changes nothing.
    await page.goto(at(linkIn(mail.text, '/verify-email')));
    await page
      .getByRole('heading', { name: /This link was already used|already verified/ })
      .waitFor();
    // The spent link's 400 is the answer the page shows; the API client logs every refusal.
    expect(
      realErrors(errors).filter((e) => !e.includes('/api/auth/verify-email failed: 400')),
    ).toEqual([]);
    await context.close();
  });

  it('refuses an invitation to an address its holder has not verified, until they do', async () => {
    const owner = await newPage(browser);
    const invitee = await newPage(browser, { width: 360, height: 740 });
    await register(owner.page, 'inviter');
    const { email } = await register(invitee.page, 'invitee');
    const created = await call(owner.page, 'POST', '/api/forms', {
      definition: { title: 'Quarterly review', questions: QUESTIONS },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const formId = String(created.json.id);
    const invited = await call(owner.page, 'POST', `/api/forms/${formId}/invitations`, {
      recipient: email,
      role: 'editor',
    });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);

    // Not offered in the unverified holder's bell.
    const listed = await call(invitee.page, 'GET', '/api/notifications');
    const offered = (listed.json.notifications as { data: { actionUrl?: string } }[]).filter((n) =>
      n.data.actionUrl?.startsWith('/invitations/'),
    );
    expect(offered).toEqual([]);

    // The mail reaches the address; answering from the unverified account is refused, clearly.
    const invitation = await mailSubjectTo(email, /invited you/);
    await invitee.page.goto(at(linkIn(invitation.text, '/invitations/')));
    await invitee.page.getByRole('button', { name: 'Accept' }).click();
    const refusal = invitee.page.getByRole('alert').filter({ hasText: 'Verify that address' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`This invitation was sent to ${email}.`);
    await expectAccessible(invitee.page, 'the refused invitation on a phone');
    // The registration's link has arrived; the button sends a second one.
    await mailSubjectTo(email, VERIFY_SUBJECT);
    const verifyMails = () =>
      smtp.received.filter((mail) => mail.to.includes(email) && VERIFY_SUBJECT.test(mail.subject));
    const before = verifyMails().length;
    await refusal.getByRole('button', { name: 'Send the link again' }).click();
    await invitee.page.getByText('Link sent', { exact: true }).first().waitFor();
    await expect.poll(() => verifyMails().length, DELIVERY_WAIT).toBe(before + 1);

    // Verified with the new link, the same invitation opens.
    const verify = await mailSubjectTo(email, VERIFY_SUBJECT);
    await invitee.page.goto(at(linkIn(verify.text, '/verify-email')));
    await invitee.page.getByRole('heading', { name: 'Your e-mail address is verified' }).waitFor();
    await invitee.page.goto(at(linkIn(invitation.text, '/invitations/')));
    await invitee.page.getByRole('button', { name: 'Accept' }).click();
    await invitee.page.waitForURL((url) => url.pathname.startsWith(`/forms/${formId}/`));
    await owner.context.close();
    await invitee.context.close();
  });

  it('a newcomer follows the invitation mail to sign-up: the address is filled in, the token never shown', async () => {
    const owner = await newPage(browser);
    const newcomer = await newPage(browser, { width: 360, height: 740 });
    const { username: ownerName } = await register(owner.page, 'host');
    const email = `newcomer-${Date.now().toString(36)}@example.com`;
    const created = await call(owner.page, 'POST', '/api/forms', {
      definition: { title: 'Team survey', questions: QUESTIONS },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const invited = await call(
      owner.page,
      'POST',
      `/api/forms/${String(created.json.id)}/invitations`,
      {
        recipient: email,
        role: 'viewer',
      },
    );
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);

    // No account yet: the mail's link, then "Create an account" on the invitation page.
    const mail = await mailSubjectTo(email, /invited you/);
    expect(mail.text).toContain(`create a free account with ${email}`);
    const link = linkIn(mail.text, '/invitations/');
    const token = link.split('/').at(-1)!;
    await gotoAsGuest(newcomer.page, at(link));
    await newcomer.page.getByRole('link', { name: 'Create an account' }).click();
    await newcomer.page.waitForURL((url) => url.pathname === '/auth');
    await newcomer.page
      .getByText(
        `Create a free account or sign in to accept the invitation from ${ownerName} for “Team survey”.`,
      )
      .waitFor();
    const address = newcomer.page.getByLabel('Email', { exact: true });
    expect(await address.inputValue()).toBe(email);
    expect(await newcomer.page.locator('body').innerText()).not.toContain(token);
    expect(await newcomer.page.locator('body').textContent()).not.toContain(token);
    await expectAccessible(newcomer.page, 'sign-up from an invitation on a phone');

    // Signing up with the address as filled in leads straight back to the invitation.
    const username = `newcomer-${Date.now().toString(36)}`;
    await newcomer.page.getByLabel('Username', { exact: true }).fill(username);
    await newcomer.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await newcomer.page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await newcomer.page.getByRole('button', { name: 'Create account' }).click();
    await newcomer.page.waitForURL((url) => url.pathname === link);
    await newcomer.page.getByRole('button', { name: 'Accept' }).waitFor();
    const me = await call(newcomer.page, 'GET', '/api/user');
    expect(me.json).toMatchObject({ username, email });
    expect(realErrors(newcomer.errors)).toEqual([]);
    await owner.context.close();
    await newcomer.context.close();
  });
});

describe('access that ends everything it gave', () => {
  it('an editor removed while their webhook exists receives nothing afterwards', async () => {
    const [ownerReceiver, editorReceiver] = await Promise.all([
      startWebhookReceiver(),
      startWebhookReceiver(),
    ]);
    try {
      const owner = await newPage(browser);
      const editor = await newPage(browser);
      await register(owner.page, 'owner');
      const { username: editorName } = await register(editor.page, 'editor');

      // The owner's published form, with a webhook of the owner's own.
      const created = await call(owner.page, 'POST', '/api/forms', {
        definition: { title: 'Volunteer sign-up', questions: QUESTIONS },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const formId = String(created.json.id);
      expect((await call(owner.page, 'POST', `/api/forms/${formId}/publish`, {})).status).toBe(200);
      const ownHook = await call(owner.page, 'POST', `/api/forms/${formId}/webhooks`, {
        url: ownerReceiver.url,
        events: ['response.completed'],
      });
      expect(ownHook.status, JSON.stringify(ownHook.json)).toBe(201);
      ownerReceiver.secret = String(ownHook.json.secret);

      // The owner invites the editor by username; the editor accepts on the invitation page.
      const invited = await call(owner.page, 'POST', `/api/forms/${formId}/invitations`, {
        recipient: editorName,
        role: 'editor',
      });
      expect(invited.status, JSON.stringify(invited.json)).toBe(201);
      const listed = await call(editor.page, 'GET', '/api/notifications');
      const actionUrl = (listed.json.notifications as { data: { actionUrl?: string } }[])
        .map((n) => n.data.actionUrl)
        .find((url) => url?.startsWith('/invitations/'));
      expect(actionUrl).toBeTruthy();
      await editor.page.goto(at(actionUrl!));
      await editor.page.getByRole('button', { name: 'Accept' }).click();
      await editor.page.waitForURL((url) => url.pathname.startsWith(`/forms/${formId}/`));

      // The editor adds a webhook of their own and keeps its signing secret.
      await editor.page.goto(at(`/forms/${formId}/settings`));
      editorReceiver.secret = await addWebhookInSettings(editor.page, editorReceiver.url);

      // While they have access, a response reaches both receivers, signed.
      const submit = async (name: string) => {
        const res = await call(owner.page, 'POST', `/api/public/forms/${formId}/responses`, {
          draftId: crypto.randomUUID(),
          answers: { name },
        });
        expect(res.status, JSON.stringify(res.json)).toBe(201);
      };
      await submit('Before removal');
      await expect
        .poll(() => completedFor(editorReceiver, 'Before removal'), DELIVERY_WAIT)
        .toBe(1);
      await expect.poll(() => completedFor(ownerReceiver, 'Before removal'), DELIVERY_WAIT).toBe(1);
      expect(editorReceiver.received.every((event) => event.verified)).toBe(true);

      // The owner removes the editor from the Share dialog.
      await owner.page.goto(at(`/forms/${formId}/edit`));
      await owner.page.getByRole('button', { name: 'Share Volunteer sign-up' }).click();
      const people = owner.page
        .getByRole('dialog', { name: 'Share “Volunteer sign-up”' })
        .getByRole('region', { name: 'People with access' });
      await people.getByRole('button', { name: `Remove ${editorName}` }).click();
      await owner.page
        .getByRole('alertdialog', { name: `Remove ${editorName}?` })
        .getByRole('button', { name: 'Remove' })
        .click();
      await owner.page.getByText('Access removed', { exact: true }).waitFor();

      // The owner's settings show the editor's endpoint off for good, and who added it.
      await owner.page.goto(at(`/forms/${formId}/settings`));
      const theirs = owner.page
        .getByRole('region', { name: 'Webhooks' })
        .getByRole('article', { name: editorReceiver.url });
      await theirs.getByText(new RegExp(`^Added by ${editorName}`)).waitFor();
      await theirs.getByText(/Turned off: its creator no longer has access\./).waitFor();
      const toggle = theirs.getByRole('switch', { name: 'Enabled' });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      expect(await toggle.isDisabled()).toBe(true);
      await expectAccessible(owner.page, 'webhooks with a creator who lost access');

      // The next response reaches the owner's receiver, and nothing more reaches the editor's.
      const editorCountBefore = editorReceiver.received.length;
      await submit('After removal');
      await expect.poll(() => completedFor(ownerReceiver, 'After removal'), DELIVERY_WAIT).toBe(1);
      expect(editorReceiver.received.length).toBe(editorCountBefore);
      expect(completedFor(editorReceiver, 'After removal')).toBe(0);
      // Nor is anything queued for it: its log holds only the delivery from before.
      const endpoints = await call(owner.page, 'GET', `/api/forms/${formId}/webhooks`);
      const theirId = (endpoints.json.endpoints as { id: number; url: string }[]).find(
        (endpoint) => endpoint.url === editorReceiver.url,
      )?.id;
      const log = await call(
        owner.page,
        'GET',
        `/api/forms/${formId}/webhooks/${theirId}/deliveries`,
      );
      expect(
        (log.json.deliveries as { eventType: string; status: string }[]).map(
          (d) => `${d.eventType} ${d.status}`,
        ),
      ).toEqual(['response.completed delivered']);

      expect(realErrors(owner.errors)).toEqual([]);
      await owner.context.close();
      await editor.context.close();
    } finally {
      await ownerReceiver.close();
      await editorReceiver.close();
    }
  });
});
