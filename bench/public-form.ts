/**
 * bench/public-form: the public form page (/forms/{id}) of a published 10-question form with a
 * brand kit applied (an uploaded PNG logo, primary colour, font, button style), against
 * a hand-written static HTML form with the same questions (support/public-form-baseline.html),
 * served gzipped by a plain node:http server in the same process.
 *
 * - jsGzipBytes: gzipped JavaScript the page loads before the first question is usable, i.e.
 *   every script whose request started before that moment. "Usable" is the later of the first
 *   control of the first question being in the page, visible and enabled, and the renderer's
 *   `formloom:interactive` performance mark (set once React has committed and its effects run,
 *   so the page's handlers are live). Bodies are gzipped here (zlib, level 6) whatever encoding
 *   the server chose, so the figure does not depend on br vs gzip. jsGzipBytesAll is every script
 *   the page loads until the network is idle, and jsGzipBytesAfterFirstInput every script once
 *   the respondent has also focused the first question (which loads the form engine when the
 *   form has no logic). workerPrecacheGzipBytes is the script the service worker caches at
 *   install on its own thread (ADR 046), the engine among it: not the page's script.
 * - jsBeforeUsableBytes (issue 29, item 4): the script the first question needs before it can be
 *   answered. 0 when, with JavaScript off, the first control is shown, enabled and takes typing
 *   inside a form that posts (the server renders the page, ADR 033); otherwise jsGzipBytes.
 * - secondLanguageGzipBytes: what the same page costs in a second language (`?lang=fr`, ADR 043)
 *   over English, measured the same way in the same run: the French messages' chunk. Goal: at
 *   most 3 KB (DESIGN.md §7).
 * - Lighthouse 12.8 (mobile defaults: simulated slow 4G and 4x CPU slowdown) on three pages, three
 *   runs each, interleaved; the median of each figure: the form page, its static copy (the same
 *   HTML as the server answers it, scripts taken out, its stylesheet and logo from the app:
 *   support/public-form-static-copy.ts) and the hand-written baseline. lcpRatio is the form page's
 *   LCP over the static copy's (goal <= 1.2), with the performance, accessibility and CLS of both.
 *
 * It builds nothing: it needs the built client (`npm run build`; WEB_DIST_DIR, default dist/web)
 * and stops with a message when it is missing. The app runs in this process through buildApp on a
 * free port, on an embedded PGlite in a temporary DATA_DIR, or in a throwaway database on the
 * PostgreSQL named by DATABASE_URL or TEST_DATABASE_URL. The form is created and published
 * through the HTTP API by a registered user who first uploads a logo and saves a brand kit, so the
 * page carries the kit's theme and logo as a branded form does. The logo is an image from
 * /api/public/brand-logos/: it is counted apart (logoRequestsBeforeUsable), not as an API round
 * trip, and the run fails if it is not shown. Chromium is /usr/bin/chromium (or CHROMIUM_PATH).
 *
 * Goals (DESIGN.md §7, issue 29 item 4): jsBeforeUsableBytes 0, jsGzipBytesAll <= 100 KB,
 * lcpRatio <= 1.2, performance 100, accessibility 100, CLS 0.
 * Lighthouse figures are noisy on a busy machine; compare medians from the same run. Set
 * BENCH_RUNS to change the number of Lighthouse runs, BENCH_LIGHTHOUSE_DIR to keep every report.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { lockDataDir } from '../server/src/db/data-dir-lock';
import { type Database, openDatabase } from '../server/src/db/database';
import {
  launchDebuggableChromium,
  type LighthouseRun,
  measureJs,
  runLighthouse,
  summarise,
  usableWithoutScript,
} from './support/public-form-browser';
import { startStaticCopy } from './support/public-form-static-copy';
import { workerPrecacheScriptBytes } from './support/worker-precache';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROOT = path.resolve(import.meta.dirname, '..');

/** The same ten questions as the baseline page, in the same order. */
const FORM = {
  title: 'Customer survey',
  description: 'Ten short questions about your visit.',
  questions: [
    { id: 'name', type: 'SHORT_TEXT', title: 'Your name', required: true },
    { id: 'email', type: 'EMAIL', title: 'Email' },
    {
      id: 'source',
      type: 'MULTIPLE_CHOICE',
      title: 'How did you hear about us?',
      options: ['Search', 'Friend', 'Social media', 'Other'],
    },
    {
      id: 'products',
      type: 'CHECKBOX',
      title: 'Which products do you use?',
      options: ['Forms', 'Surveys', 'Quizzes', 'Polls'],
    },
    { id: 'stars', type: 'RATING', title: 'Rate your visit', settings: { max: 5, icon: 'star' } },
    { id: 'nps', type: 'NPS', title: 'How likely are you to recommend us to a friend?' },
    {
      id: 'country',
      type: 'DROPDOWN',
      title: 'Country',
      options: ['France', 'Germany', 'Japan', 'United Kingdom', 'United States'],
    },
    { id: 'comments', type: 'LONG_TEXT', title: 'Anything else you would like to tell us?' },
    { id: 'visited', type: 'DATE', title: 'When did you visit?' },
    { id: 'again', type: 'YES_NO', title: 'Would you come back?' },
  ].map((q, order) => ({ ...q, order })),
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** The app's database: a throwaway PostgreSQL database when one is configured, else PGlite. */
async function openBenchDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `formloom_bench_form_${process.pid}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ driver: 'postgres', url: url.toString() });
    return {
      database,
      cleanup: async () => {
        await database.close();
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-bench-form-'));
  const release = await lockDataDir(dataDir);
  const database = await openDatabase({ driver: 'pglite', dataDir });
  return {
    database,
    cleanup: async () => {
      await database.close();
      await release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A real PNG logo (a 240x64 two-tone mark, RGB, unfiltered rows), made here so the bench needs no
 * fixture file. Large enough to be a plausible logo, small enough to be one request.
 */
export function pngLogo(width = 240, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      // A square mark on the left in the brand colour, then a lighter band.
      rows.set(x < height ? [0x0f, 0x76, 0x6e] : [0xcc, 0xfb, 0xf1], at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A branded form, as a real owner makes one through the HTTP API: register, upload a logo, save a
 * brand kit, then create the form (which starts from the kit, logo included) and publish it.
 */
async function publishForm(origin: string): Promise<{ id: string; logoUrl: string }> {
  let cookie = '';
  const call = async <T>(method: string, url: string, body: unknown): Promise<T> => {
    const json = !(body instanceof FormData);
    const res = await fetch(new URL(url, origin), {
      method,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        origin,
        ...(cookie ? { cookie } : {}),
      },
      body: json ? JSON.stringify(body) : body,
    });
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const password = 'bench-Lantern-Orchard-42';
  await call('POST', '/api/auth/register', {
    username: `bench${process.pid}`,
    email: `bench${process.pid}@example.com`,
    password,
    confirmPassword: password,
  });
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array(pngLogo())], { type: 'image/png' }), 'logo.png');
  const { logoUrl } = await call<{ logoUrl: string }>('POST', '/api/brand-kit/logo', upload);
  await call('PUT', '/api/brand-kit', {
    logoUrl,
    primaryColor: '#0f766e',
    secondaryColor: '#1e3a8a',
    accentColor: '#9a3412',
    fontFamily: 'Verdana',
    buttonStyle: 'pill',
  });
  const { id } = await call<{ id: string }>('POST', '/api/forms', { definition: FORM });
  await call('POST', `/api/forms/${id}/publish`, {});
  return { id, logoUrl };
}

/** The baseline: the static page and a robots.txt, gzipped, from a bare node:http server. */
async function startBaseline(): Promise<{ server: http.Server; url: string }> {
  const page = zlib.gzipSync(
    fs.readFileSync(path.join(import.meta.dirname, 'support', 'public-form-baseline.html')),
  );
  const server = http.createServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('User-agent: *\nAllow: /\n');
      return;
    }
    if (req.url !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/` };
}

