import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormDetail, formDetailSchema } from '@core/api/forms';
import { publicFormPayloadSchema } from '@core/api/public';
import { themeSchema } from '@core/form/definition';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { KIT, signedIn, signedInAdmin, uploadedLogoUrl } from './brand-kit.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEFAULT_THEME = themeSchema.parse({});
const question = { id: 'q1', type: 'SHORT_TEXT', title: 'Your name', order: 0 };

async function newForm(client: BrowserClient, definition: Record<string, unknown> = {}) {
  const res = await client.post('/api/forms', { definition: { title: 'Feedback', ...definition } });
  expect(res.statusCode).toBe(201);
  return formDetailSchema.parse(res.json());
}
const read = async (client: BrowserClient, id: string) =>
  formDetailSchema.parse((await client.get(`/api/forms/${id}`)).json());

async function save(client: BrowserClient, form: FormDetail, theme: Record<string, unknown>) {
  const { id, version, userId, published, createdAt, updatedAt, ...definition } = form;
  void [id, userId, published, createdAt, updatedAt];
  const res = await client.put(`/api/forms/${form.id}`, {
    version,
    definition: { ...definition, theme: { ...form.theme, ...theme } },
  });
  expect(res.statusCode).toBe(200);
  return formDetailSchema.parse(res.json());
}

/** The form definition inlined in the public page's HTML, as the renderer reads it. */
async function inlinedForm(id: string) {
  const res = await new BrowserClient(t.app).get(`/forms/${id}`);
  expect(res.statusCode).toBe(200);
  const json = /<script type="application\/json" id="formloom-form">(.*?)<\/script>/s.exec(
    res.body,
  )?.[1];
  return publicFormPayloadSchema.parse(JSON.parse(json!)).form!;
}

// In order, in one database: no kit at all, then users' kits, then a global kit.
describe('before any kit is set', () => {
  it('a new form has the default theme and does not follow a kit', async () => {
    const form = await newForm(await signedIn(t.app));
    expect(form.theme).toEqual(DEFAULT_THEME);
  });
});

