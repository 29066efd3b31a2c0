/**
 * Collaboration with two people in two browser contexts (issue 14): A invites B as a viewer; B sees
 * the bell's badge, accepts in the panel, reads the responses and cannot edit; A makes B an editor
 * and B's edit reaches A; A removes B and B loses the form and is told. axe (with contrast, which
 * jsdom cannot measure) on the open bell panel and on /notifications.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { gotoAsGuest } from './support/guest-session';
import { realErrors, titleInput, toastTitle, waitForSaved } from './support/builder-page';
import { apiClient } from './support/respondent';

const PASSWORD = 'correct horse battery';
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

let browser: Browser;
const apis: APIRequestContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(apis.map((api) => api.dispose()));
  await browser?.close();
});

/** Person A works through the API: what they do is not under test here, what B sees is. */
async function apiAccount(prefix: string) {
  const api = await apiClient();
  apis.push(api);
  const username = unique(prefix);
  const res = await api.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { api, username };
}

/** Registers in the page once the app's guest session has answered (its cookie must not win). */
async function registerInPage(page: Page, prefix: string) {
  await gotoAsGuest(page, appUrl('/'));
  const username = unique(prefix);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
  );
  expect(status).toBe(201);
  return username;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('collaboration between two people', () => {
  it('invite as viewer, accept from the bell, become editor and edit, then lose access', async () => {
    const a = await apiAccount('alice');
    const created = await a.api.post('/api/forms', {
      data: {
        definition: {
          title: 'Weekly pulse',
          questions: [{ id: 'week', type: 'SHORT_TEXT', title: 'How was your week?', order: 0 }],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const formId = ((await created.json()) as { id: string }).id;
    expect((await a.api.post(`/api/forms/${formId}/publish`, { data: {} })).status()).toBe(200);
    const submitted = await a.api.post(`/api/public/forms/${formId}/responses`, {
      data: { draftId: crypto.randomUUID(), answers: { week: 'Calm and productive' } },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);

    const b = await newPage(browser);
    await b.page.emulateMedia({ reducedMotion: 'reduce' });
    const bName = await registerInPage(b.page, 'bob');

    // A invites B by username, as a viewer.
    const invited = await a.api.post(`/api/forms/${formId}/invitations`, {
      data: { recipient: bName, role: 'viewer' },
    });
    expect(invited.status(), await invited.text()).toBe(201);

    // B's header shows the unread badge (the panel refetches on open; a reload shows it at once).
    await b.page.goto(appUrl('/dashboard'));
    await expect
      .poll(() => bell(b.page).getAttribute('aria-label'))
      .toBe('Notifications, 1 unread');
    await bell(b.page).click();
    const panel = b.page.getByRole('menu');
    await panel.getByText('1 new', { exact: true }).waitFor();
    await panel.getByRole('menuitem', { name: 'Accept' }).waitFor();
    expect(await axeViolations(b.page)).toEqual([]);

    await panel.getByRole('menuitem', { name: 'Accept' }).click();
    await toastTitle(b.page, 'Invitation Accepted').waitFor();
    await b.page.waitForURL((url) => url.pathname === `/forms/${formId}/responses`);
    await b.page.getByText('Calm and productive').first().waitFor();
    expect(await b.page.getByRole('link', { name: 'Edit form' }).count()).toBe(0);
    // The server refuses a viewer's change whatever the page shows.
    const viewerUnpublish = await b.page.evaluate(
      async (id) =>
        (
          await fetch(`/api/forms/${id}/unpublish`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      formId,
    );
    expect(viewerUnpublish).toBe(403);

    // A makes B an editor; B edits the question and A reads the change.
    const bId = (
      (await (await a.api.get(`/api/forms/${formId}/collaborators`)).json()) as {
        collaborators: { userId: number; username: string }[];
      }
    ).collaborators.find((c) => c.username === bName)!.userId;
    const promoted = await a.api.patch(`/api/forms/${formId}/collaborators/${bId}`, {
      data: { role: 'editor' },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
    await b.page.goto(appUrl(`/forms/${formId}/edit`));
    await titleInput(b.page, 1).fill('How was your week, really?');
    await waitForSaved(b.page);
    const seenByA = (await (await a.api.get(`/api/forms/${formId}`)).json()) as {
      questions: { title: string }[];
    };
    expect(seenByA.questions[0]?.title).toBe('How was your week, really?');

    // A removes B: the form is gone for B, who is told in the bell and on /notifications.
    const removed = await a.api.delete(`/api/forms/${formId}/collaborators/${bId}`);
    expect(removed.status(), await removed.text()).toBe(204);
    const gone = await b.page.evaluate(
      async (id) => (await fetch(`/api/forms/${id}`)).status,
      formId,
    );
    expect(gone).toBe(404);
    await b.page.goto(appUrl('/notifications'));
    await b.page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = b.page.getByRole('main');
    await expect.poll(() => list.getByText(/Weekly pulse/).count()).toBeGreaterThanOrEqual(3);
    expect(await axeViolations(b.page)).toEqual([]);

    expect(realErrors(b.errors).filter((e) => !e.includes(`/api/forms/${formId}`))).toEqual([]);
    await b.context.close();
  });
});
