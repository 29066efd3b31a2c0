/** People for the site content tests: an admin, a user and a guest, each with a browser. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import type { TestContext } from '../../test-support/test-app';

export interface Person {
  client: BrowserClient;
  id: number;
  username: string;
}

export async function signUp(t: TestContext, role: 'user' | 'admin' = 'user'): Promise<Person> {
  const client = new BrowserClient(t.app);
  const account = newAccount();
  const res = await client.post('/api/auth/register', account);
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  // As `npm run make-admin` does: the role is read from the database on every request.
  if (role === 'admin') await t.database.db.update(users).set({ role }).where(eq(users.id, id));
  return { client, id, username: account.username };
}

export function guest(t: TestContext): BrowserClient {
  return new BrowserClient(t.app);
}

export const newPage = (overrides: Record<string, unknown> = {}) => ({
  title: 'Shipping',
  slug: `shipping-${Math.floor(Math.random() * 1e9)}`,
  contentType: 'help',
  content: '## Delivery\n\nWe ship **worldwide**.',
  metaDescription: 'How we ship.',
  ...overrides,
});
