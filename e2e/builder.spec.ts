/**
 * The form builder in a real browser, as a guest: many question types with logic and a page
 * break surviving a reload, keyboard reordering, undo, saving through failures and conflicts, axe.
 */
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from './support/browser';
import {
  realErrors,
  cards,
  card,
  titleInput,
  waitForTitles,
  toastTitle,
  waitForSaved,
  newForm,
  addQuestion,
  TYPES,
} from './support/builder-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the form builder', () => {
  it('builds a form with 14 question types, logic and a page break that survives a reload', async () => {
    const { page, errors, context } = await newPage(browser);
    await newForm(page);
    await page.getByRole('textbox', { name: 'Form title' }).fill('Customer survey');
    for (const [type, title] of TYPES) await addQuestion(page, type, title);
    expect(await cards(page).count()).toBe(TYPES.length);

    // Logic on "Would you recommend us?" (question 6): when Yes, show "Tell us why" (question 7).
    const yesNo = card(page, 6);
    await yesNo.getByRole('button', { name: 'Logic', exact: true }).click();
    await yesNo.getByRole('button', { name: 'Add rule' }).click();
    await yesNo
      .getByRole('combobox', { name: 'Condition 1 answer' })
      .selectOption({ label: 'Yes' });
    await yesNo
      .getByRole('combobox', { name: 'Action 1 question' })
      .selectOption({ label: '7. Tell us why' });
    expect(await yesNo.getByRole('list', { name: 'Logic problems' }).count()).toBe(0);

    // A page break after question 3.
    await page.getByRole('button', { name: 'Add a page break after question 3' }).click();
    await page.getByRole('textbox', { name: 'Page title' }).fill('About you');

    // Options of the multiple-choice question.
    const choice = card(page, 3);
    await choice.getByRole('textbox', { name: 'Option 1' }).fill('Search engine');
    await choice.getByRole('textbox', { name: 'Option 2' }).fill('A friend');
    await waitForSaved(page);

    await page.reload();
    await page.getByRole('textbox', { name: 'Form title' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Form title' }).inputValue()).toBe(
      'Customer survey',
    );
    expect(await cards(page).count()).toBe(TYPES.length);
    for (const [index, [, title]] of TYPES.entries()) {
      expect(await titleInput(page, index + 1).inputValue()).toBe(title);
    }
    expect(await card(page, 6).getByRole('button', { name: 'Logic (1)' }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Page title' }).inputValue()).toBe('About you');
    expect(await card(page, 3).getByRole('textbox', { name: 'Option 2' }).inputValue()).toBe(
      'A friend',
    );
    expect(await page.getByText(/brought back changes/).count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('reorders with the keyboard and undoes a deletion', async () => {
    const { page, context } = await newPage(browser);
    await newForm(page);
    await addQuestion(page, 'Short text', 'First');
    await addQuestion(page, 'Email', 'Second');
    await addQuestion(page, 'Number', 'Third');
    await waitForSaved(page);

    // The move buttons: Tab to one and press Enter; focus stays on the moved question.
    await page.getByRole('button', { name: 'Move question 1 down' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id.endsWith('-down') ?? false);
    await page.keyboard.press('Enter');
    await waitForTitles(page, ['Second', 'Third', 'First']);

    // The drag handle's keyboard sensor: Space, arrow up, Space.
    await page.getByRole('button', { name: 'Drag question 3 to reorder' }).focus();
    await page.keyboard.press('Space');
    await page.locator('[aria-roledescription="sortable"][aria-pressed="true"]').waitFor();
    // dnd-kit's live region announces each step. An arrow pressed before the keyboard sensor
    // listens is lost, so steer by what is announced until the card is over position 2.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await expect
      .poll(
        async () => {
          const text = await announced.innerText();
          if (text.includes('over position 2 of 3')) return text;
          if (text.includes('over position 1 of 3')) await page.keyboard.press('ArrowDown');
          else await page.keyboard.press('ArrowUp');
          return text;
        },
        { timeout: 10_000 },
      )
      .toContain('Question 3 is over position 2 of 3.');
    await page.keyboard.press('Space');
    await waitForTitles(page, ['Second', 'First', 'Third']);
    await waitForSaved(page);

    await page.getByRole('button', { name: 'Delete question 2' }).click();
    expect(await cards(page).count()).toBe(2);
    await toastTitle(page, 'Question deleted').waitFor();
    await page.keyboard.press('Control+z');
    await titleInput(page, 3).waitFor();
    expect(await titleInput(page, 2).inputValue()).toBe('First');
    await waitForSaved(page);
    await page.reload();
    await titleInput(page, 3).waitFor();
    expect(await titleInput(page, 2).inputValue()).toBe('First');
    await context.close();
  });
});

describe('saving', () => {
  it('keeps edits in the browser through failed saves and a reload, then saves on Retry', async () => {
    const { page, context } = await newPage(browser);
    await newForm(page);
    await addQuestion(page, 'Short text', 'Kept safe');
    await waitForSaved(page);
    const failPuts = (route: Route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue();
    await page.route('**/api/forms/*', failPuts);
    await page.getByRole('textbox', { name: 'Form title' }).fill('Typed while offline');
    await page.getByTestId('save-status').filter({ hasText: "Couldn't save" }).waitFor();

    await page.reload();
    await page.getByText(/brought back changes you made/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Form title' }).inputValue()).toBe(
      'Typed while offline',
    );
    await page.getByTestId('save-status').filter({ hasText: "Couldn't save" }).waitFor();
    await page.unroute('**/api/forms/*', failPuts);
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForSaved(page);
    await page.reload();
    await page.getByRole('textbox', { name: 'Form title' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Form title' }).inputValue()).toBe(
      'Typed while offline',
    );
    expect(await page.getByText(/brought back changes/).count()).toBe(0);
    await context.close();
  });

  it('never overwrites a save made in another tab: it asks to reload', async () => {
    const { page, context } = await newPage(browser);
    await newForm(page);
    await addQuestion(page, 'Short text', 'Shared question');
    await waitForSaved(page);
    const other = await context.newPage();
    await other.emulateMedia({ reducedMotion: 'reduce' });
    await other.goto(page.url());
    await other.getByRole('textbox', { name: 'Form title' }).fill('Saved in tab B');
    await waitForSaved(other);

    await page.getByRole('textbox', { name: 'Form title' }).fill('Typed in tab A');
    const dialog = page.getByRole('alertdialog', { name: 'This form was changed elsewhere' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: 'Form title' }).inputValue()).toBe(
      'Saved in tab B',
    );
    await waitForSaved(page);
    await context.close();
  });
});

describe('accessibility and small screens', () => {
  it('axe finds no violations in the builder, with settings and logic open', async () => {
    const { page, context } = await newPage(browser);
    await newForm(page);
    expect(await axeViolations(page)).toEqual([]);
    await addQuestion(page, 'Checkboxes', 'Pick some');
    await addQuestion(page, 'Payment', 'Pay the fee');
    await addQuestion(page, 'Likert scale', 'How do you feel?');
    await card(page, 1).getByRole('button', { name: 'Settings', exact: true }).click();
    await card(page, 2).getByRole('button', { name: 'Settings', exact: true }).click();
    await card(page, 1).getByRole('button', { name: 'Logic', exact: true }).click();
    await card(page, 1).getByRole('button', { name: 'Add rule' }).click();
    await page.getByRole('button', { name: 'Add a page break after question 1' }).click();
    await page.getByRole('switch', { name: 'Show the welcome screen' }).click();
    await waitForSaved(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add question', exact: true }).click();
    await page.getByRole('dialog', { name: 'Add a question' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('stacks the builder on a 360 px screen without sideways scrolling', async () => {
    const { page, context } = await newPage(browser, { width: 360, height: 740 });
    await newForm(page);
    await addQuestion(page, 'Matrix', 'Rate each part');
    await addQuestion(page, 'Multiple choice', 'Pick one');
    await card(page, 2).getByRole('button', { name: 'Logic', exact: true }).click();
    await card(page, 2).getByRole('button', { name: 'Add rule' }).click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    // The toolbar's rarer actions are icons here, still named for screen readers, so its buttons
    // take two rows (they took four with their words).
    const rows = new Set<number>();
    for (const name of ['Save as template', 'Preview', 'Settings', 'History', 'Publish']) {
      const control = page.getByRole(
        name === 'Preview' || name === 'Settings' ? 'link' : 'button',
        {
          name,
          exact: true,
        },
      );
      rows.add(Math.round((await control.boundingBox())!.y));
    }
    const share = page.getByRole('button', { name: /^Share / }).first();
    rows.add(Math.round((await share.boundingBox())!.y));
    expect(rows.size).toBeLessThanOrEqual(2);
    const history = await page.getByRole('button', { name: 'History', exact: true }).boundingBox();
    expect(history!.width).toBeLessThanOrEqual(44);
    await context.close();
  });
});
