import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthResponseSchema } from '@core/api/common';
import { apiHeaders } from './plugins/security';
import { createTestApp, type TestContext } from './test-support/test-app';

describe('the HTTP shell', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        app.get('/api/test/boom', async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        });
        app.post('/api/test/echo', async (request) => request.body);
      },
    });
  });
  afterAll(() => t.close());

  it('reports database health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database).toBe('up');
    expect(body.driver).toBe(process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json())).toEqual({
      message: 'Route GET /api/does-not-exist not found',
      code: 'NOT_FOUND',
    });
  });

  it('never sends a stack trace or internal message on a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('secret internals');
  });

  it('refuses state-changing API requests without a same-origin Origin', async () => {
    const payload = { a: 1 };
    const none = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('BAD_ORIGIN');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(foreign.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: t.origin,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(payload);
  });

  it('answers malformed JSON with 400 and oversized bodies with 413, as JSON', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...t.origin, 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).code).toBe('VALIDATION_ERROR');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...t.origin, 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends the document header set on pages and files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    // The API explorer is a set of documents too.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.headers['content-security-policy']).not.toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('sends the short API header set on JSON responses, errors included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const api = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    };
    expect(res.headers).toMatchObject(api);
    // None of the document-only headers: they would only add a kilobyte to every call.
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(res.headers['origin-agent-cluster']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    // Errors, unknown routes and refused requests carry them too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).toMatchObject(api);
    const refused = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers).toMatchObject(api);
    expect(refused.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps HSTS on API responses in production', () => {
    const documents = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
    expect(apiHeaders(documents)['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(apiHeaders({})['strict-transport-security']).toBeUndefined();
  });

  it('serves a real robots.txt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });

  it("lets the docs page's own script style it, and calls on no outside host", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("script-src 'self' ;");
    expect(csp).not.toContain('validator.swagger.io');
  });
});

describe('serving the built client', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Formloom</title>');
    fs.writeFileSync(
      path.join(dist, 'assets', 'app-abc123.js'),
      `console.log(${'"x",'.repeat(2000)}1)`,
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  // Issue 27: the client's routes (dynamic ones included) are 200, any other page path a 404; the
  // body is index.html either way, and the client's router shows the screen or its not-found page.
  it.each([
    ['/', 200],
    ['/dashboard', 200],
    ['/dashboard/?tab=1', 200],
    ['/forms/new', 200],
    ['/forms/abc123/edit', 200],
    ['/forms/a%20b/settings', 200],
    ['/anonymous-forms/abc123/preview', 200],
    ['/invitations/7/some-token', 200],
    ['/admin/users/3', 200],
    ['/some/unknown/page', 404],
    ['/dashboards', 404],
    ['/forms/abc123/edit/more', 404],
    ['/assets/missing-abc123.js', 404],
  ])('serves index.html, uncached, at %s with %i', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/<title>Formloom[^<]*<\/title>/);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(status);
    expect(head.body).toBe('');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('lets other sites load embed.js, and nothing else', async () => {
    const embed = await t.app.inject({ method: 'GET', url: '/embed.js' });
    expect(embed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(embed.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps unknown API paths as JSON 404s even with a client present', async () => {
    for (const url of ['/api/nothing-here', '/api/dashboard', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
  });
});
