/**
 * Home, /pricing and the content pages come as HTML with their content and meta tags (issue 16
 * item 6): what a crawler, a link preview or a browser without JavaScript gets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { registerPrerender } from './prerender-registry';

// The shape of the built index.html (Vite adds the entry and its preloads to the template).
const INDEX_HTML = `<!doctype html>
<html lang="en" class="light">
  <head>
    <meta
      name="description"
      content="Formloom is a form and survey builder."
    />
    <title>Formloom</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Ef_h5678.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Ss12Tt34.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let t: TestContext;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-prerender-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const asset = (name: string, code: string) =>
    fs.writeFileSync(path.join(dist, 'assets', name), code);
  asset('index-AbCd1234.js', 'export const x=1;');
  asset('react-Ef_h5678.js', 'export const r=1;');
  asset(
    'home-page-Zx9-Qw12.js',
    'import{t as e}from"./react-Ef_h5678.js";import{t}from"./badge-Bb12Cc34.js";const l=()=>import("./lazy-Ll12Mm34.js");',
  );
  asset('badge-Bb12Cc34.js', 'import"./index-AbCd1234.js";export const b=1;');
  asset('lazy-Ll12Mm34.js', 'export const z=1;');
  asset('index-Ss12Tt34.css', '.text-4xl{font-size:2.25rem}');
  t = await createTestApp({
    env: {
      WEB_DIST_DIR: dist,
      PUBLIC_URL: 'https://forms.example.com',
      PRICE_PRO_MONTHLY_CENTS: '1500',
      PRICE_CREDITS_10_CENTS: '950',
    },
    extend(app) {
      registerPrerender(app, {
        match: (p) => p === '/test-tricky',
        render: async () => ({
          title: 'A </title><script>alert(1)</script> title',
          description: 'Says "hi" & <b>bye</b>',
          html: '<p>Tricky page</p>',
          queries: [{ key: ['/api/x'], data: { text: '</script><script>alert(2)</script>' } }],
        }),
      });
      registerPrerender(app, { match: (p) => p === '/test-declined', render: async () => null });
      registerPrerender(app, {
        match: (p) => p === '/test-broken',
        render: async () => {
          throw new Error('the database is away');
        },
      });
    },
  });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The text a reader without JavaScript sees inside <main>, tags stripped. */
function mainText(html: string): string {
  const main = /<main id="main"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function scripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
}

