/** Signing up the way a person does: the registration form on /auth, ending on the dashboard. */
import type { Page } from 'playwright-core';
import { appUrl } from './browser';

export const PASSWORD = 'correct horse battery';

/**
 * Registers a new account with a unique username starting with `prefix`. `at` makes the app's
 * URLs: the shared server's by default, or a server of the journey's own.
 */
export async function signUpInPage(
  page: Page,
  prefix: string,
  at: (path: string) => string = appUrl,
): Promise<{ username: string; email: string }> {
  const username = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${username}@example.com`;
  await page.goto(at('/auth?tab=register'));
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return { username, email };
}
