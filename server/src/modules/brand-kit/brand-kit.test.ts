import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandKitResponseSchema } from '@core/api/brand-kit';
import { DEFAULT_BRAND_KIT } from '@core/form/brand-kit';
import { brandSettings } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { KIT, signedIn, signedInAdmin, uploadedLogoUrl } from './brand-kit.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kitOf = async (client: BrowserClient, query = '') => {
  const res = await client.get(`/api/brand-kit${query}`);
  expect(res.statusCode).toBe(200);
  return brandKitResponseSchema.parse(res.json());
};
const kitRows = async () => t.database.db.select().from(brandSettings);

// Tests run in order in one database: the global kit is set part-way through on purpose.
describe('the brand kit before anyone set one', () => {
  it('gives guests and users the defaults, saying so', async () => {
    for (const client of [new BrowserClient(t.app), await signedIn(t.app)]) {
      expect(await kitOf(client)).toEqual({
        source: 'default',
        ...DEFAULT_BRAND_KIT,
        updatedAt: null,
        warnings: [],
      });
    }
  });

  it('refuses a guest’s kit with 401 and a message saying to sign in, and stores nothing', async () => {
    const guest = new BrowserClient(t.app);
    const res = await guest.put('/api/brand-kit', KIT);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/^Sign in to set up a brand kit/),
    });
    expect(await kitRows()).toEqual([]);
  });
});

describe('saving a kit', () => {
  it('saves the caller’s kit and reads it back as theirs', async () => {
    const user = await signedIn(t.app);
    const logoUrl = await uploadedLogoUrl(user);
    const res = await user.put('/api/brand-kit', { ...KIT, primaryColor: '#1D4ED8', logoUrl });
    expect(res.statusCode).toBe(200);
    const saved = brandKitResponseSchema.parse(res.json());
    expect(saved).toMatchObject({ source: 'user', ...KIT, logoUrl, warnings: [] });
    expect(await kitOf(user)).toEqual(saved);
    // Saving again replaces it: still one row for the user.
    await user.put('/api/brand-kit', { ...KIT, buttonStyle: 'square' });
    expect(await kitOf(user)).toMatchObject({ buttonStyle: 'square', logoUrl: null });
  });

  it('answers bad fields with 400 and a field map, and changes nothing', async () => {
    const user = await signedIn(t.app);
    await user.put('/api/brand-kit', KIT);
    const before = await kitOf(user);
    const res = await user.put('/api/brand-kit', {
      ...KIT,
      primaryColor: 'red',
      accentColor: '#12345',
      fontFamily: 'Comic Sans MS',
      buttonStyle: 'blob',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'accentColor',
      'buttonStyle',
      'fontFamily',
      'primaryColor',
    ]);
    expect(await kitOf(user)).toEqual(before);
  });

  it('refuses a logo the caller did not upload, naming the field', async () => {
    const other = await signedIn(t.app);
    const othersLogo = await uploadedLogoUrl(other);
    const user = await signedIn(t.app);
    for (const logoUrl of [othersLogo, '/api/public/brand-logos/AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await user.put('/api/brand-kit', { ...KIT, logoUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        logoUrl: 'Upload the logo first, then use the address it returns',
      });
    }
    expect((await kitOf(user)).source).toBe('default');
  });

  it('warns, with the measured ratio, when text cannot be read on the primary colour', async () => {
    const user = await signedIn(t.app);
    // A mid orange: white reaches 4.29:1 on it, ink less; buttons would have hard-to-read labels.
    const res = await user.put('/api/brand-kit', { ...KIT, primaryColor: '#d9480f' });
    expect(res.statusCode).toBe(200);
    const expected = [
      {
        pair: 'text-on-primary',
        ratio: 4.29,
        minimum: 4.5,
        foreground: '#ffffff',
        background: '#d9480f',
      },
    ];
    expect(res.json().warnings).toEqual(expected);
    expect((await kitOf(user)).warnings).toEqual(expected);
  });

  it('refuses a cross-site save', async () => {
    const user = await signedIn(t.app);
    const res = await user.request({
      method: 'PUT',
      url: '/api/brand-kit',
      payload: KIT,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'BAD_ORIGIN' });
  });
});

describe('the global kit', () => {
  it('is the admins’ alone: a user gets 403, a guest 401, and nothing is stored', async () => {
    const user = await signedIn(t.app);
    const asUser = await user.put('/api/brand-kit', { ...KIT, scope: 'global' });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await user.get('/api/brand-kit?scope=global')).statusCode).toBe(403);
    const guest = new BrowserClient(t.app);
    expect((await guest.put('/api/brand-kit', { ...KIT, scope: 'global' })).statusCode).toBe(401);
    expect((await kitRows()).filter((r) => r.scope === 'global')).toEqual([]);
  });

  it('applies to everyone without a kit of their own; a user’s own kit wins', async () => {
    const admin = await signedInAdmin(t.app, t.database.db);
    const logoUrl = await uploadedLogoUrl(admin);
    const global = { ...KIT, primaryColor: '#7c2d12', fontFamily: 'Verdana', logoUrl };
    const res = await admin.put('/api/brand-kit', { ...global, scope: 'global' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'global', ...global });
    // The admin's own kit is untouched (they have none): they too get the global one.
    expect(await kitOf(admin)).toMatchObject({ source: 'global', primaryColor: '#7c2d12' });
    expect(await kitOf(new BrowserClient(t.app))).toMatchObject({ source: 'global', logoUrl });
    const plain = await signedIn(t.app);
    expect(await kitOf(plain)).toMatchObject({ source: 'global', fontFamily: 'Verdana' });

    const branded = await signedIn(t.app);
    await branded.put('/api/brand-kit', KIT);
    expect(await kitOf(branded)).toMatchObject({ source: 'user', primaryColor: KIT.primaryColor });
    expect(await kitOf(admin, '?scope=global')).toMatchObject({ source: 'global', logoUrl });
  });

  it('stays one row; another admin may keep the logo they did not upload', async () => {
    const other = await signedInAdmin(t.app, t.database.db);
    const current = await kitOf(other, '?scope=global');
    const res = await other.put('/api/brand-kit', {
      ...KIT,
      scope: 'global',
      logoUrl: current.logoUrl,
      accentColor: '#000000',
    });
    expect(res.statusCode).toBe(200);
    const globals = (await kitRows()).filter((r) => r.scope === 'global');
    expect(globals).toHaveLength(1);
    expect(globals[0]).toMatchObject({ userId: null, accentColor: '#000000' });
  });
});

describe('the OpenAPI document', () => {
  it('publishes every brand kit route', async () => {
    const doc = (await new BrowserClient(t.app).get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/brand-kit']!).sort()).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/brand-kit/logo']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/public/brand-logos/{id}']!)).toEqual(['get']);
  });
});