describe('a user’s kit', () => {
  it('is where a new form starts, and the form follows it', async () => {
    const user = await signedIn(t.app);
    const logoUrl = await uploadedLogoUrl(user);
    await user.put('/api/brand-kit', { ...KIT, logoUrl });
    const form = await newForm(user, { theme: { backgroundColor: '#fefce8' } });
    expect(form.theme).toEqual({
      ...DEFAULT_THEME,
      backgroundColor: '#fefce8',
      primaryColor: KIT.primaryColor,
      secondaryColor: KIT.secondaryColor,
      accentColor: KIT.accentColor,
      fontFamily: KIT.fontFamily,
      buttonStyle: KIT.buttonStyle,
      logoUrl,
      brandKit: true,
    });
  });

  it('wins over a template’s colours, font and buttons; the template keeps its background', async () => {
    const user = await signedIn(t.app);
    await user.put('/api/brand-kit', KIT);
    const template = (await user.get('/api/templates/party-rsvp')).json();
    const res = await user.post('/api/templates/party-rsvp/use');
    expect(res.statusCode).toBe(201);
    const form = await read(user, res.json().id);
    expect(form.theme).toEqual({
      ...themeSchema.parse(template.definition.theme),
      primaryColor: KIT.primaryColor,
      secondaryColor: KIT.secondaryColor,
      accentColor: KIT.accentColor,
      fontFamily: KIT.fontFamily,
      buttonStyle: KIT.buttonStyle,
      logoUrl: '',
      brandKit: true,
      templateId: 'party-rsvp',
    });
  });

  it('reaches forms with brandKit on when it changes, and leaves the others alone', async () => {
    const user = await signedIn(t.app);
    await user.put('/api/brand-kit', KIT);
    const synced = await newForm(user);
    const own = await save(user, await newForm(user), { brandKit: false, primaryColor: '#be123c' });
    const logoUrl = await uploadedLogoUrl(user);
    const res = await user.put('/api/brand-kit', {
      ...KIT,
      primaryColor: '#166534',
      secondaryColor: '#7c2d12',
      accentColor: '#1e3a8a',
      fontFamily: 'Courier New',
      buttonStyle: 'square',
      logoUrl,
    });
    expect(res.statusCode).toBe(200);

    const after = await read(user, synced.id);
    expect(after.theme).toEqual({
      ...synced.theme,
      primaryColor: '#166534',
      secondaryColor: '#7c2d12',
      accentColor: '#1e3a8a',
      fontFamily: 'Courier New',
      buttonStyle: 'square',
      logoUrl,
    });
    // The owner did not edit it: an open builder's save still goes through.
    expect(after.version).toBe(synced.version);
    expect(await read(user, own.id)).toEqual(own);
  });

  it('is re-applied when an editor opened before the change saves the old colours back', async () => {
    const user = await signedIn(t.app);
    await user.put('/api/brand-kit', KIT);
    const stale = await newForm(user);
    await user.put('/api/brand-kit', { ...KIT, primaryColor: '#0369a1' });
    const saved = await save(user, stale, { showProgressBar: false });
    expect(saved.theme).toMatchObject({ primaryColor: '#0369a1', showProgressBar: false });
    // Turning sync on applies the kit at once.
    const unsynced = await save(user, await newForm(user), {
      brandKit: false,
      fontFamily: 'Arial',
    });
    const resynced = await save(user, unsynced, { brandKit: true });
    expect(resynced.theme).toMatchObject({ fontFamily: KIT.fontFamily, brandKit: true });
  });

  it('is inlined in the public page: logo and colours arrive with the HTML', async () => {
    const user = await signedIn(t.app);
    const logoUrl = await uploadedLogoUrl(user);
    await user.put('/api/brand-kit', { ...KIT, logoUrl });
    const form = await newForm(user, { questions: [question] });
    expect((await user.post(`/api/forms/${form.id}/publish`)).statusCode).toBe(200);
    expect((await inlinedForm(form.id)).theme).toMatchObject({
      logoUrl,
      primaryColor: KIT.primaryColor,
      secondaryColor: KIT.secondaryColor,
      accentColor: KIT.accentColor,
      fontFamily: KIT.fontFamily,
      buttonStyle: KIT.buttonStyle,
    });
    // A later kit change shows on the next page load.
    await user.put('/api/brand-kit', { ...KIT, primaryColor: '#7c2d12', logoUrl: null });
    expect((await inlinedForm(form.id)).theme).toMatchObject({
      logoUrl: '',
      primaryColor: '#7c2d12',
    });
    const logo = await new BrowserClient(t.app).get(logoUrl);
    expect(logo.statusCode).toBe(200);
  });
});

describe('the global kit', () => {
  it('starts the forms of guests and of users without a kit, and they follow it', async () => {
    const admin = await signedInAdmin(t.app, t.database.db);
    const withKit = await signedIn(t.app);
    await withKit.put('/api/brand-kit', KIT);
    const withKitForm = await newForm(withKit);
    const plain = await signedIn(t.app);
    const guest = new BrowserClient(t.app);

    const global = { ...KIT, primaryColor: '#4338ca', fontFamily: 'Tahoma', scope: 'global' };
    expect((await admin.put('/api/brand-kit', global)).statusCode).toBe(200);
    const plainForm = await newForm(plain);
    const guestForm = await newForm(guest);
    for (const form of [plainForm, guestForm]) {
      expect(form.theme).toMatchObject({ primaryColor: '#4338ca', fontFamily: 'Tahoma' });
      expect(form.theme.brandKit).toBe(true);
    }

    await admin.put('/api/brand-kit', { ...global, primaryColor: '#0f766e' });
    expect((await read(plain, plainForm.id)).theme.primaryColor).toBe('#0f766e');
    expect((await read(guest, guestForm.id)).theme.primaryColor).toBe('#0f766e');
    // A user's own kit governs their forms, whatever the global kit does.
    expect((await read(withKit, withKitForm.id)).theme).toEqual(withKitForm.theme);

    // A user's first kit takes their synced forms over from the global one.
    await plain.put('/api/brand-kit', { ...KIT, primaryColor: '#9f1239' });
    expect((await read(plain, plainForm.id)).theme.primaryColor).toBe('#9f1239');
    await admin.put('/api/brand-kit', { ...global, primaryColor: '#111111' });
    expect((await read(plain, plainForm.id)).theme.primaryColor).toBe('#9f1239');
  });
});
