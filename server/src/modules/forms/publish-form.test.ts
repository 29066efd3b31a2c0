import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishLimitErrorSchema } from '@core/api/forms';
import { users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    env: { GUEST_PUBLISHED_FORM_LIMIT: '1', FREE_PUBLISHED_FORM_LIMIT: '3' },
  });
});
afterAll(() => t.close());

async function createForms(client: BrowserClient, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await client.post('/api/forms', {})).json().id);
  return ids;
}

describe('publishing', () => {
  it('publishes and unpublishes, keeping the form', async () => {
    const client = new BrowserClient(t.app);
    await client.post('/api/auth/register', newAccount());
    const [id] = await createForms(client, 1);
    const published = await client.post(`/api/forms/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().published).toBe(true);
    // Publishing again is a no-op, not a second slot.
    expect((await client.post(`/api/forms/${id}/publish`)).json().published).toBe(true);
    const unpublished = await client.post(`/api/forms/${id}/unpublish`);
    expect(unpublished.json().published).toBe(false);
  });

  it('stops a guest at the guest limit and suggests an account', async () => {
    const guest = new BrowserClient(t.app);
    const [a, b] = await createForms(guest, 2);
    expect((await guest.post(`/api/forms/${a}/publish`)).statusCode).toBe(200);
    const over = await guest.post(`/api/forms/${b}/publish`);
    expect(over.statusCode).toBe(403);
    expect(publishLimitErrorSchema.parse(over.json())).toEqual({
      message: "You've reached the limit of 1 published forms.",
      code: 'PUBLISH_LIMIT',
      max: 1,
      upgradeType: 'create_account',
    });
  });

  it('stops a free user at the free limit and suggests Pro; Pro is unlimited', async () => {
    const client = new BrowserClient(t.app);
    const user = (await client.post('/api/auth/register', newAccount())).json();
    const ids = await createForms(client, 5);
    for (const id of ids.slice(0, 3))
      expect((await client.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
    const over = await client.post(`/api/forms/${ids[3]}/publish`);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ max: 3, upgradeType: 'upgrade_pro' });
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: 'active' })
      .where(eq(users.id, user.id));
    expect((await client.post(`/api/forms/${ids[3]}/publish`)).statusCode).toBe(200);
    expect((await client.post(`/api/forms/${ids[4]}/publish`)).statusCode).toBe(200);
  });

  it('publishes exactly one of 20 parallel requests at the limit minus one', async () => {
    const client = new BrowserClient(t.app);
    await client.post('/api/auth/register', newAccount());
    const ids = await createForms(client, 22);
    for (const id of ids.slice(0, 2)) await client.post(`/api/forms/${id}/publish`);
    const results = await Promise.all(
      ids.slice(2).map((id) => client.post(`/api/forms/${id}/publish`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    const list = (await client.get('/api/forms')).json() as { published: boolean }[];
    expect(list.filter((f) => f.published)).toHaveLength(3);
  });
});

describe('duplicating', () => {
  it('copies the definition unpublished, for the caller', async () => {
    const client = new BrowserClient(t.app);
    await client.post('/api/auth/register', newAccount());
    const source = (
      await client.post('/api/forms', {
        definition: {
          title: 'Original',
          questions: [{ id: 'q1', type: 'EMAIL', title: 'Your email', order: 0, required: true }],
        },
      })
    ).json();
    await client.post(`/api/forms/${source.id}/publish`);
    const copy = await client.post(`/api/forms/${source.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Original (copy)', published: false, version: 1 });
    expect(copy.json().id).not.toBe(source.id);
    expect(copy.json().questions).toEqual(source.questions);
  });
});
