/**
 * Issue 31 item 5 (ADR 048): `?language=` narrows every results read to the responses answered in
 * that form language: the list (and its drafts), the summary, the CSV and XLSX exports and NPS.
 * An unknown code is a 400 naming it; a code in another case finds the canonical one.
 */
import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
let formId: string;

const submit = async (language: string, colour: string, score: number) => {
  const res = await new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
    draftId: crypto.randomUUID(),
    answers: { colour, score },
    language,
  });
  expect(res.statusCode).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  const created = await owner.post('/api/forms', {
    definition: {
      title: 'Colours',
      languages: ['en', 'fr'],
      translations: { fr: { 'questions.colour.options.oRed': 'Rouge' } },
      questions: [
        {
          id: 'colour',
          type: 'MULTIPLE_CHOICE',
          title: 'Favourite colour?',
          order: 0,
          options: ['Red', 'Blue'],
          optionIds: ['oRed', 'oBlue'],
        },
        { id: 'score', type: 'NPS', title: 'Recommend us?', order: 1 },
      ],
    },
  });
  formId = created.json().id as string;
  expect((await owner.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);
  await submit('fr', 'Red', 10);
  await submit('fr', 'Blue', 9);
  await submit('en', 'Red', 0);
  const draft = await new BrowserClient(t.app).put(
    `/api/public/forms/${formId}/drafts/${crypto.randomUUID()}`,
    { answers: { colour: 'Blue' }, language: 'fr' },
  );
  expect(draft.statusCode).toBeLessThan(300);
});
afterAll(() => t.close());

describe('?language= on the results', () => {
  it('the list keeps the responses and drafts answered in that language', async () => {
    const fr = (await owner.get(`/api/forms/${formId}/responses?language=fr`)).json();
    expect(fr.items.map((i: { language: string }) => i.language)).toEqual(['fr', 'fr']);
    const en = (await owner.get(`/api/forms/${formId}/responses?language=EN`)).json();
    expect(en.items).toHaveLength(1);
    const partialFr = await owner.get(`/api/forms/${formId}/responses?status=partial&language=fr`);
    expect(partialFr.json().items).toHaveLength(1);
    const partialEn = await owner.get(`/api/forms/${formId}/responses?status=partial&language=en`);
    expect(partialEn.json().items).toHaveLength(0);
  });

  it('the summary counts French answers under the default-language option', async () => {
    const summary = (await owner.get(`/api/forms/${formId}/summary?language=fr`)).json();
    expect(summary.totalResponses).toBe(2);
    const colour = summary.questions.find((q: { questionId: string }) => q.questionId === 'colour');
    const counts = Object.fromEntries(
      colour.counts.map((c: { value: string; count: number }) => [c.value, c.count]),
    );
    expect(counts).toMatchObject({ Red: 1, Blue: 1 });
    const all = (await owner.get(`/api/forms/${formId}/summary`)).json();
    const allColour = all.questions.find((q: { questionId: string }) => q.questionId === 'colour');
    expect(allColour.counts.find((c: { value: string }) => c.value === 'Red').count).toBe(2);
  });

  it('the CSV and XLSX exports hold only that language', async () => {
    const csv = (await owner.get(`/api/forms/${formId}/export.csv?language=en`)).body;
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,en$/);
    const xlsx = await owner.get(`/api/forms/${formId}/export.xlsx?language=fr`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]!.actualRowCount).toBe(3);
  });

  it('NPS of one form in one language', async () => {
    const nps = (await owner.get(`/api/nps?formId=${formId}&language=fr`)).json();
    expect(nps.overall).toMatchObject({ answers: 2, score: 100 });
    const en = (await owner.get(`/api/nps?formId=${formId}&language=en`)).json();
    expect(en.overall).toMatchObject({ answers: 1, score: -100 });
  });

  it('a response from before the form had languages counts as the default language', async () => {
    await submit('en', 'Blue', 8);
    const [latest] = await t.database.db
      .select()
      .from(responses)
      .where(eq(responses.formId, formId))
      .orderBy(desc(responses.id));
    await t.database.db
      .update(responses)
      .set({ language: null })
      .where(eq(responses.id, latest!.id));
    const en = (await owner.get(`/api/forms/${formId}/responses?language=en`)).json();
    expect(en.items).toHaveLength(2);
    const fr = (await owner.get(`/api/forms/${formId}/responses?language=fr`)).json();
    expect(fr.items).toHaveLength(2);
    const nps = (await owner.get(`/api/nps?formId=${formId}&language=en`)).json();
    expect(nps.overall.answers).toBe(2);
  });

  it('an unknown language code is a 400 naming it', async () => {
    for (const path of ['responses', 'summary', 'export.csv']) {
      const res = await owner.get(`/api/forms/${formId}/${path}?language=xx`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Unknown language code: xx');
    }
  });
});
