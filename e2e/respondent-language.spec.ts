/**
 * The respondent page in the respondent's language (issue 31, ADR 043): `?lang=` or the browser's
 * languages choose it, on the server's HTML and in the browser alike; Arabic lays the page out
 * right to left (Next on the left of Back, the progress bar filling from the right, ratings read
 * from the right, arrows mirrored), while the e-mail field stays left to right.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, settleAnimations, launchBrowser } from './support/browser';
import {
  PHONE,
  publishForm,
  realErrors,
  responsesOf,
  waitForInteractive,
} from './support/respondent';

let browser: Browser;
const owners: APIRequestContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(owners.map((owner) => owner.dispose()));
  await browser.close();
});

const FORM = {
  title: 'Event feedback',
  questions: [
    { id: 'name', type: 'SHORT_TEXT', title: 'Name', required: true, order: 0 },
    { id: 'mail', type: 'EMAIL', title: 'E-mail', order: 1 },
    { id: 'stars', type: 'RATING', title: 'Rating', order: 2 },
    { id: 'comment', type: 'LONG_TEXT', title: 'Comment', order: 3 },
  ],
  pageBreaks: [{ id: 'more', afterQuestionId: 'stars', title: 'More', description: '' }],
};

/** A context as a browser set to `locale` is (Accept-Language and navigator.languages). */
async function open(
  locale?: string,
  size = PHONE,
): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
}> {
  const context = await browser.newContext({
    viewport: size,
    ...(locale ? { locale } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { context, page, errors };
}

const rootOf = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));

describe('the respondent page speaks the respondent’s language', () => {
  it('?lang=fr: French from the server’s first byte, French buttons and validation', async () => {
    const form = await publishForm(owners, FORM);
    const { page, context, errors } = await open();

    // The server's HTML, before any script: French words, <html lang="fr">.
    const html = await (await page.request.get(appUrl(`/forms/${form.id}?lang=fr`))).text();
    expect(html).toMatch(/<html lang="fr" dir="ltr"/);
    expect(html).toContain('>Suivant');
    expect(html).not.toContain('>Next');

    await page.goto(appUrl(`/forms/${form.id}?lang=fr`));
    await waitForInteractive(page);
    expect(await rootOf(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    await page.getByLabel('E-mail').fill('not an address');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page
      .getByRole('alert')
      .getByText('Vérifiez les 2 réponses signalées ci-dessous.')
      .waitFor();
    // Core's problems, worded in French by the page's catalogue.
    expect(await page.locator('#fl-q-name-error').textContent()).toBe('Obligatoire');
    expect(await page.locator('#fl-q-mail-error').textContent()).toBe('Saisie non valide');
    expect(await page.getByText('Page 1 sur 2').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Retour' }).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Page 2 sur 2');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Merci !' }).waitFor();
    expect(await page.getByText('Votre réponse a bien été enregistrée.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const stored = await responsesOf(form);
    expect(stored.map((r) => r.answers)).toEqual([{ name: 'Ada', mail: 'ada@example.com' }]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a browser set to French gets French without asking', async () => {
    const form = await publishForm(owners, FORM);
    const { page, context, errors } = await open('fr-FR');

    const html = await (
      await page.request.get(appUrl(`/forms/${form.id}`), {
        headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.5' },
      })
    ).text();
    expect(html).toMatch(/<html lang="fr" dir="ltr"/);

    await page.goto(appUrl(`/forms/${form.id}`));
    await waitForInteractive(page);
    expect(await rootOf(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByText('Obligatoire', { exact: true }).waitFor();
    expect(await page.getByText('(obligatoire)').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('?lang=ar: right to left, mirrored, with left-to-right addresses', async () => {
    const form = await publishForm(owners, FORM);
    const { page, context, errors } = await open(undefined, { width: 1024, height: 800 });

    const html = await (await page.request.get(appUrl(`/forms/${form.id}?lang=ar`))).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);

    await page.goto(appUrl(`/forms/${form.id}?lang=ar`));
    await waitForInteractive(page);
    expect(await rootOf(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    // The e-mail field reads left to right; the question's title, right to left.
    const mail = page.getByLabel('E-mail');
    expect(await mail.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await page.getByLabel('Name').evaluate((el) => getComputedStyle(el).direction)).toBe(
      'rtl',
    );
    // Ratings read from the right: 1 is the rightmost star.
    const stars = page.locator('[data-question-id="stars"] label');
    const first = (await stars.nth(0).boundingBox())!;
    const second = (await stars.nth(1).boundingBox())!;
    expect(first.x).toBeGreaterThan(second.x);

    await page.getByLabel('Name').fill('Ada');
    await page.getByRole('button', { name: 'التالي' }).click();
    const back = page.getByRole('button', { name: 'السابق' });
    await back.waitFor();
    const submit = page.getByRole('button', { name: 'إرسال' });
    // Forward is to the left in a page read from the right: Submit left of Back.
    const submitBox = (await submit.boundingBox())!;
    const backBox = (await back.boundingBox())!;
    expect(submitBox.x + submitBox.width).toBeLessThan(backBox.x);
    // Back's arrow points right (mirrored), towards where the page came from.
    expect(await back.locator('.fl-arrow').evaluate((el) => getComputedStyle(el).scale)).toBe(
      '-1 1',
    );

    // The progress bar fills from the right: on page 2 of 2 it is full, so look at page 1 too.
    const fill = page.locator('[role="progressbar"] > div');
    const track = page.getByRole('progressbar');
    await back.click();
    await page.getByRole('button', { name: 'التالي' }).waitFor();
    // The fill eases from full back to half: measure it once its transition has ended.
    await settleAnimations(page);
    const half = (await fill.boundingBox())!;
    const whole = (await track.boundingBox())!;
    expect(Math.abs(half.x + half.width - (whole.x + whole.width))).toBeLessThan(1);
    expect(half.x).toBeGreaterThan(whole.x + whole.width / 4);
    // And the Next button is left of nothing: on page 1 there is no Back, Next sits at the left.
    const next = (await page.getByRole('button', { name: 'التالي' }).boundingBox())!;
    expect(next.x).toBeLessThan(whole.x + whole.width / 2);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'التالي' }).click();
    await submit.click();
    await page.getByRole('heading', { level: 1, name: 'شكرًا لك!' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
