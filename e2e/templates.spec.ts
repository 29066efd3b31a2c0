/**
 * The template gallery in a real browser: a guest searches and filters, previews a template with
 * the shared renderer, starts a form from it, edits a question in the builder and publishes; a
 * respondent then submits it and the owner has that one response. axe checks the gallery and the
 * preview on a phone and on a desktop screen.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { gotoAsGuest } from './support/guest-session';
import { realErrors, titleInput, waitForSaved } from './support/builder-page';
import { noSideScroll, PHONE, waitForInteractive } from './support/respondent';

const TEMPLATE = 'Product NPS with feature feedback';
const FIRST_QUESTION = 'How likely are you to recommend our product to a colleague?';
const EDITED_QUESTION = 'How likely are you to recommend Formloom to a colleague?';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Templates' }).getByRole('heading', { level: 2 }).allInnerTexts();

/** Opens the gallery with animations off, so nothing moves under the pointer. */
async function openGallery(page: Page, search = '') {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(appUrl(`/templates${search}`));
  await page.getByRole('searchbox', { name: 'Search templates' }).waitFor();
}

/** Waits until the address's query string says `expected` (order-independent). */
async function waitForQuery(page: Page, expected: Record<string, string>) {
  await page.waitForURL(
    (url) =>
      JSON.stringify(Object.fromEntries([...url.searchParams].sort())) ===
      JSON.stringify(Object.fromEntries(Object.entries(expected).sort())),
  );
}

const MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Drinks'];

/**
 * Each option's picture is this server's shipped file, loaded (a natural width, so not the grey
 * broken box of issue 28) and cached for a year. Scrolled to first: the pictures load lazily.
 */
async function expectPicturesLoaded(page: Page, scope: Locator, names: string[]) {
  for (const name of names) {
    const picture = scope.getByRole('img', { name, exact: true });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    const src = await picture.evaluate((img: HTMLImageElement) => img.src);
    expect(new URL(src).origin).toBe(new URL(page.url()).origin);
    expect(new URL(src).pathname).toMatch(/^\/pictures\/meal-[a-z]+\.[0-9a-f]{8}\.svg$/);
    const cache = await page.evaluate(
      async (url) => (await fetch(url)).headers.get('cache-control'),
      src,
    );
    expect(cache).toBe('public, max-age=31536000, immutable');
  }
}

