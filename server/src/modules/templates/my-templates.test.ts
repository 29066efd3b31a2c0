import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDetailSchema } from '@core/api/forms';
import { templateDetailSchema, templateListResponseSchema } from '@core/api/templates';
import { templates } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const client = new BrowserClient(t.app);
  expect((await client.post('/api/auth/register', newAccount())).statusCode).toBe(201);
  return client;
}

/** A form with logic, a page break, both screens and a theme of its own. */
const definition = {
  title: 'Team lunch poll',
  description: 'Where shall we eat on Friday?',
  questions: [
    {
      id: 'coming',
      type: 'YES_NO',
      title: 'Are you coming?',
      order: 0,
      logic: [
        {
          id: 'yes',
          conditions: [{ questionId: 'coming', operator: 'EQUALS', value: true }],
          actions: [{ type: 'SHOW', target: 'place' }],
        },
      ],
    },
    { id: 'place', type: 'DROPDOWN', title: 'Where?', order: 1, options: ['Pho', 'Pizza'] },
  ],
  pageBreaks: [{ id: 'p2', afterQuestionId: 'coming', title: 'The food' }],
  theme: { primaryColor: '#be123c', buttonStyle: 'pill' },
  welcomeScreen: { enabled: true, title: 'Lunch!', buttonText: 'Vote' },
  thankYouScreen: { title: 'See you there' },
};

async function saveTemplate(client: BrowserClient, body: Record<string, unknown> = {}) {
  const form = formDetailSchema.parse((await client.post('/api/forms', { definition })).json());
  const res = await client.post(`/api/forms/${form.id}/save-as-template`, {
    title: '100% lunch poll',
    description: 'Our Friday poll',
    category: 'other',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return { form, template: templateDetailSchema.parse(res.json()) };
}

const mine = async (client: BrowserClient, query = '') =>
  templateListResponseSchema.parse((await client.get(`/api/templates?scope=mine${query}`)).json());

describe('save as template', () => {
  it('copies questions, logic, page breaks, screens and theme into a private template', async () => {
    const owner = await signedIn();
    const { form, template } = await saveTemplate(owner);
    expect(template).toMatchObject({ scope: 'mine', title: '100% lunch poll', questionCount: 2 });
    expect(template.definition).toEqual({
      title: '100% lunch poll',
      description: form.description,
      questions: form.questions,
      pageBreaks: form.pageBreaks,
      theme: form.theme,
      welcomeScreen: form.welcomeScreen,
      thankYouScreen: form.thankYouScreen,
      customization: form.customization,
      languages: form.languages,
      translations: form.translations,
    });
    expect((await mine(owner)).map((x) => x.id)).toEqual([template.id]);
    // Private: not in the gallery.
    const gallery = templateListResponseSchema.parse((await owner.get('/api/templates')).json());
    expect(gallery.map((x) => x.id)).not.toContain(template.id);

    // Using it makes a new form with the same definition, named after the template.
    const used = await owner.post(`/api/templates/${template.id}/use`);
    expect(used.statusCode).toBe(201);
    const copy = formDetailSchema.parse((await owner.get(`/api/forms/${used.json().id}`)).json());
    expect(copy.questions).toEqual(form.questions);
    expect(copy.userId).toBe(form.userId);
    expect([copy.title, copy.theme.templateId]).toEqual(['100% lunch poll', template.id]);
  });

  it('finds a literal % in the caller’s own templates', async () => {
    const owner = await signedIn();
    const { template } = await saveTemplate(owner);
    await saveTemplate(owner, { title: '1000 lunches' });
    expect((await mine(owner, '&q=100%25')).map((x) => x.id)).toEqual([template.id]);
  });

  it('refuses guests with 401 and a clear message', async () => {
    const guest = new BrowserClient(t.app);
    const form = (await guest.post('/api/forms', { definition })).json();
    const res = await guest.post(`/api/forms/${form.id}/save-as-template`, { title: 'Mine' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/^Sign in to save forms as templates/);
  });

  it('answers bad input with 400 and a field map, and saves nothing', async () => {
    const owner = await signedIn();
    const form = (await owner.post('/api/forms', { definition })).json();
    const res = await owner.post(`/api/forms/${form.id}/save-as-template`, {
      title: '   ',
      category: 'astrology',
      description: 'x'.repeat(2001),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['category', 'description', 'title']);
    expect(await mine(owner)).toEqual([]);
  });

  it("answers 404 for someone else's form", async () => {
    const owner = await signedIn();
    const form = (await owner.post('/api/forms', { definition })).json();
    const other = await signedIn();
    const res = await other.post(`/api/forms/${form.id}/save-as-template`, { title: 'Stolen' });
    expect(res.statusCode).toBe(404);
    expect(await mine(other)).toEqual([]);
  });
});

describe('private templates', () => {
  it('cannot be read, used or deleted by another user or a guest (404)', async () => {
    const owner = await signedIn();
    const { template } = await saveTemplate(owner);
    for (const stranger of [await signedIn(), new BrowserClient(t.app)]) {
      expect((await stranger.get(`/api/templates/${template.id}`)).statusCode).toBe(404);
      expect((await stranger.post(`/api/templates/${template.id}/use`)).statusCode).toBe(404);
      expect((await stranger.delete(`/api/templates/${template.id}`)).statusCode).toBe(404);
      expect(await mine(stranger)).toEqual([]);
    }
    expect((await owner.get(`/api/templates/${template.id}`)).statusCode).toBe(200);
  });

  it('can be deleted by their owner; global templates cannot be deleted', async () => {
    const owner = await signedIn();
    const { template } = await saveTemplate(owner);
    const crossSite = await owner.request({
      method: 'DELETE',
      url: `/api/templates/${template.id}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await owner.delete(`/api/templates/${template.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/templates/${template.id}`)).statusCode).toBe(404);
    expect(await mine(owner)).toEqual([]);
    expect((await owner.delete('/api/templates/contact-us')).statusCode).toBe(404);
    expect((await owner.get('/api/templates/contact-us')).statusCode).toBe(200);
  });
});

describe('global templates an admin wrote by hand', () => {
  it('are listed under Other when their category or a type is unknown to this version', async () => {
    await t.database.db.insert(templates).values({
      id: 'admin-seasonal',
      title: 'Holiday party sign-up',
      category: 'seasonal',
      source: 'admin',
      definition: { title: 'Holiday party sign-up', questions: [] },
      questionTypes: ['SHORT_TEXT', 'HOLOGRAM'],
      searchText: 'Holiday party sign-up',
    });
    const res = await new BrowserClient(t.app).get('/api/templates?q=holiday');
    expect(templateListResponseSchema.parse(res.json())).toEqual([
      expect.objectContaining({
        id: 'admin-seasonal',
        category: 'other',
        questionTypes: ['SHORT_TEXT'],
      }),
    ]);
  });
});
