/**
 * The brand kit in a real browser: a new user uploads a logo (a PNG made here) and picks a primary
 * colour, sees the contrast warning for a colour that cannot carry text, saves, creates and
 * publishes a form, and respondents see the logo and the colour. The form settings' theme panel
 * applies a preset (ending the sync) and the kit again. axe on both pages at 360 and 1280 px.
 */
import zlib from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { signUpInPage } from './support/sign-up';
import { addQuestion, realErrors, toastTitle, waitForSaved } from './support/builder-page';
import { noSideScroll, PHONE } from './support/respondent';

const PRIMARY = '#0f766e';
const PRIMARY_RGB = 'rgb(15, 118, 110)';
const KIT_COLOURS = { primaryColor: PRIMARY, secondaryColor: '#1e3a8a', accentColor: '#9a3412' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A real PNG: `width` x `height`, one RGB colour, unfiltered rows. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hexInput = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const warnings = (page: Page) => page.getByRole('list', { name: 'Contrast warnings' });

describe('the brand kit', () => {
  it('brands a new form: logo and primary colour on its public page', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpInPage(page, 'kit');
    await page.goto(appUrl('/brandkit'));
    await page.getByRole('heading', { level: 1, name: 'Brand Kit' }).waitFor();

    await page.getByTestId('logo-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png(120, 40, [15, 118, 110]),
    });
    const logo = page.getByRole('img', { name: 'Your logo' });
    await logo.waitFor();
    const logoUrl = (await logo.getAttribute('src'))!;
    expect(logoUrl).toMatch(/^\/api\/public\/brand-logos\/[\w-]+$/);

    // Pure red cannot carry text: white reaches 3.99:1 and dark text 4.43:1 on it.
    await hexInput(page, 'Primary').fill('#ff0000');
    await warnings(page).waitFor();
    expect(await warnings(page).innerText()).toContain(
      'Dark text on your primary colour has a contrast of 4.43:1; WCAG AA needs 4.5:1.',
    );
    await hexInput(page, 'Primary').fill(PRIMARY);
    await warnings(page).waitFor({ state: 'detached' });
    // The preview follows at once: the sample form's button is in the new colour.
    const previewButton = page
      .getByRole('region', { name: 'Preview' })
      .getByRole('button', { name: /^(Next|Submit)$/ });
    await expect
      .poll(() => previewButton.evaluate((b) => getComputedStyle(b).backgroundColor))
      .toBe(PRIMARY_RGB);

    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await toastTitle(page, 'Brand kit saved').waitFor();

    // A new form starts from the kit.
    await page.goto(appUrl('/forms/new'));
    await page.waitForURL((url) => /\/edit$|^\/form-builder\/[\w-]+$/.test(url.pathname));
    await page.getByRole('textbox', { name: 'Form title' }).waitFor();
    const formId = new URL(page.url()).pathname.split('/')[2]!;
    await addQuestion(page, 'Short text', 'What is your name?');
    await waitForSaved(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Your form is live' }).waitFor();

    const respondent = await newPage(browser, PHONE);
    const form = respondent.page;
    await form.goto(appUrl(`/forms/${formId}`));
    await form.getByRole('textbox', { name: /What is your name\?/ }).waitFor();
    const shown = form.locator('img.fl-logo');
    expect(await shown.getAttribute('src')).toBe(logoUrl);
    await form.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.fl-logo');
      return img?.complete === true && img.naturalWidth > 0;
    });
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    const submit = form.getByRole('button', { name: 'Submit' });
    expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(PRIMARY_RGB);
    expect(realErrors(respondent.errors)).toEqual([]);
    await respondent.context.close();
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('draws secondary and accent alike in the kit’s preview and on the public page', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpInPage(page, 'kit');
    // The kit and a published two-page form through the API, with this browser's session.
    const formId = await page.evaluate(
      async ({ options, ...kit }) => {
        const send = async (method: string, path: string, body: unknown) => {
          const res = await fetch(path, {
            method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
          return (await res.json()) as { id: string };
        };
        await send('PUT', '/api/brand-kit', { logoUrl: null, ...kit });
        const { id } = await send('POST', '/api/forms', {
          definition: {
            title: 'Colours form',
            questions: [
              { id: 'visit', type: 'MULTIPLE_CHOICE', title: 'Visit', options, order: 0 },
              { id: 'more', type: 'SHORT_TEXT', title: 'Anything else?', order: 1 },
            ],
            pageBreaks: [{ id: 'page-2', afterQuestionId: 'visit' }],
          },
        });
        await send('POST', `/api/forms/${id}/publish`, {});
        return id;
      },
      { ...KIT_COLOURS, fontFamily: 'Georgia', buttonStyle: 'pill', options: ['Great', 'Good'] },
    );

    const accent = 'rgb(154, 52, 18)';
    const expected = {
      button: PRIMARY_RGB,
      progress: 'rgb(30, 58, 138)',
      chosen: { checked: true, edge: accent, control: accent, focusRing: accent },
    };

    /** What respondents see: the button, the progress bar, a chosen option and the focus ring. */
    const measure = async (form: Page, root: Locator) => {
      const good = root.getByRole('radio', { name: 'Good' });
      // By keyboard, so the focus ring shows (:focus-visible): to the next option and back.
      await good.focus();
      await form.keyboard.press('ArrowDown');
      await form.keyboard.press('ArrowUp');
      const read = async () => ({
        button: await root
          .getByRole('button', { name: 'Next' })
          .evaluate((b) => getComputedStyle(b).backgroundColor),
        progress: await root
          .getByRole('progressbar', { name: 'Form progress' })
          .evaluate((bar) => getComputedStyle(bar.firstElementChild!).backgroundColor),
        chosen: await good.evaluate((input: HTMLInputElement) => ({
          checked: input.checked,
          edge: getComputedStyle(input.closest('label')!).borderColor,
          control: getComputedStyle(input).accentColor,
          focusRing: getComputedStyle(input).outlineColor,
        })),
      });
      // Colours ease in (a transition, 1 ms with reduced motion): read them once they settle.
      await expect.poll(read).toEqual(expected);
    };
    await page.goto(appUrl('/brandkit'));
    await hexInput(page, 'Accent').waitFor();
    expect(await hexInput(page, 'Accent').inputValue()).toBe(KIT_COLOURS.accentColor);
    // The preview's sample already has an answer chosen, in the accent.
    const preview = page.getByRole('region', { name: 'Preview' });
    expect(await preview.getByRole('radio', { name: 'Good' }).isChecked()).toBe(true);
    await measure(page, preview);

    const respondent = await newPage(browser);
    await respondent.page.emulateMedia({ reducedMotion: 'reduce' });
    await respondent.page.goto(appUrl(`/forms/${formId}`));
    await respondent.page.getByRole('radio', { name: 'Good' }).waitFor();
    await measure(respondent.page, respondent.page.locator('.fl-root'));
    expect(await axeViolations(respondent.page)).toEqual([]);
    expect(realErrors(respondent.errors)).toEqual([]);
    await respondent.context.close();
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('has no axe violations at 360 and 1280 px, and no sideways scroll on a phone', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpInPage(page, 'kit');
    await page.goto(appUrl('/brandkit'));
    await hexInput(page, 'Primary').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The warning's own colours are checked too. Only the warning: the preview then shows the
    // low-contrast button the warning is about, which is the owner's choice to make.
    await hexInput(page, 'Primary').fill('#ff0000');
    await warnings(page).waitFor();
    expect(await axeViolations(page, { include: '[data-testid="contrast-check"]' })).toEqual([]);
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await warnings(page).waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Save brand kit' }).waitFor();
    // The resize lays the page out again after it returns; wait for that, not a fixed time.
    await expect.poll(() => noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The upload is reachable from the keyboard: its button takes focus and is enabled.
    const choose = page.getByRole('button', { name: 'Choose a logo' });
    await choose.focus();
    expect(await choose.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await choose.isEnabled()).toBe(true);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('applies the kit or a preset from the form settings theme panel, with no violations', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpInPage(page, 'kit');
    // The kit and the form through the API from the page, so they carry this browser's session.
    const formId = await page.evaluate(async (primaryColor) => {
      const kit = await fetch('/api/brand-kit', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          logoUrl: null,
          primaryColor,
          secondaryColor: '#1e3a8a',
          accentColor: '#9a3412',
          fontFamily: 'Georgia',
          buttonStyle: 'pill',
        }),
      });
      if (!kit.ok) throw new Error(`kit: ${kit.status}`);
      const res = await fetch('/api/forms', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ definition: { title: 'Settings form' } }),
      });
      return ((await res.json()) as { id: string }).id;
    }, PRIMARY);
    await page.goto(appUrl(`/forms/${formId}/settings`));
    const theme = page.getByRole('region', { name: 'Theme' });
    await theme.getByText(/^This form follows your brand kit/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: the swatch's radio takes focus and Space chooses it.
    await theme.getByRole('radio', { name: /^Midnight/ }).focus();
    await page.keyboard.press('Space');
    await theme.getByText(/^This form has its own theme/).waitFor();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toastTitle(page, 'Settings saved').waitFor();
    const stored = () =>
      page.evaluate(async (id) => {
        const res = await fetch(`/api/forms/${id}`);
        return ((await res.json()) as { theme: { brandKit: boolean; primaryColor: string } }).theme;
      }, formId);
    expect(await stored()).toMatchObject({ brandKit: false, primaryColor: '#60a5fa' });

    await theme.getByRole('button', { name: 'Apply brand kit' }).click();
    await theme.getByText(/^This form follows your brand kit/).waitFor();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('All changes saved').waitFor();
    expect(await stored()).toMatchObject({ brandKit: true, primaryColor: PRIMARY });
    await page.setViewportSize(PHONE);
    // The resize lays the page out again after it returns; wait for that, not a fixed time.
    await expect.poll(() => noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows a guest the kit in effect and a sign-in link, with no violations', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(appUrl('/brandkit'));
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
    await signIn.waitFor();
    expect(await signIn.getAttribute('href')).toBe('/auth?redirect=%2Fbrandkit');
    expect(await hexInput(page, 'Primary').isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
