import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAnonymousFormsResponseSchema } from '@core/api/auth';
import { forms, responses } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '1' } });
});
afterAll(() => t.close());

async function guestWithForms(n: number, publish = 0) {
  const browser = new BrowserClient(t.app);
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    ids.push(
      (await browser.post('/api/forms', { definition: { title: `Guest form ${i}` } })).json().id,
    );
  }
  const { db } = t.database;
  for (const id of ids.slice(0, publish))
    await db.update(forms).set({ published: true }).where(eq(forms.id, id));
  return { browser, ids };
}

describe('POST /api/migrate-anonymous-forms', () => {
  it('requires a signed-in user', async () => {
    const res = await new BrowserClient(t.app).post('/api/migrate-anonymous-forms', {});
    expect(res.statusCode).toBe(401);
  });

  it('moves the session guest forms with their responses, unpublishing past the limit', async () => {
    const { browser, ids } = await guestWithForms(3, 2);
    await t.database.db.insert(responses).values([
      { formId: ids[0]!, answers: {} },
      { formId: ids[0]!, answers: {} },
      { formId: ids[2]!, answers: {} },
    ]);
    await browser.post('/api/auth/register', newAccount());
    const res = await browser.post('/api/migrate-anonymous-forms', { anonymousId: 'ignored' });
    expect(res.statusCode).toBe(200);
    const body = migrateAnonymousFormsResponseSchema.parse(res.json());
    expect(body.migratedCount).toBe(3);
    expect(body.unpublishedCount).toBe(1);
    expect(body.totalResponsesMigrated).toBe(3);
    expect(body.details.map((d) => d.formId).sort()).toEqual([...ids].sort());

    const mine = (await browser.get('/api/forms')).json() as {
      id: string;
      userId: number;
      published: boolean;
    }[];
    expect(mine.map((f) => f.id).sort()).toEqual([...ids].sort());
    expect(mine.every((f) => f.userId > 0)).toBe(true);
    expect(mine.filter((f) => f.published)).toHaveLength(1);
    expect((await browser.get('/api/anonymous-forms')).json()).toEqual([]);
    // Responses are kept.
    expect(mine.find((f) => f.id === ids[0])).toMatchObject({ responseCount: 2 });

    const again = await browser.post('/api/migrate-anonymous-forms', {});
    expect(again.json()).toMatchObject({
      migratedCount: 0,
      unpublishedCount: 0,
      totalResponsesMigrated: 0,
    });
  });

  it('never migrates the forms of a guest id named in the body', async () => {
    const victim = await guestWithForms(1);
    const [victimForm] = await t.database.db
      .select()
      .from(forms)
      .where(eq(forms.id, victim.ids[0]!));
    const attacker = new BrowserClient(t.app);
    await attacker.post('/api/auth/register', newAccount());
    const res = await attacker.post('/api/migrate-anonymous-forms', {
      anonymousId: victimForm!.anonymousId,
    });
    expect(res.json().migratedCount).toBe(0);
    expect((await victim.browser.get(`/api/forms/${victim.ids[0]}`)).statusCode).toBe(200);
  });

  it('migrates once when two calls race', async () => {
    const { browser, ids } = await guestWithForms(2);
    await browser.post('/api/auth/register', newAccount());
    const [a, b] = await Promise.all([
      browser.post('/api/migrate-anonymous-forms', {}),
      browser.post('/api/migrate-anonymous-forms', {}),
    ]);
    const counts = [a.json().migratedCount, b.json().migratedCount].sort();
    expect(counts).toEqual([0, ids.length]);
  });
});