/** A JSON call from the page, so it carries the page's session cookie and same-origin Origin. */
async function call(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

describe('the template gallery', () => {
  it('takes a guest from a template to a published form that collects a response', async () => {
    const { page, context, errors } = await newPage(browser);
    await openGallery(page);
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThanOrEqual(30);

    // Search, then narrow to a category; both land in the address.
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('feature');
    await waitForQuery(page, { q: 'feature' });
    await page.getByRole('button', { name: /^NPS, \d+ templates?$/ }).click();
    await waitForQuery(page, { q: 'feature', category: 'nps' });
    await expect.poll(() => cardTitles(page)).toEqual([TEMPLATE]);

    // The link to this filtered gallery opens it as it is.
    const filtered = page.url();
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual([TEMPLATE]);
    expect(page.url()).toBe(filtered);

    // The preview runs the respondent renderer.
    await page.getByRole('button', { name: `Preview: ${TEMPLATE}` }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${TEMPLATE}` });
    await preview.getByText(FIRST_QUESTION).first().waitFor();
    await preview.getByRole('button', { name: 'Use this template' }).click();

    // The builder opens on the new form; one question is edited and the form published.
    await page.waitForURL((url) => /^\/form-builder\/[\w-]+$/.test(url.pathname));
    const formId = new URL(page.url()).pathname.split('/')[2]!;
    const question = titleInput(page, 1);
    expect(await question.inputValue()).toBe(FIRST_QUESTION);
    await question.fill(EDITED_QUESTION);
    await waitForSaved(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Your form is live' }).waitFor();

    // A respondent in another browser answers the edited question and submits.
    const respondent = await newPage(browser, PHONE);
    const form = respondent.page;
    await form.goto(appUrl(`/forms/${formId}`));
    await form.getByText(EDITED_QUESTION).waitFor();
    // The score's radios are drawn as tap targets: the respondent taps the label.
    await form.locator('label').filter({ hasText: /^10$/ }).click();
    expect(await form.getByRole('radio', { name: '10', exact: true }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await form
      .getByRole('heading', { name: 'Thanks for helping us build a better product' })
      .waitFor();
    expect(realErrors(respondent.errors)).toEqual([]);
    await respondent.context.close();

    // The owner (the guest who used the template) has exactly that response.
    const responses = await page.evaluate(async (id) => {
      const res = await fetch(`/api/forms/${id}/responses`);
      return { status: res.status, body: (await res.json()) as { items: unknown[] } };
    }, formId);
    expect(responses.status).toBe(200);
    expect(responses.body.items).toHaveLength(1);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  // Issue 28: the template's picture choices show their pictures, in the preview and live.
  it('shows the Restaurant feedback pictures in the preview and on the published form', async () => {
    const { page, context, errors } = await newPage(browser);
    await openGallery(page, '?q=restaurant');
    await page.getByRole('button', { name: 'Preview: Restaurant feedback' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: Restaurant feedback' });
    await preview.getByRole('button', { name: "Let's go" }).click();
    await preview.getByText('What did you come in for?').first().waitFor();
    await expectPicturesLoaded(page, preview, MEALS);

    await preview.getByRole('button', { name: 'Use this template' }).click();
    await page.waitForURL((url) => /^\/form-builder\/[\w-]+$/.test(url.pathname));
    const formId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Your form is live' }).waitFor();

    const respondent = await newPage(browser, PHONE);
    await respondent.page.goto(appUrl(`/forms/${formId}`));
    // The welcome screen's button moves on in the page once the script has taken over.
    await waitForInteractive(respondent.page);
    await respondent.page.getByRole('button', { name: "Let's go" }).click();
    await respondent.page.getByText('What did you come in for?').first().waitFor();
    await expectPicturesLoaded(respondent.page, respondent.page.locator('body'), MEALS);
    expect(realErrors(respondent.errors)).toEqual([]);
    await respondent.context.close();
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('says when nothing matches and clears the filters', async () => {
    const { page, context } = await newPage(browser);
    await openGallery(page, '?q=zzzz-nothing&category=nps');
    await page
      .getByRole('heading', { name: 'No templates in this category match “zzzz-nothing”' })
      .waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await waitForQuery(page, {});
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThanOrEqual(30);
    await context.close();
  });

  it('tells a guest that My templates needs an account', async () => {
    const { page, context } = await newPage(browser);
    await openGallery(page);
    await page.getByRole('tab', { name: 'My templates' }).click();
    await waitForQuery(page, { tab: 'mine' });
    await page.getByRole('heading', { name: 'Sign in to keep your own templates' }).waitFor();
    await page.getByRole('link', { name: 'Log in or create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/templates?tab=mine');
    await context.close();
  });
});

describe('My templates', () => {
  it('saves a user’s form as a template from the builder, lists it and deletes it', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Registering through the API must not race the app's guest session (support/guest-session.ts).
    await gotoAsGuest(page, appUrl('/'));
    const username = `tpl-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
    const password = 'correct horse battery';
    const registered = await call(page, 'POST', '/api/auth/register', {
      username,
      email: `${username}@example.com`,
      password,
      confirmPassword: password,
    });
    expect(registered.status).toBe(201);
    const created = await call(page, 'POST', '/api/forms', {
      definition: {
        title: 'Team pulse',
        questions: [{ id: 'week', type: 'SHORT_TEXT', title: 'How was your week?', order: 0 }],
      },
    });
    expect(created.status).toBe(201);

    await page.goto(appUrl(`/forms/${String(created.body.id)}/edit`));
    await page.getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as template' });
    expect(await dialog.getByRole('textbox', { name: 'Template name' }).inputValue()).toBe(
      'Team pulse',
    );
    await dialog
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: 'HR and employee' });
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Messages' })
      .getByRole('button', { name: 'View My templates' })
      .click();
    await waitForQuery(page, { tab: 'mine' });
    const mine = page.getByRole('list', { name: 'Your templates' });
    await mine.getByRole('heading', { name: 'Team pulse' }).waitFor();
    expect(await mine.getByText('HR and employee').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Delete Team pulse' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this template?' })
      .getByRole('button', { name: 'Delete template' })
      .click();
    await page.getByRole('heading', { name: 'No templates of your own yet' }).waitFor();
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    it(`axe finds no violations in the gallery and a preview at ${viewport.width} px`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      await openGallery(page);
      await page.getByRole('button', { name: `Preview: ${TEMPLATE}` }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSideScroll(page)).toBe(true);

      await page.getByRole('button', { name: `Preview: ${TEMPLATE}` }).click();
      const preview = page.getByRole('dialog', { name: `Preview: ${TEMPLATE}` });
      await preview.getByText(FIRST_QUESTION).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(realErrors(errors)).toEqual([]);
      await context.close();
    });
  }
});
