import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandLogoResponseSchema } from '@core/api/brand-kit';
import { brandLogos } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { SAMPLES, signedIn, uploadLogo } from './brand-kit.test-support';
import { STORAGE_QUOTA_BYTES } from '../billing/plans';
import { storageUsedBy } from '../billing/storage-usage';
import { isSvgImage } from './detect-logo-type';
import { LOGO_STORAGE_FULL_MESSAGE } from './upload-brand-logo';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logoCount = async () => (await t.database.db.select().from(brandLogos)).length;

describe('uploading a logo', () => {
  it.each([
    ['a PNG', 'logo.png', 'image/png', SAMPLES.png],
    ['a JPEG', 'logo.jpg', 'image/jpeg', SAMPLES.jpeg],
    ['an SVG', 'logo.svg', 'image/svg+xml', SAMPLES.svg],
  ] as const)('accepts %s and serves it back byte for byte', async (_label, name, type, data) => {
    const user = await signedIn(t.app);
    const res = await uploadLogo(user, { name, type, data });
    expect(res.statusCode).toBe(201);
    const logo = brandLogoResponseSchema.parse(res.json());
    expect(logo).toEqual({
      logoUrl: expect.stringMatching(/^\/api\/public\/brand-logos\/[\w-]{22}$/),
      mimeType: type,
      size: data.length,
    });
    // Served to anyone, a guest with no session included.
    const served = await new BrowserClient(t.app).get(logo.logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(data)).toBe(true);
    expect(served.headers['content-type']).toBe(type);
  });

  it.each([
    ['a GIF', 'logo.gif', 'image/gif', SAMPLES.gif],
    ['HTML renamed to .png', 'logo.png', 'image/png', SAMPLES.html],
    [
      'an SVG with a DOCTYPE (entities)',
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
      ),
    ],
    [
      'XML whose root is not <svg>',
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"></html>'),
    ],
  ])('refuses %s with 415 by its bytes, and stores nothing', async (_label, name, type, data) => {
    const user = await signedIn(t.app);
    const before = await logoCount();
    const res = await uploadLogo(user, { name, type, data });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Use a PNG, JPEG or SVG image for the logo',
    });
    expect(await logoCount()).toBe(before);
  });

  it('takes a logo of exactly 2 MB and refuses one byte more with 413', async () => {
    const user = await signedIn(t.app);
    const limit = 2 * 1024 * 1024;
    const padded = (size: number) =>
      Buffer.concat([SAMPLES.png, Buffer.alloc(size - SAMPLES.png.length, 0)]);
    const atLimit = await uploadLogo(user, {
      name: 'big.png',
      type: 'image/png',
      data: padded(limit),
    });
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().size).toBe(limit);
    const before = await logoCount();
    const over = await uploadLogo(user, {
      name: 'big.png',
      type: 'image/png',
      data: padded(limit + 1),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await logoCount()).toBe(before);
  });

  it("counts against the owner's storage, and a full quota refuses the next logo", async () => {
    const user = new BrowserClient(t.app);
    const registered = await user.post('/api/auth/register', newAccount());
    const me = registered.json() as { id: number };
    const used = await storageUsedBy(t.database.db, { ownerId: me.id });
    const first = await uploadLogo(user, { name: 'l.png', type: 'image/png', data: SAMPLES.png });
    expect(first.statusCode).toBe(201);
    expect(await storageUsedBy(t.database.db, { ownerId: me.id })).toBe(used + SAMPLES.png.length);
    // Fill the quota with one large (pretend) logo row.
    await t.database.db.insert(brandLogos).values({
      id: `filler${Date.now()}abcdefghij`.slice(0, 22),
      ownerId: me.id,
      storageKey: `filler-${Date.now()}`,
      mimeType: 'image/png',
      size: STORAGE_QUOTA_BYTES.free,
    });
    const before = await logoCount();
    const full = await uploadLogo(user, { name: 'l.png', type: 'image/png', data: SAMPLES.png });
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({ code: 'STORAGE_QUOTA', message: LOGO_STORAGE_FULL_MESSAGE });
    expect(await logoCount()).toBe(before);
  });

  it('refuses guests with 401, and a body that is not multipart with 415', async () => {
    const guest = new BrowserClient(t.app);
    const res = await uploadLogo(guest, { name: 'l.png', type: 'image/png', data: SAMPLES.png });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/^Sign in to set up a brand kit/);
    const user = await signedIn(t.app);
    const json = await user.post('/api/brand-kit/logo', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await logoCount()).toBeGreaterThan(0);
  });

  it('answers a multipart body without a file with 400 and a field map', async () => {
    const user = await signedIn(t.app);
    const boundary = 'formloomnofile';
    const res = await user.request({
      method: 'POST',
      url: '/api/brand-kit/logo',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { file: 'Required' } });
  });
});

describe('serving a logo', () => {
  it('sends an SVG as an image that cannot run script, cached for a year', async () => {
    const user = await signedIn(t.app);
    // Kept as sent (not sanitised): the sandboxing CSP below is what makes its script inert.
    const scripted = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
    );
    const upload = await uploadLogo(user, { name: 'l.svg', type: 'image/svg+xml', data: scripted });
    expect(upload.statusCode).toBe(201);
    const { logoUrl } = upload.json();
    const res = await new BrowserClient(t.app).get(logoUrl);
    expect(res.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('answers 404 for an unknown logo and 400 for a malformed id', async () => {
    const guest = new BrowserClient(t.app);
    expect((await guest.get('/api/public/brand-logos/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(
      404,
    );
    expect((await guest.get('/api/public/brand-logos/..%2F..%2Fetc')).statusCode).toBe(400);
  });
});

describe('isSvgImage', () => {
  it('needs the SVG namespace on the root and a closed document', () => {
    expect(isSvgImage(SAMPLES.svg)).toBe(true);
    expect(isSvgImage(Buffer.from("\ufeff<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe(true);
    expect(isSvgImage(Buffer.from('<svg width="1"></svg>'))).toBe(false);
    expect(isSvgImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe(false);
    expect(isSvgImage(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x00]))).toBe(false);
    expect(isSvgImage(Buffer.from([0x3c, 0xff, 0xfe]))).toBe(false);
  });
});
