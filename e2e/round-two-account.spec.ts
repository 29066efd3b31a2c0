/**
 * The round-two surface, second half (issue 28 item 11), as one account's life: sign up, forget
 * the password and reset it from the mailed link, look at billing on a server without payments,
 * turn on two-factor sign-in, make an API key and use it, add a webhook and receive its test
 * event, download the account's data; an admin in another browser finds the account in the
 * console and edits a site page; then the account is deleted. On a server of the journey's own
 * (an admin exists only through the make-admin CLI) with mail to a real SMTP server on loopback
 * and webhooks allowed to reach a loopback receiver. The surface guard watches both browsers and
 * fails the journey on any console error, any 5xx and any axe violation along the way.
 */
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSmtpTestServer,
  type SmtpTestServer,
} from '../server/src/test-support/smtp-test-server';
import { type AdminServer, startAdminServer } from './support/admin-server';
import { downloadedBytes, launchBrowser } from './support/browser';
import { DELIVERY_WAIT, linkIn, mailTo } from './support/mail';
import { call } from './support/page-call';
import { signUpInPage } from './support/sign-up';
import { SurfaceGuard } from './support/surface-guard';
import { expectToastShown, recordToasts } from './support/toast-record';
import { enrolTwoFactor } from './support/two-factor';
import {
  addWebhookInSettings,
  startWebhookReceiver,
  type WebhookReceiver,
} from './support/webhook-receiver';

const NEW_PASSWORD = 'a fresh staple battery';

let personBrowser: Browser;
let adminBrowser: Browser;
let server: AdminServer;
let smtp: SmtpTestServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  [smtp, receiver] = await Promise.all([startSmtpTestServer(), startWebhookReceiver()]);
  [server, personBrowser, adminBrowser] = await Promise.all([
    startAdminServer({
      name: 'round-two',
      env: { SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_ALLOW_HTTP: 'true' },
    }),
    launchBrowser(),
    launchBrowser(),
  ]);
  // Two starts of the server and the make-admin CLI between them: minutes on a busy machine.
}, 180_000);
afterAll(async () => {
  await Promise.all([personBrowser?.close(), adminBrowser?.close()]);
  await server?.stop();
  await Promise.all([receiver?.close(), smtp?.close()]);
});

const at = (path: string) => new URL(path, server.url).toString();

