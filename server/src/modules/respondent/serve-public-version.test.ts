/** GET /api/public/forms/{id}/versions/{n}: the version a respondent's draft started on (ADR 036). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDetailSchema } from '@core/api/forms';
import { publicFormPayloadSchema } from '@core/api/public';
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

const V1 = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0, required: true },
  { id: 'age', type: 'NUMBER', title: 'Age', order: 1, required: true },
];
const V2 = [V1[0]];

/** A form published twice: version 1 asks Name and Age, version 2 (live) only Name. */
async function twoVersions(): Promise<string> {
  const created = (
    await owner.post('/api/forms', { definition: { title: 'Intake', questions: V1 } })
  ).json();
  expect((await owner.post(`/api/forms/${created.id}/publish`)).statusCode).toBe(200);
  const { version } = formDetailSchema.parse((await owner.get(`/api/forms/${created.id}`)).json());
  const saved = await owner.put(`/api/forms/${created.id}`, {
    version,
    definition: { title: 'Intake', questions: V2 },
  });
  expect(saved.statusCode).toBe(200);
  expect((await owner.post(`/api/forms/${created.id}/publish`)).statusCode).toBe(200);
  return created.id as string;
}

const read = (formId: string, n: number | string) =>
  new BrowserClient(t.app).get(`/api/public/forms/${formId}/versions/${n}`);

describe('a published version for respondents', () => {
  it('serves version 1 of an open form whose live version is 2, and the live one', async () => {
    const id = await twoVersions();
    const one = publicFormPayloadSchema.parse((await read(id, 1)).json());
    expect(one.status).toBe('open');
    expect(one.form?.formVersion).toBe(1);
    expect(one.form?.questions.map((q) => q.id)).toEqual(['name', 'age']);
    const two = publicFormPayloadSchema.parse((await read(id, 2)).json());
    expect(two.form?.formVersion).toBe(2);
    expect(two.form?.questions.map((q) => q.id)).toEqual(['name']);
  });

  it('answers 404 for a version above the live one, a malformed number and an unknown form', async () => {
    const id = await twoVersions();
    expect((await read(id, 3)).statusCode).toBe(404);
    expect((await read(id, 0)).statusCode).toBe(400);
    expect((await read(id, 'x')).statusCode).toBe(400);
    const missing = await read('no-such-form', 1);
    expect(missing.json()).toMatchObject({ status: 'not_found', form: null });
  });

  it('gives a closed or unpublished form no questions, as the public read does', async () => {
    const id = await twoVersions();
    const { version } = formDetailSchema.parse((await owner.get(`/api/forms/${id}`)).json());
    await owner.put(`/api/forms/${id}`, {
      version,
      definition: {
        title: 'Intake',
        questions: V2,
        customization: { closesAt: '2000-01-01T00:00:00Z' },
      },
    });
    await owner.post(`/api/forms/${id}/publish`);
    expect((await read(id, 1)).json()).toMatchObject({ status: 'closed', form: null });
    await owner.post(`/api/forms/${id}/unpublish`);
    expect((await read(id, 1)).json()).toMatchObject({ status: 'unpublished', form: null });
  });
});
