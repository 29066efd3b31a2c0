/**
 * Issue 30 item 4 (ADR 037): the server gives every option a stable id, keeps it through saves
 * that send none (older clients, the v1 API), and the history names a rename by that id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formVersionListSchema } from '@core/api/form-versions';
import { formDetailSchema } from '@core/api/forms';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

const colour = (options: string[], optionIds?: string[]) => ({
  id: 'colour',
  type: 'MULTIPLE_CHOICE',
  title: 'Colour',
  order: 0,
  options,
  ...(optionIds ? { optionIds } : {}),
});

async function save(formId: string, question: unknown) {
  const { version } = formDetailSchema.parse((await owner.get(`/api/forms/${formId}`)).json());
  const res = await owner.put(`/api/forms/${formId}`, {
    version,
    definition: { title: 'Poll', questions: [question] },
  });
  expect(res.statusCode).toBe(200);
  return formDetailSchema.parse(res.json()).questions[0]!;
}

describe('option ids', () => {
  it('are made on the server, kept by label when a save sends none, and name a rename', async () => {
    const created = formDetailSchema.parse(
      (
        await owner.post('/api/forms', {
          definition: { title: 'Poll', questions: [colour(['Red', 'Green'])] },
        })
      ).json(),
    );
    const [red, green] = created.questions[0]!.optionIds!;
    expect(red).toMatch(/^o[0-9a-z]{12}$/);
    expect(green).not.toBe(red);
    expect((await owner.post(`/api/forms/${created.id}/publish`)).statusCode).toBe(200);

    // An older client sends labels only: an unchanged label keeps its id, a new one gets one.
    const relabelled = await save(created.id, colour(['Green', 'Blue']));
    expect(relabelled.optionIds![0]).toBe(green);
    expect(relabelled.optionIds![1]).not.toBe(red);

    // The builder sends ids: a rename keeps its id, and the history says "Renamed option".
    await save(created.id, colour(['Red', 'Lime'], [red!, green!]));
    expect((await owner.post(`/api/forms/${created.id}/publish`)).statusCode).toBe(200);
    const list = formVersionListSchema.parse(
      (await owner.get(`/api/forms/${created.id}/versions`)).json(),
    );
    expect(list[0]!.changes.map((c) => c.text)).toEqual(["Renamed option 'Green' to 'Lime'"]);
  });
});
