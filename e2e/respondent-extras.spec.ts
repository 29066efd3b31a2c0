/**
 * After the thank-you: "Submit another response" starts a blank response that is stored as a
 * second one. And the LOCATION question's "Use my location" with the permission granted.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
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

describe('after submitting', () => {
  it('"Submit another response" starts afresh and stores a second response', async () => {
    const form = await publishForm(owners, {
      title: 'Sign-in sheet',
      questions: [
        { id: 'name', type: 'SHORT_TEXT', title: 'Your name', required: true, order: 0 },
        { id: 'desk', type: 'HIDDEN_FIELD', title: 'Desk', order: 1, settings: { name: 'desk' } },
      ],
    });
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(appUrl(`/forms/${form.id}?desk=front`));
    // The scripted thank-you screen (its heading takes focus): submitted once the script runs.
    await waitForInteractive(page);
    await page.getByLabel(/your name/i).fill('Ada');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // From the keyboard: the link follows the thank-you heading, which has focus.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const name = page.getByLabel(/your name/i);
    await name.waitFor();
    expect(await name.inputValue()).toBe('');
    await name.fill('Grace');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();

    const stored = await responsesOf(form);
    expect(
      stored.map((r) => r.answers).sort((a, b) => String(a.name).localeCompare(String(b.name))),
    ).toEqual([
      { name: 'Ada', desk: 'front' },
      { name: 'Grace', desk: 'front' },
    ]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('location', () => {
  it('"Use my location" fills the coordinates when the browser may share them', async () => {
    const form = await publishForm(owners, {
      title: 'Where',
      questions: [
        { id: 'where', type: 'LOCATION', title: 'Where are you?', required: true, order: 0 },
      ],
    });
    const { page, context, errors } = await newPage(browser, PHONE);
    await context.grantPermissions(['geolocation'], { origin: new URL(appUrl('/')).origin });
    await context.setGeolocation({ latitude: 48.858844, longitude: 2.294351 });
    await page.goto(appUrl(`/forms/${form.id}`));
    await waitForInteractive(page);

    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByRole('status').filter({ hasText: 'Location added.' }).waitFor();
    expect(await page.getByLabel('Latitude').inputValue()).toBe('48.858844');
    expect(await page.getByLabel('Longitude').inputValue()).toBe('2.294351');
    await page.getByLabel(/address/i).fill('Champ de Mars, Paris');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();

    const stored = await responsesOf(form);
    expect(stored[0]?.answers).toEqual({
      where: { lat: 48.858844, lng: 2.294351, address: 'Champ de Mars, Paris' },
    });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