describe('server-rendered public pages', () => {
  it('renders the home page with its content, title, description and Open Graph tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Formloom · Forms and surveys people enjoy</title>');
    expect(html).toMatch(
      /<meta name="description" content="Formloom is a form and survey builder: 33 question types/,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Formloom · Forms and surveys people enjoy" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://forms.example.com/" />');
    expect(html).toContain('<link rel="canonical" href="https://forms.example.com/" />');
    // One description only: the template's generic one is replaced, not repeated.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const text = mainText(html);
    expect(text).toContain('Forms people actually enjoy filling in');
    expect(text).toContain('Everything you need to ask better questions');
    expect(text).toContain('How it works');
    // The seeded landing text, and the same data for the app, under its query key.
    expect(html).toContain('id="landing-text-title"');
    const data = JSON.parse(/id="prerender-data">([^<]*)<\/script>/.exec(html)![1]!) as {
      queries: { key: string[]; data: { text: { title: string } | null } }[];
    };
    expect(data.queries[0]!.key).toEqual(['/api/site-content/landing']);
    expect(text).toContain(data.queries[0]!.data.text!.title);
    expect(html).toContain('<a data-slot="button"');
    expect(html).toMatch(/<h1 id="hero-title"/);
    // The layout around it: the app's header and footer links work without JavaScript.
    expect(html).toContain('<header class="sticky top-0');
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('href="/terms"');
    // The footer ends as the app's does, so nothing moves under it when the app takes over.
    expect(html).toContain(`© ${new Date().getFullYear()} Formloom</p></div></footer>`);
  });

  it('paints before any script loads: stylesheet inline, the app started after the first paint', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain('<style>.text-4xl{font-size:2.25rem}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    // No script element with a src and no preload: nothing competes with the page's first paint.
    expect(scripts(html).filter((tag) => /\ssrc=/.test(tag))).toEqual([]);
    expect(html).not.toContain('rel="modulepreload"');
    const list = JSON.parse(/id="app-scripts">([^<]*)<\/script>/.exec(html)![1]!) as {
      entry: string;
      preload: string[];
    };
    expect(list.entry).toBe('/assets/index-AbCd1234.js');
    // The template's preloads, then the route chunk and its static imports (not a dynamic one).
    expect(list.preload).toEqual([
      '/assets/react-Ef_h5678.js',
      '/assets/home-page-Zx9-Qw12.js',
      '/assets/badge-Bb12Cc34.js',
    ]);
  });

  it('has only inline scripts the CSP allows by hash, and JSON data blocks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.split(' ');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const inline = [...res.body.matchAll(/<script( [^>]*)?>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\ssrc=/.test(m[1] ?? ''),
    );
    const executable = inline.filter((m) => !/type="application\/json"/.test(m[1] ?? ''));
    expect(executable).toHaveLength(2);
    for (const m of executable) {
      const hash = `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`;
      expect(scriptSrc, m[2]).toContain(hash);
    }
  });

  it('renders /pricing from the configured plans, with the plans seeded for the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Pricing · Formloom</title>');
    // The active pricing page's meta description (pricing-copy-prerender.test.ts has the rest).
    expect(html).toContain(
      '<meta name="description" content="Formloom pricing: start free, upgrade to Pro for unlimited publishing, or buy credits." />',
    );
    const text = mainText(html);
    expect(text).toContain('Pricing');
    expect(text).toContain('$0 forever');
    expect(text).toContain('$15 per month');
    expect(text).toContain('Billed monthly');
    expect(text).toContain('10 credits for $9.50');
    expect(text).toContain('Save 33%');
    // No Stripe here: the buttons say why they cannot be used, as the React page does.
    expect(text).toContain('Payments are not configured on this server.');
    expect(text).toContain('What happens to my forms if Pro ends?');
    const data = JSON.parse(/id="prerender-data">([^<]*)<\/script>/.exec(html)![1]!) as {
      path: string;
      queries: { key: string[]; data: { plans: { id: string; amountCents: number }[] } }[];
    };
    expect(data.path).toBe('/pricing');
    expect(data.queries[0]!.key).toEqual(['/api/billing/plans']);
    expect(data.queries[0]!.data.plans.find((p) => p.id === 'pro_monthly')?.amountCents).toBe(1500);
  });

  it('renders /terms, the seeded content page, with its text and meta description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/terms' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Terms of service · Formloom</title>');
    expect(html).toContain(
      '<meta name="description" content="The terms for using Formloom: your account, your content, acceptable use and plans." />',
    );
    const text = mainText(html);
    expect(text).toContain('Terms of service');
    expect(text).toContain('Your account');
  });

  it('escapes titles, descriptions and seeds', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/test-tricky' })).body;
    expect(html).toContain(
      '<title>A &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; title</title>',
    );
    expect(html).toContain('content="Says &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;"');
    expect(html).not.toContain('<script>alert');
    const data = JSON.parse(/id="prerender-data">([^<]*)<\/script>/.exec(html)![1]!) as {
      queries: { data: { text: string } }[];
    };
    expect(data.queries[0]!.data.text).toBe('</script><script>alert(2)</script>');
  });

  it('serves the plain app page when a renderer declines or fails', async () => {
    // The test renderers' paths are no client route: the page comes with the router's 404.
    for (const [url, status] of [
      ['/test-declined', 404],
      ['/test-broken', 404],
      ['/dashboard', 200],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers an unknown or inactive content page 404 with the plain app page (issue 27)', async () => {
    for (const url of ['/p/nothing-here', '/p/also-not-here?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers HEAD for a rendered page without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('');
  });
});
