/**
 * Issue 31 (ADR 048): a template keeps its form's languages and translations, and a form made from
 * it has them too. A template saved under another name drops the translated titles of the old one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDetailSchema } from '@core/api/forms';
import { templateDetailSchema } from '@core/api/templates';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = new BrowserClient(t.app);
  expect((await owner.post('/api/auth/register', newAccount())).statusCode).toBe(201);
});
afterAll(() => t.close());

const translations = {
  fr: { title: 'Sondage déjeuner', 'questions.place.title': 'Où ?' },
  ar: { title: 'استطلاع الغداء', 'questions.place.options.oPho': 'فو' },
};

async function formWithLanguages() {
  const res = await owner.post('/api/forms', {
    definition: {
      title: 'Lunch poll',
      languages: ['en', 'fr', 'ar'],
      translations,
      questions: [
        {
          id: 'place',
          type: 'DROPDOWN',
          title: 'Where?',
          order: 0,
          options: ['Pho', 'Pizza'],
          optionIds: ['oPho', 'oPizza'],
        },
      ],
    },
  });
  expect(res.statusCode).toBe(201);
  return formDetailSchema.parse(res.json());
}

async function saveAs(formId: string, title: string) {
  const res = await owner.post(`/api/forms/${formId}/save-as-template`, {
    title,
    description: 'Friday lunch',
    category: 'other',
  });
  expect(res.statusCode).toBe(201);
  return templateDetailSchema.parse(res.json());
}

describe('templates and languages', () => {
  it('saving a form as a template and using it keep the languages and translations', async () => {
    const form = await formWithLanguages();
    const template = await saveAs(form.id, 'Lunch poll');
    expect(template.definition.languages).toEqual(['en', 'fr', 'ar']);
    expect(template.definition.translations).toEqual(translations);

    const used = await owner.post(`/api/templates/${template.id}/use`);
    expect(used.statusCode).toBe(201);
    const copy = formDetailSchema.parse((await owner.get(`/api/forms/${used.json().id}`)).json());
    expect(copy.languages).toEqual(['en', 'fr', 'ar']);
    expect(copy.translations).toEqual(translations);
    // The copy's translations are its own: the translators' file reads them.
    const csv = await owner.get(`/api/forms/${copy.id}/translations.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('questions.place.title,Where?,Où ?,');
  });

  it('a template under a new name drops the old name’s translations, and keeps the rest', async () => {
    const form = await formWithLanguages();
    const template = await saveAs(form.id, 'Team lunch');
    expect(template.definition.translations).toEqual({
      fr: { 'questions.place.title': 'Où ?' },
      ar: { 'questions.place.options.oPho': 'فو' },
    });
  });
});
