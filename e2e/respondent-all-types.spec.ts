/**
 * Every question type in one published form, answered with the keyboard alone on a phone-sized
 * screen: Tab, Shift+Tab, arrows, Space, Enter and typing. Each page and the thank-you page pass
 * axe and never scroll sideways; the stored response holds every answer.
 */
import type { APIRequestContext, Browser, FileChooser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TYPES_FORM, MP4, PDF, PNG } from './support/all-types-form';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import {
  focused,
  noSideScroll,
  PHONE,
  press,
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

/** Tabs once and checks where the keyboard landed. */
async function tabTo(page: Page, expected: string | RegExp, key = 'Tab') {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (typeof expected === 'string') expect(now).toBe(expected);
  else expect(now).toMatch(expected);
}

/**
 * Tabs until `expected` has the keyboard, in at most `stops` presses: the browser's date and time
 * fields keep Tab for their own parts (month, day, year; AM/PM) before letting go.
 */
async function tabUntil(page: Page, expected: string | RegExp, stops: number) {
  const matches = (now: string) =>
    typeof expected === 'string' ? now === expected : expected.test(now);
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  expect(await focused(page)).toMatch(expected);
}

/** The page is usable on a phone and accessible; then Enter on the last field goes on. */
async function checkPage(page: Page, heading: string) {
  await page
    .getByRole('heading', { level: 2, name: heading })
    .waitFor({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      // Say why the page did not change: the messages shown beside the questions.
      const shown = await page
        .locator('.fl-question-invalid')
        .evaluateAll((nodes) =>
          nodes.map((n) => `${n.getAttribute('data-question-id')}: ${n.textContent}`),
        );
      throw new Error(`${heading} not reached: ${shown.join(' | ')}`, { cause: error });
    });
  expect(await noSideScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * A native file dialog cannot be driven from the keyboard in an automated browser, so Space on the
 * focused file input opens the chooser and the file is handed to that chooser. Everything around
 * it (reaching the input, removing a file) is keyboard only.
 *
 * One listener for the whole journey, added before the page loads. Playwright turns the browser's
 * chooser interception on when the first `filechooser` listener is added and off when the last
 * goes, without waiting for the browser: with `waitForEvent` per file, the Space could reach
 * Chromium before interception was on, and headless Chromium cancelled the dialog (the input saw
 * click, then cancel) while the test waited for a chooser that never came.
 */
function fileChoosers(page: Page) {
  let waiting: ((chooser: FileChooser) => void) | null = null;
  page.on('filechooser', (chooser) => {
    waiting?.(chooser);
    waiting = null;
  });
  return async (files: { name: string; mimeType: string; buffer: Buffer }[]) => {
    const chooser = new Promise<FileChooser>((resolve) => (waiting = resolve));
    await page.keyboard.press('Space');
    await (await chooser).setFiles(files);
  };
}

describe('keyboard only through all 33 question types', () => {
  it('answers every type on six pages and stores each answer', async () => {
    const form = await publishForm(owners, ALL_TYPES_FORM);
    const { page, context, errors } = await newPage(browser, PHONE);
    const chooseFiles = fileChoosers(page);
    await page.goto(appUrl(`/forms/${form.id}?ref=keyboard-journey`));
    await page.getByRole('heading', { level: 1, name: 'Everything form' }).waitFor();
    // The scripted page's journey: typed before the script took over, Next would post natively.
    await waitForInteractive(page);
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Page 1: text fields.
    await tabTo(page, /^text: 1\.Your name/);
    await page.keyboard.type('Ada Lovelace');
    await tabTo(page, /^email: 2\.Email address/);
    await page.keyboard.type('ada@example.com');
    await tabTo(page, /^tel: 3\.Phone/);
    await page.keyboard.type('020 7946 0958');
    await tabTo(page, /^tel: 4\.Mobile phone/);
    await page.keyboard.type('+1 415 555 2671');
    await tabTo(page, /^url: 5\.Website/);
    await page.keyboard.type('https://example.com');
    await tabTo(page, /^number: 6\.Team size/);
    await page.keyboard.type('12');
    await tabTo(page, /^textarea: 7\.About your team/);
    await page.keyboard.type('Small and friendly.');
    // Shift+Tab goes back: correct the team size with the arrow key.
    await tabTo(page, /^number: 6\.Team size/, 'Shift+Tab');
    await page.keyboard.press('ArrowUp');
    await tabTo(page, /^textarea/);
    await tabTo(page, 'button: Next');
    await page.keyboard.press('Enter');

    // Page 2: choices.
    await checkPage(page, 'Choices');
    await tabTo(page, 'radio: Spring');
    await page.keyboard.press('ArrowDown'); // Summer
    await tabTo(page, 'checkbox: Cat');
    await page.keyboard.press('Space');
    await tabTo(page, 'checkbox: Dog');
    await tabTo(page, 'checkbox: Fish');
    await page.keyboard.press('Space');
    await tabTo(page, /^select: 10\.Country/);
    await press(page, 'ArrowDown', 2); // Germany
    await tabTo(page, 'radio: Yes');
    await page.keyboard.press('Space');
    await tabTo(page, /^radio: Mountain/);
    await press(page, 'ArrowRight', 2); // City
    // Ranking: Gamma to the top, with Enter on its Move up button.
    await tabTo(page, 'button: Move Alpha down');
    await tabTo(page, 'button: Move Beta up');
    await tabTo(page, 'button: Move Beta down');
    await tabTo(page, 'button: Move Gamma up');
    await press(page, 'Enter', 2);
    expect(await focused(page)).toBe('button: Move Gamma down');
    await tabTo(page, 'button: Move Alpha up');
    await tabTo(page, 'button: Move Alpha down');
    await tabTo(page, 'button: Move Beta up'); // Beta is last: its Move down is disabled
    await tabTo(page, 'button: Back');
    await tabTo(page, 'button: Next');
    await page.keyboard.press('Enter');

    // Page 3: scores and grids (radio groups: Tab in, arrows to pick).
    await checkPage(page, 'Scores');
    await tabTo(page, /^radio: 1 of 5/);
    await press(page, 'ArrowRight', 3); // 4 stars
    await tabTo(page, /^radio: 1$/);
    await press(page, 'ArrowRight', 2); // 3
    await tabTo(page, /^radio: 0$/);
    await press(page, 'ArrowLeft', 2); // wraps to 9
    await tabTo(page, /^radio: 0 of 10/);
    await press(page, 'ArrowRight', 10); // 10
    await tabTo(page, 'radio: Bad'); // Speed
    await page.keyboard.press('ArrowDown'); // Good
    await tabTo(page, 'radio: Bad'); // Price
    await page.keyboard.press('Space'); // Bad
    await tabTo(page, 'radio: Strongly disagree');
    await press(page, 'ArrowDown', 3); // Agree
    await tabUntil(page, 'button: Next', 3);
    await page.keyboard.press('Enter');

    // Page 4: dates and times, typed into the browser's own fields (en-US order).
    await checkPage(page, 'Dates and times');
    await tabTo(page, /^date: 20\.Start date/);
    await page.keyboard.type('03142025');
    await tabUntil(page, /^time: 21\.Start time/, 3);
    await page.keyboard.type('0930AM');
    await tabUntil(page, /^time: From/, 3);
    await page.keyboard.type('0800AM');
    await tabUntil(page, /^time: To/, 3);
    await page.keyboard.type('0500PM');
    await tabUntil(page, /^date: Add a date/, 3);
    await page.keyboard.type('05022025');
    await page.keyboard.press('Enter'); // adds the day, stays on the page
    const chosen = page.getByRole('list', { name: 'Chosen dates' });
    // The day as the page's language writes it (Intl, ADR 043).
    await chosen.getByText('May 2, 2025').waitFor();
    // The field is ready for the next day at its first part.
    expect(await focused(page)).toBe('date: Add a date');
    await page.keyboard.type('05012025');
    await page.keyboard.press('Enter');
    await chosen.getByText('May 1, 2025').waitFor();
    // The empty date field's parts, then each chosen day's Remove (Add date is disabled).
    await tabUntil(page, 'button: Remove May 1, 2025', 4);
    await tabTo(page, 'button: Remove May 2, 2025');
    await tabTo(page, 'button: Back');
    await tabTo(page, 'button: Next');
    await page.keyboard.press('Enter');

    // Page 5: files, signature and location.
    await checkPage(page, 'Files');
    await tabTo(page, /^file: 24\.Your CV/);
    await chooseFiles([{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await page.getByRole('button', { name: 'Remove cv.pdf' }).waitFor();
    await tabTo(page, 'button: Remove cv.pdf');
    await tabTo(page, /^file: 25\.Notes/);
    await chooseFiles([
      { name: 'one.txt', mimeType: 'text/plain', buffer: Buffer.from('first note') },
      { name: 'two.txt', mimeType: 'text/plain', buffer: Buffer.from('second note') },
    ]);
    await page.getByRole('button', { name: 'Remove two.txt' }).waitFor();
    await page.getByRole('button', { name: 'Remove one.txt' }).waitFor();
    await tabTo(page, /^button: Remove (one|two)\.txt/);
    await tabTo(page, /^button: Remove (one|two)\.txt/);
    await tabTo(page, /^file: 26\.A photo/);
    await chooseFiles([{ name: 'me.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByRole('button', { name: 'Remove me.png' }).waitFor();
    await tabTo(page, 'button: Remove me.png');
    await tabTo(page, /^file: 27\.A clip/);
    await chooseFiles([{ name: 'clip.mp4', mimeType: 'video/mp4', buffer: MP4 }]);
    await page.getByRole('button', { name: 'Remove clip.mp4' }).waitFor();
    await tabTo(page, 'button: Remove clip.mp4');
    // The signature, typed instead of drawn.
    await tabTo(page, 'button: Draw');
    await tabTo(page, 'button: Type your name instead');
    await page.keyboard.press('Enter');
    await tabTo(page, /^text: Type your full name/);
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Enter');
    await page.getByText('Signature saved.').waitFor();
    // The typed name's field is gone: the keyboard waits on Sign again, not at the page's top.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Sign again');
    // The location, typed.
    await tabTo(page, 'button: Use my location');
    await tabTo(page, /^text: Address/);
    await page.keyboard.type('10 Downing Street, London');
    await tabTo(page, /^text: Latitude/);
    await page.keyboard.type('51.5034');
    await tabTo(page, /^text: Longitude/);
    await page.keyboard.type('-0.1276');
    await page.keyboard.press('Enter');

    // Page 6: payment (marked pending: no card provider here) and the proof of work.
    await checkPage(page, 'Finish');
    await tabTo(page, /^checkbox: Send my response with the payment marked as pending/);
    await page.keyboard.press('Space');
    await tabTo(page, /^checkbox: /);
    await page.keyboard.press('Space');
    await page
      .getByText(/verified/i)
      .first()
      .waitFor({ timeout: 30_000 });
    await tabUntil(page, 'button: Submit', 3);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    const answers = stored[0]!.answers;
    expect(answers).toMatchObject({
      short_text: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '020 7946 0958',
      phone_formatted: '+14155552671',
      url: 'https://example.com',
      number: 13,
      long_text: 'Small and friendly.',
      multiple_choice: 'Summer',
      checkbox: ['Cat', 'Fish'],
      dropdown: 'Germany',
      yes_no: true,
      image_choice: 'City',
      ranking: ['Gamma', 'Alpha', 'Beta'],
      rating: 4,
      scale: 3,
      nps: 9,
      nps_rating: 10,
      matrix: { Speed: 'Good', Price: 'Bad' },
      likert_scale: { 'Forms are fun': 'Agree' },
      date: '2025-03-14',
      time: '09:30',
      time_range: { start: '08:00', end: '17:00' },
      multiple_date_picker: ['2025-05-01', '2025-05-02'],
      file_upload: { name: 'cv.pdf', mimeType: 'application/pdf' },
      picture_upload: { name: 'me.png', mimeType: 'image/png' },
      video_upload: { name: 'clip.mp4', mimeType: 'video/mp4' },
      signature: { name: 'signature.png', mimeType: 'image/png' },
      location: { lat: 51.5034, lng: -0.1276, address: '10 Downing Street, London' },
      payment: { status: 'pending', amount: 1250, currency: 'EUR' },
      hidden_field: 'keyboard-journey',
      segment: 'fan',
    });
    expect((answers.multiple_file_upload as { name: string }[]).map((f) => f.name).sort()).toEqual([
      'one.txt',
      'two.txt',
    ]);
    // The proof of work is checked once and never kept; a logic block is not an answer.
    expect(answers).not.toHaveProperty('captcha');
    expect(answers).not.toHaveProperty('survey_logic');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
