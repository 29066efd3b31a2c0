/**
 * Issue 31 items 1 and 2 (ADR 048): a form's languages and translations are saved with the draft,
 * snapshotted by publishing, and travel as a CSV for translators: export, edit, import, export
 * again gives the same file; a bad file is a 400 naming its line, and nothing is imported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDetailSchema } from '@core/api/forms';
import { translationsImportReportSchema } from '@core/api/translations';
import { formCollaborators } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
let viewer: BrowserClient;
let viewerId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  viewer = new BrowserClient(t.app);
  viewerId = (await viewer.post('/api/auth/register', newAccount())).json().id as number;
});
afterAll(() => t.close());

const BOM = '\uFEFF';

const colourForm = (extra: Record<string, unknown> = {}) => ({
  title: 'Colours',
  description: 'Tell us',
  languages: ['en', 'fr', 'ar'],
  questions: [
    {
      id: 'colour',
      type: 'MULTIPLE_CHOICE',
      title: 'Favourite colour?',
      order: 0,
      options: ['Red', 'Blue'],
      optionIds: ['oRed', 'oBlue'],
    },
  ],
  ...extra,
});

async function createForm(definition: unknown) {
  const res = await owner.post('/api/forms', { definition });
  expect(res.statusCode).toBe(201);
  return formDetailSchema.parse(res.json());
}

const putCsv = (client: BrowserClient, formId: string, body: string) =>
  client.request({
    method: 'PUT',
    url: `/api/forms/${formId}/translations.csv`,
    payload: body,
    headers: { 'content-type': 'text/csv' },
  });

describe('form languages', () => {
  it('are saved, read back and published with the translations', async () => {
    const form = await createForm(
      colourForm({ translations: { fr: { title: 'Couleurs' }, de: { title: 'Farben' } } }),
    );
    expect(form.languages).toEqual(['en', 'fr', 'ar']);
    // A language the form does not list keeps no texts.
    expect(form.translations).toEqual({ fr: { title: 'Couleurs' } });
    expect((await owner.post(`/api/forms/${form.id}/publish`)).statusCode).toBe(200);
    const versionRes = await owner.get(`/api/forms/${form.id}/versions/1`);
    expect(versionRes.statusCode, versionRes.body).toBe(200);
    const version = versionRes.json();
    expect(version.definition).toMatchObject({
      languages: ['en', 'fr', 'ar'],
      translations: { fr: { title: 'Couleurs' } },
    });
  });

  it('refuses an unknown code, naming it', async () => {
    const res = await owner.post('/api/forms', {
      definition: colourForm({ languages: ['en', 'xx'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('xx');
    const form = await createForm(colourForm());
    const save = await owner.put(`/api/forms/${form.id}`, {
      version: form.version,
      definition: colourForm({ languages: ['en', 'klingonish'] }),
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().message).toBe('Unknown language code: klingonish');
  });
});

describe('translations.csv', () => {
  it('round-trips: export, edit, import, export again gives the file as edited', async () => {
    const form = await createForm(colourForm());
    const first = await owner.get(`/api/forms/${form.id}/translations.csv`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(first.body).toBe(
      `${BOM}key,en,fr,ar\r\ntitle,Colours,,\r\ndescription,Tell us,,\r\n` +
        'thankYouScreen.title,Thank you!,,\r\n' +
        'thankYouScreen.description,Your response has been recorded.,,\r\n' +
        'questions.colour.title,Favourite colour?,,\r\n' +
        'questions.colour.options.oRed,Red,,\r\nquestions.colour.options.oBlue,Blue,,\r\n',
    );
    // A translator fills in French and Arabic, with commas, quotes and a line break.
    const edited = first.body
      .replace('title,Colours,,', 'title,Colours,"Couleurs, vives",ألوان')
      .replace('description,Tell us,,', 'description,Tell us,"Dites-nous ""tout""\r\nmerci",')
      .replace('options.oRed,Red,,', 'options.oRed,Red,Rouge,أحمر');
    const report = await putCsv(owner, form.id, edited);
    expect(report.statusCode).toBe(200);
    expect(translationsImportReportSchema.parse(report.json())).toMatchObject({
      languages: ['en', 'fr', 'ar'],
      changed: 5,
      unknownKeys: [],
      sourceChanged: [],
    });
    const again = await owner.get(`/api/forms/${form.id}/translations.csv`);
    expect(again.body).toBe(edited);
    const stored = formDetailSchema.parse((await owner.get(`/api/forms/${form.id}`)).json());
    expect(stored.translations.fr).toEqual({
      title: 'Couleurs, vives',
      description: 'Dites-nous "tout"\r\nmerci',
      'questions.colour.options.oRed': 'Rouge',
    });
    expect(stored.version).toBe(form.version + 1);
  });

  it('reports unknown keys and source texts that changed, and imports the rest', async () => {
    const form = await createForm(colourForm());
    const res = await putCsv(
      owner,
      form.id,
      'key,en,fr\nquestions.gone.title,Old,Vieux\ntitle,Colors,Couleurs\n',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      changed: 1,
      unknownKeys: [{ key: 'questions.gone.title', line: 2 }],
      sourceChanged: [{ key: 'title', line: 3 }],
    });
  });

  it.each([
    ['a wrong header', 'id,en,fr\ntitle,Colours,Couleurs\n', 1, 'header'],
    ['an unknown language', 'key,en,qq\ntitle,Colours,X\n', 1, 'unknown language code: qq'],
    ['a language the form lacks', 'key,en,de\ntitle,Colours,Farben\n', 1, 'de is not one'],
    [
      'a duplicated key',
      'key,en,fr\ntitle,A,B\n"multi\nline",x,y\ntitle,A,C\n',
      5,
      'also on line 2',
    ],
    [
      'a duplicated key after a CRLF inside a cell',
      'key,en,fr\r\ntitle,A,B\r\n"multi\r\nline",x,y\r\ntitle,A,C\r\n',
      5,
      'also on line 2',
    ],
    ['broken quoting', 'key,en,fr\ntitle,Colours,Couleurs\ndescription,"Tell us,X\n', 3, 'quoting'],
    ['a quote inside an unquoted cell', 'key,en,fr\ntitle,Say "hi",Dis\n', 2, 'quoting'],
    ['text after a quote', 'key,en,fr\ntitle,"Colours"x,Couleurs\n', 2, 'quoting'],
    ['a short row', 'key,en,fr\ntitle,Colours\n', 2, 'expected 3 cells'],
  ])('refuses %s with its line and imports nothing', async (_name, body, line, words) => {
    const form = await createForm(colourForm({ translations: { fr: { title: 'Avant' } } }));
    const res = await putCsv(owner, form.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().line).toBe(line);
    expect(res.json().message).toContain(`Line ${line}:`);
    expect(res.json().message).toContain(words);
    const stored = formDetailSchema.parse((await owner.get(`/api/forms/${form.id}`)).json());
    expect(stored.translations).toEqual({ fr: { title: 'Avant' } });
    expect(stored.version).toBe(form.version);
  });

  it('refuses a body over 10 MB with a 400', async () => {
    const form = await createForm(colourForm());
    const big = `key,en,fr\n${'title,Colours,Couleurs\n'.repeat(500_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(10 * 1024 * 1024);
    const res = await putCsv(owner, form.id, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('10 MB');
  });

  it('lets a viewer download but not import, and hides the form from others', async () => {
    const form = await createForm(colourForm());
    await t.database.db
      .insert(formCollaborators)
      .values({ formId: form.id, userId: viewerId, role: 'viewer' });
    expect((await viewer.get(`/api/forms/${form.id}/translations.csv`)).statusCode).toBe(200);
    expect((await putCsv(viewer, form.id, 'key,en,fr\ntitle,Colours,X\n')).statusCode).toBe(403);
    const stranger = new BrowserClient(t.app);
    expect((await stranger.get(`/api/forms/${form.id}/translations.csv`)).statusCode).toBe(404);
  });

  it('has nothing to export for a one-language form', async () => {
    const form = await createForm(colourForm({ languages: [] }));
    expect((await owner.get(`/api/forms/${form.id}/translations.csv`)).statusCode).toBe(400);
  });
});
