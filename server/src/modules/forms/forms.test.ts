import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDetailSchema, formListResponseSchema } from '@core/api/forms';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const question = (id: string, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'SHORT_TEXT',
  title: `Question ${id}`,
  order,
  ...extra,
});

async function signedIn() {
  const client = new BrowserClient(t.app);
  const res = await client.post('/api/auth/register', newAccount());
  return { client, user: res.json() };
}

describe('forms as a guest', () => {
  it('creates a guest form with userId -1 and lists it', async () => {
    const guest = new BrowserClient(t.app);
    const res = await guest.post('/api/forms', { definition: { title: 'Guest survey' } });
    expect(res.statusCode).toBe(201);
    const form = formDetailSchema.parse(res.json());
    expect(form.userId).toBe(-1);
    expect(form.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(res.body).not.toContain(guest.cookies.get('formloom_session')!);
    const list = formListResponseSchema.parse((await guest.get('/api/forms')).json());
    expect(list.map((f) => f.id)).toEqual([form.id]);
    const anon = formListResponseSchema.parse((await guest.get('/api/anonymous-forms')).json());
    expect(anon.map((f) => f.id)).toEqual([form.id]);
  });

  it('lets a guest create more than 5 forms (the limit is only logged)', async () => {
    const guest = new BrowserClient(t.app);
    for (let i = 0; i < 6; i += 1) {
      expect((await guest.post('/api/forms', {})).statusCode).toBe(201);
    }
    expect((await guest.get('/api/forms')).json()).toHaveLength(6);
  });
});

describe('saving a form', () => {
  it('saves the whole definition atomically and bumps the version', async () => {
    const { client } = await signedIn();
    const created = (await client.post('/api/forms', {})).json();
    const definition = {
      title: 'Customer feedback',
      questions: [question('a', 5), question('b', 9, { type: 'NPS', title: 'Recommend us?' })],
      pageBreaks: [{ id: 'p1', afterQuestionId: 'a', title: 'Part two' }],
    };
    const res = await client.put(`/api/forms/${created.id}`, { version: 1, definition });
    expect(res.statusCode).toBe(200);
    const saved = formDetailSchema.parse(res.json());
    expect(saved.version).toBe(2);
    expect(saved.questions.map((q) => [q.id, q.order])).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
    const fetched = formDetailSchema.parse((await client.get(`/api/forms/${created.id}`)).json());
    expect(fetched.questions.map((q) => q.title)).toEqual(['Question a', 'Recommend us?']);
    expect(fetched.pageBreaks[0]?.title).toBe('Part two');
  });

  it('rolls the whole save back when one question is invalid', async () => {
    const { client } = await signedIn();
    const created = (await client.post('/api/forms', {})).json();
    await client.put(`/api/forms/${created.id}`, {
      version: 1,
      definition: { title: 'Before', questions: [question('keep', 0)] },
    });
    const bad = await client.put(`/api/forms/${created.id}`, {
      version: 2,
      definition: {
        title: 'After',
        questions: [question('x', 0), question('y', 1, { title: '' })],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['questions.1.title']).toBe('Question text is required');
    const after = (await client.get(`/api/forms/${created.id}`)).json();
    expect(after.title).toBe('Before');
    expect(after.questions.map((q: { id: string }) => q.id)).toEqual(['keep']);
    expect(after.version).toBe(2);
  });

  it("requires a form title with the spec's message", async () => {
    const { client } = await signedIn();
    const created = (await client.post('/api/forms', {})).json();
    const res = await client.put(`/api/forms/${created.id}`, {
      version: 1,
      definition: { title: ' ', questions: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.title).toBe('Form title is required');
  });

  it('refuses a regex that could hang a browser', async () => {
    const { client } = await signedIn();
    const created = (await client.post('/api/forms', {})).json();
    const res = await client.put(`/api/forms/${created.id}`, {
      version: 1,
      definition: {
        title: 'Regex',
        questions: [
          question('a', 0, {
            logic: [
              {
                id: 'r1',
                conditions: [{ questionId: 'a', operator: 'REGEX_MATCH', value: '(a+)+$' }],
                actions: [{ type: 'END_FORM' }],
              },
            ],
          }),
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)[0]).toMatch(/^questions\.0\.logic/);
  });

  it('answers a stale save with 409 and keeps the newer one', async () => {
    const { client } = await signedIn();
    const created = (await client.post('/api/forms', {})).json();
    const tabA = await client.put(`/api/forms/${created.id}`, {
      version: 1,
      definition: { title: 'Tab A', questions: [] },
    });
    expect(tabA.statusCode).toBe(200);
    const tabB = await client.put(`/api/forms/${created.id}`, {
      version: 1,
      definition: { title: 'Tab B', questions: [] },
    });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toMatchObject({ code: 'STALE_VERSION', currentVersion: 2 });
    expect((await client.get(`/api/forms/${created.id}`)).json().title).toBe('Tab A');
  });

  it('deletes a form with its questions', async () => {
    const { client } = await signedIn();
    const created = (
      await client.post('/api/forms', {
        definition: { title: 'Bye', questions: [question('q', 0)] },
      })
    ).json();
    expect((await client.delete(`/api/forms/${created.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/forms/${created.id}`)).statusCode).toBe(404);
  });
});
