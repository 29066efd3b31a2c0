/** Two-factor sign-in from the person's side: the authenticator app, and enrolling on /profile. */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The authenticator app: the code of the step `offsetSteps` from now. */
export const codeFor = (secret: string, offsetSteps = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/**
 * Turns two-factor sign-in on from /profile (the page must be open there): reads the setup key on
 * screen into the authenticator, keeps the backup codes and passes the step about what was open
 * before (issue 27). `checkScreen` runs on each screen of the way (the key, the codes, the step,
 * the finished card), for the journey's axe check.
 */
export async function enrolTwoFactor(
  page: Page,
  password: string,
  checkScreen: (screen: string) => Promise<void>,
): Promise<{ secret: string; backupCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByLabel('Current password').first().waitFor();
  const setupForm = page.getByRole('form', {
    name: 'Confirm your password to set up two-factor sign-in',
  });
  await setupForm.getByLabel('Current password').fill(password);
  await setupForm.getByRole('button', { name: 'Continue' }).click();
  const key = page.getByTestId('two-factor-secret');
  await key.waitFor();
  await page
    .getByRole('img', { name: 'QR code to add Formloom to your authenticator app' })
    .waitFor();
  await checkScreen('two-factor setup key');
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const list = page.getByRole('list', { name: 'Backup codes' });
  await list.waitFor();
  const backupCodes = await list.getByRole('listitem').allTextContents();
  expect(backupCodes).toHaveLength(10);
  await checkScreen('two-factor backup codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  // Then what a code does not guard by itself (issue 27): nothing else is open here.
  await page.getByRole('heading', { name: 'Close what was open before' }).waitFor();
  await page.getByText('Only this browser is signed in.').waitFor();
  await checkScreen('two-factor: close what was open before');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByText('10 of 10 backup codes left.').waitFor();
  await checkScreen('two-factor on');
  return { secret, backupCodes };
}