/** Signs in on /login with the form, as a person does. */
async function signIn(page: Page, username: string, password: string) {
  await page.goto(at('/login'));
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

describe('the round-two surface, an account and an admin', () => {
  it('resets, bills, secures, connects, exports and deletes an account, and an admin helps', async () => {
    const guard = new SurfaceGuard();
    const person = await guard.open(personBrowser, 'person');
    await recordToasts(person.context);
    const { page } = person;
    const { username, email } = await signUpInPage(page, 'account', at);

    // Forgotten password: out, the link by mail, a new password, and in with it.
    await page.getByRole('banner').getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectToastShown(page, 'Goodbye!');
    await page.goto(at('/auth'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await guard.axe(page, 'forgot password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: email }).waitFor();
    const mail = await mailTo(smtp, email, /^Reset your Formloom password$/);
    await page.goto(at(linkIn(mail.text, '/reset-password')));
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await guard.axe(page, 'reset password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToastShown(page, 'Password Changed');
    await page.waitForURL((url) => url.pathname === '/auth');
    await signIn(page, username, NEW_PASSWORD);

    // Billing, on a server where payments are not configured.
    await page.goto(at('/billing'));
    await page.getByRole('heading', { name: 'Free plan' }).waitFor();
    await page.getByText('Payments are not configured on this server.').first().waitFor();
    await guard.axe(page, 'billing without payments');
    await page.goto(at('/checkout?plan=pro_monthly'));
    await page.getByText('Payments are not configured on this server.').first().waitFor();
    await guard.axe(page, 'checkout without payments');

    // Two-factor sign-in, then an API key (which needs the password, not a code).
    await page.goto(at('/profile'));
    await enrolTwoFactor(page, NEW_PASSWORD, (screen) => guard.axe(page, screen));
    const created = await call(page, 'POST', '/api/forms', {
      definition: {
        title: 'Volunteer sign-up',
        questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }],
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const formId = String(created.json.id);
    expect((await call(page, 'POST', `/api/forms/${formId}/publish`, {})).status).toBe(200);
    const keyForm = page.getByRole('form', { name: 'Create an API key' });
    await keyForm.getByLabel('Key name').fill('Reporting script');
    await keyForm.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await keyForm.getByRole('button', { name: 'Create API key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
    await guard.axe(page, 'new API key');
    await shown.getByRole('button', { name: 'Done' }).click();
    const listed = await fetch(at('/api/v1/forms'), {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(listed.status).toBe(200);
    expect(await listed.text()).toContain(formId);

    // A webhook on the form's settings, and its test event arrives signed.
    await page.goto(at(`/forms/${formId}/settings`));
    receiver.secret = await addWebhookInSettings(page, receiver.url);
    const card = page
      .getByRole('region', { name: 'Webhooks' })
      .getByRole('article', { name: receiver.url });
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect
      .poll(() => receiver.received.map((event) => event.body?.type), DELIVERY_WAIT)
      .toEqual(['webhook.test']);
    expect(receiver.received[0]?.verified).toBe(true);
    await guard.axe(page, 'form settings with a webhook');

    // The account's data, as the browser downloads it.
    await page.goto(at('/profile'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download your data' }).click();
    const zip = unzipSync(await downloadedBytes(await downloading));
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(['account.json', `forms/${formId}/responses.csv`]),
    );

    // An admin, in another browser, finds the account and edits the terms.
    const admin = await guard.open(adminBrowser, 'admin');
    await recordToasts(admin.context);
    const adminPage = admin.page;
    await signIn(adminPage, server.admin.username, server.admin.password);
    await adminPage.getByRole('button', { name: 'Rita Root' }).click();
    await adminPage.getByRole('menuitem', { name: 'Admin' }).click();
    await adminPage.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await guard.axe(adminPage, 'admin overview');
    const nav = adminPage.getByRole('navigation', { name: 'Admin console' });
    await nav.getByRole('link', { name: 'Users' }).click();
    const search = adminPage.getByRole('searchbox', { name: 'Search users' });
    await search.fill(username);
    await search.press('Enter');
    await adminPage.getByRole('link', { name: new RegExp(username) }).click();
    await adminPage.getByRole('button', { name: 'Grant credits' }).waitFor();
    await guard.axe(adminPage, 'admin user detail');
    await adminPage.goto(at('/admin/content'));
    await adminPage.getByRole('heading', { level: 1, name: 'Site content' }).waitFor();
    await adminPage.getByRole('link', { name: /^Edit\s*: Terms of service$/ }).click();
    await adminPage.getByRole('heading', { level: 1, name: 'Edit “Terms of service”' }).waitFor();
    const terms = `## Fair use\n\nUpdated on ${Date.now()}: be kind to each other.`;
    await adminPage.getByLabel('Content (Markdown)').fill(terms);
    await adminPage
      .getByTestId('content-preview')
      .getByRole('heading', { name: 'Fair use' })
      .waitFor();
    await guard.axe(adminPage, 'admin content editor');
    await adminPage.getByRole('button', { name: 'Save changes' }).click();
    await expectToastShown(adminPage, 'Page saved');
    await page.goto(at('/terms'));
    await page.getByRole('heading', { level: 2, name: 'Fair use' }).waitFor();
    await guard.axe(page, 'terms, as edited');

    // The account is deleted; its public form is gone.
    await page.goto(at('/profile'));
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel(`Type your username, ${username}, to confirm`).fill(username);
    await dialog.getByLabel('Current password').fill(NEW_PASSWORD);
    await guard.axe(page, 'delete account');
    await dialog.getByRole('button', { name: 'Delete account', exact: true }).click();
    await expectToastShown(page, 'Account deleted');
    await page.waitForURL((url) => url.pathname === '/');
    const gone = await page.goto(at(`/forms/${formId}`));
    expect(gone?.status()).toBe(404);
    await page.getByRole('heading', { name: 'We couldn’t find this form' }).waitFor();
    await guard.axe(page, 'a deleted account’s form');

    guard.expectClean();
    await Promise.all([person.context.close(), admin.context.close()]);
  }, 240_000);
});
