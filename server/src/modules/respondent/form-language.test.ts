/**
 * Issue 31 item 3 (ADR 048): the respondent's form language. `?lang=` picks among the form's
 * languages, else Accept-Language, else the default; the page and the payload carry that
 * language's texts (the default's where one is missing) with the renderer's words in it; answers
 * keep the default-language option, and each draft and response records its language.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFormPayloadSchema } from '@core/api/public';
import { formDrafts, responses } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
let formId: string;

const XSS = '<img src=x onerror=alert(1)>"\'</script><script>alert(2)</script>';

beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  const created = await owner.post('/api/forms', {
    definition: {
      title: 'Colours',
      languages: ['en', 'fr', 'ar'],
      translations: {
        fr: {
          title: 'Couleurs',
          'questions.colour.title': 'Couleur préférée ?',
          'questions.colour.options.oRed': 'Rouge',
        },
        ar: { title: 'الألوان', 'questions.colour.title': `${XSS} اللون` },
      },
      questions: [
        {
          id: 'colour',
          type: 'MULTIPLE_CHOICE',
          title: 'Favourite colour?',
          order: 0,
          required: true,
          options: ['Red', 'Blue'],
          optionIds: ['oRed', 'oBlue'],
        },
      ],
    },
  });
  formId = created.json().id as string;
  expect((await owner.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);
});
afterAll(() => t.close());

const page = (query: string, headers: Record<string, string> = {}) =>
  new BrowserClient(t.app).get(`/forms/${formId}${query}`, {
    'accept-encoding': 'identity',
    ...headers,
  });

describe('the respondent language', () => {
  it('?lang=fr serves French texts with French words, and keeps the option value in English', async () => {
    const res = await page('?lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html[^>]*lang="fr"[^>]*dir="ltr"/);
    expect(res.body).toContain('<title>Couleurs · Formloom</title>');
    expect(res.body).toContain('Couleur préférée ?');
    expect(res.body).toContain('Envoyer');
    // The respondent reads Rouge; the radio's value is the English label.
    expect(res.body).toMatch(/value="Red"[^>]*>(?:<[^>]+>)*<span>Rouge<\/span>/);
    // Blue has no French text: the English one, per text.
    expect(res.body).toContain('<span>Blue</span>');
    expect(res.body).toContain('action="/forms/' + formId + '?lang=fr"');
    // The boot script's words too (form-boot.ts), in the hydration data.
    expect(res.body).toContain('Gardez cette page ouverte');
  });

  it('a French browser gets French; Arabic is right to left; a language the form lacks is English', async () => {
    const fr = await page('', { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.5' });
    expect(fr.body).toContain('<title>Couleurs · Formloom</title>');
    expect(fr.headers.vary).toContain('accept-language');
    const ar = await page('?lang=ar');
    expect(ar.body).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(ar.body).toContain('إرسال');
    const de = await page('?lang=de', { 'accept-language': 'de' });
    expect(de.statusCode).toBe(200);
    expect(de.body).toMatch(/<html[^>]*lang="en"/);
    expect(de.body).toContain('<title>Colours · Formloom</title>');
  });

  it('escapes translated text like any other', async () => {
    const res = await page('?lang=ar');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('<script>alert(2)');
    // Shown as text: its `<` escaped (a `>` in text needs no escape, and Preact leaves it).
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)');
  });

  it('the payload API takes ?lang= and names the form languages', async () => {
    const res = await new BrowserClient(t.app).get(`/api/public/forms/${formId}?lang=fr`);
    const payload = publicFormPayloadSchema.parse(res.json());
    expect(payload.form).toMatchObject({
      title: 'Couleurs',
      language: 'fr',
      languages: ['en', 'fr', 'ar'],
    });
    expect(payload.form!.questions[0]).toMatchObject({
      options: ['Red', 'Blue'],
      shown: { options: ['Rouge', 'Blue'] },
    });
  });

  it('records the language of drafts and responses, and a French answer counts with the English option', async () => {
    const client = new BrowserClient(t.app);
    const draftId = crypto.randomUUID();
    const saved = await client.put(`/api/public/forms/${formId}/drafts/${draftId}`, {
      answers: { colour: 'Red' },
      language: 'fr',
    });
    expect(saved.statusCode).toBe(200);
    const [draft] = await t.database.db
      .select()
      .from(formDrafts)
      .where(eq(formDrafts.draftId, draftId));
    expect(draft!.language).toBe('fr');
    // A queued submission the service worker sends says no language: the draft's is kept.
    const sent = await client.post(`/api/public/forms/${formId}/responses`, {
      draftId,
      answers: { colour: 'Red' },
    });
    expect(sent.statusCode).toBe(201);
    const english = await new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
      draftId: crypto.randomUUID(),
      answers: { colour: 'Red' },
      language: 'EN',
    });
    expect(english.statusCode).toBe(201);
    const other = await new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
      draftId: crypto.randomUUID(),
      answers: { colour: 'Blue' },
      language: 'de',
    });
    expect(other.statusCode).toBe(201);
    const rows = await t.database.db.select().from(responses).where(eq(responses.formId, formId));
    expect(rows.map((r) => r.language).sort()).toEqual(['en', 'en', 'fr']);

    const list = (await owner.get(`/api/forms/${formId}/responses`)).json();
    expect(list.items.map((i: { language: string }) => i.language).sort()).toEqual([
      'en',
      'en',
      'fr',
    ]);
    const summary = (await owner.get(`/api/forms/${formId}/summary`)).json();
    const colour = summary.questions.find((q: { questionId: string }) => q.questionId === 'colour');
    expect(JSON.stringify(colour)).toContain('"Red"');
    const red = colour.counts.find((c: { value: string }) => c.value === 'Red');
    expect(red.count).toBe(2);
    const csv = (await owner.get(`/api/forms/${formId}/export.csv`)).body;
    expect(csv.split('\n')[0]).toContain('Language');
  });
});