/** A function that resolves once no request of the page is in flight (checked when called). */

export async function run(): Promise<Record<string, unknown>> {
  const webDistDir = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');
  if (!fs.existsSync(path.join(webDistDir, 'form.html'))) {
    throw new Error(`bench/public-form needs the built client in ${webDistDir}: npm run build`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { database, cleanup } = await openBenchDatabase();
  const cleanups: (() => Promise<unknown> | unknown)[] = [cleanup];
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir,
    });
    const app = await buildApp(config, { database });
    await app.listen({ port, host: '127.0.0.1' });
    cleanups.unshift(() => app.close());
    const { id: formId, logoUrl } = await publishForm(origin);
    const formUrl = `${origin}/forms/${formId}`;
    const baseline = await startBaseline();
    cleanups.unshift(() => new Promise((resolve) => baseline.server.close(resolve)));

    const js = await measureJs(formUrl, { logoUrl });
    const french = await measureJs(`${formUrl}?lang=fr`, { logoUrl });
    const secondLanguageGzipBytes = french.jsGzipBytes - js.jsGzipBytes;
    console.log(
      `public form in French (?lang=fr): ${french.jsGzipBytes} B before the first question is usable, ${secondLanguageGzipBytes} B more than in English`,
    );
    console.log(
      `public form: ${js.jsGzipBytes} B of gzipped JS in ${js.scriptsBeforeUsable} scripts before the first question is usable (${js.usableMs} ms unthrottled), ${js.jsGzipBytesAll} B at network idle, ${js.jsGzipBytesAfterFirstInput} B after focusing the first question; ${js.apiCallsBeforeUsable} API calls before; brand logo shown ${js.logo.naturalWidth}x${js.logo.naturalHeight} in a ${js.logo.boxWidth}x${js.logo.boxHeight} box`,
    );

    const noScript = await usableWithoutScript(formUrl);
    const jsBeforeUsableBytes = noScript ? 0 : js.jsGzipBytes;
    console.log(
      `without JavaScript the first question is ${noScript ? 'usable' : 'NOT usable'}: jsBeforeUsableBytes ${jsBeforeUsableBytes}`,
    );
    const copy = await startStaticCopy(formUrl);
    cleanups.unshift(() => new Promise((resolve) => copy.server.close(resolve)));
    console.log(`static copy: the form page's HTML with ${copy.scriptsRemoved} scripts taken out`);

    const chrome = await launchDebuggableChromium();
    cleanups.unshift(() => chrome.child.kill());
    const subjectRuns: LighthouseRun[] = [];
    const copyRuns: LighthouseRun[] = [];
    const baselineRuns: LighthouseRun[] = [];
    // Interleaved, so a burst of load from elsewhere on the machine hits every page alike.
    for (let i = 0; i < RUNS; i++) {
      subjectRuns.push(await runLighthouse(formUrl, chrome.port));
      copyRuns.push(await runLighthouse(copy.url, chrome.port));
      baselineRuns.push(await runLighthouse(baseline.url, chrome.port));
    }
    const subject = summarise(subjectRuns);
    const staticCopy = summarise(copyRuns);
    const base = summarise(baselineRuns);
    const perf = (runs: LighthouseRun[]) => runs.map((r) => r.performance).join(', ');
    const lcp = (runs: LighthouseRun[]) => runs.map((r) => Math.round(r.lcp)).join(', ');
    console.log(
      `lighthouse runs (perf): form ${perf(subjectRuns)}; static copy ${perf(copyRuns)}; baseline ${perf(baselineRuns)}`,
    );
    console.log(
      `lighthouse runs (LCP ms): form ${lcp(subjectRuns)}; static copy ${lcp(copyRuns)}; baseline ${lcp(baselineRuns)}`,
    );
    console.log(`form audits below 100: ${subject.failing.join(', ') || 'none'}`);
    console.log(`static copy audits below 100: ${staticCopy.failing.join(', ') || 'none'}`);
    console.log(`baseline audits below 100: ${base.failing.join(', ') || 'none'}`);
    return {
      jsBeforeUsableBytes,
      lcpRatio: Number((subject.lcp / Math.max(staticCopy.lcp, 1)).toFixed(3)),
      jsGzipBytes: js.jsGzipBytes,
      jsGzipBytesAll: js.jsGzipBytesAll,
      jsGzipBytesAfterFirstInput: js.jsGzipBytesAfterFirstInput,
      workerPrecacheGzipBytes: workerPrecacheScriptBytes(webDistDir),
      secondLanguageGzipBytes,
      apiCallsBeforeUsable: js.apiCallsBeforeUsable,
      logoRequestsBeforeUsable: js.logoRequestsBeforeUsable,
      performance: subject.performance,
      accessibility: subject.accessibility,
      cls: subject.cls,
      lcpMs: subject.lcp,
      tbtMs: subject.tbt,
      fcpMs: subject.fcp,
      staticCopyPerformance: staticCopy.performance,
      staticCopyAccessibility: staticCopy.accessibility,
      staticCopyCls: staticCopy.cls,
      staticCopyLcpMs: staticCopy.lcp,
      baselinePerformance: base.performance,
      baselineAccessibility: base.accessibility,
      baselineCls: base.cls,
      baselineLcpMs: base.lcp,
      baselineTbtMs: base.tbt,
      ratio: Number((subject.performance / Math.max(base.performance, 1)).toFixed(3)),
      runs: RUNS,
    };
  } finally {
    for (const step of cleanups) await step();
  }
}
