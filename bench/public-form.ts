/**
 * bench/public-form: the public form page (/forms/{id}) of a published 10-question form, against
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
 *   form has no logic).
 * - Lighthouse 12.8 (mobile defaults: simulated slow 4G and 4x CPU slowdown) on both pages, three
 *   runs each, interleaved; the median of each figure.
 *
 * It builds nothing: it needs the built client (`npm run build`; WEB_DIST_DIR, default dist/web)
 * and stops with a message when it is missing. The app runs in this process through buildApp on a
 * free port, on an embedded PGlite in a temporary DATA_DIR, or in a throwaway database on the
 * PostgreSQL named by DATABASE_URL or TEST_DATABASE_URL. The form is created and published
 * through the HTTP API as a guest. Chromium is /usr/bin/chromium (or CHROMIUM_PATH).
 *
 * Goal (DESIGN.md §7): jsGzipBytes <= 100 KB, performance >= 95, accessibility 100, CLS 0.
 * Lighthouse figures are noisy on a busy machine; compare medians from the same run. Set
 * BENCH_RUNS to change the number of Lighthouse runs, BENCH_LIGHTHOUSE_DIR to keep every report.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { lockDataDir } from '../server/src/db/data-dir-lock';
import { type Database, openDatabase } from '../server/src/db/database';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ROOT = path.resolve(import.meta.dirname, '..');
const INTERACTIVE_MARK = 'formloom:interactive';
/** Where to keep each Lighthouse report (JSON), to read the audits behind a score. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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

/** Creates and publishes the form as a guest, through the HTTP API like the builder does. */
async function publishForm(origin: string): Promise<string> {
  let cookie = '';
  const call = async (method: string, url: string, body: unknown) => {
    const res = await fetch(new URL(url, origin), {
      method,
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return JSON.parse(text) as { id: string };
  };
  const { id } = await call('POST', '/api/forms', { definition: FORM });
  await call('POST', `/api/forms/${id}/publish`, {});
  return id;
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
function settled(page: Page): () => Promise<void> {
  let inFlight = 0;
  let wake: (() => void) | null = null;
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) wake?.();
  };
  page.on('request', () => inFlight++);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          wake = resolve;
        });
}

interface JsFigures {
  jsGzipBytes: number;
  jsGzipBytesAll: number;
  jsGzipBytesAfterFirstInput: number;
  scriptsBeforeUsable: number;
  apiCallsBeforeUsable: number;
  usableMs: number;
}

/** Scripts loaded before the first question is usable, in a fresh phone-sized context. */
async function measureJs(url: string): Promise<JsFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // When the first control of the first question is in the page, visible and enabled. A string,
    // not a function: tsx would wrap the function's inner names in a helper the page lacks.
    await page.addInitScript(`{
      const observer = new MutationObserver(() => {
        const control = document.querySelector(
          '[data-question-id] :is(input, select, textarea, button)',
        );
        if (!control || control.disabled || control.getClientRects().length === 0) return;
        window.__firstControlAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    }`);
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/javascript/.test(type) || /\.m?js(\?|$)/.test(response.url())) {
        bodies.set(
          response.url(),
          response.body().catch(() => Buffer.alloc(0)),
        );
      }
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction('window.__firstControlAt !== undefined', undefined, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    const { usable, entries } = (await page.evaluate(
      `({
        usable: Math.max(
          window.__firstControlAt,
          performance.getEntriesByName(${JSON.stringify(INTERACTIVE_MARK)})[0]?.startTime ?? 0,
        ),
        entries: performance
          .getEntriesByType('resource')
          .map((e) => ({ name: e.name, startTime: e.startTime })),
      })`,
    )) as { usable: number; entries: { name: string; startTime: number }[] };
    const gzipOf = async (name: string) => {
      const body = await bodies.get(name);
      return body ? zlib.gzipSync(body).length : 0;
    };
    const scripts = entries.filter((e) => bodies.has(e.name));
    const before = scripts.filter((e) => e.startTime < usable);
    const sizes = async (list: typeof scripts) =>
      (await Promise.all(list.map((e) => gzipOf(e.name)))).reduce((a, b) => a + b, 0);
    const apiCalls = entries.filter(
      (e) => new URL(e.name).pathname.startsWith('/api/') && e.startTime < usable,
    );
    const atIdle = await sizes(scripts);

    // Then the respondent focuses the first question: whatever loads on a first interaction (the
    // form engine, for a form without logic) counts in jsGzipBytesAfterFirstInput.
    const idle = settled(page);
    const firstScript = page
      .waitForResponse((r) => /\.m?js(\?|$)/.test(r.url()), { timeout: 10_000 })
      .catch(() => null);
    await page.locator('[data-question-id] :is(input, select, textarea, button)').first().focus();
    if (await firstScript) await idle();
    await Promise.all(bodies.values());
    let afterFirstInput = 0;
    for (const name of bodies.keys()) afterFirstInput += await gzipOf(name);
    await context.close();
    return {
      jsGzipBytes: await sizes(before),
      jsGzipBytesAll: atIdle,
      jsGzipBytesAfterFirstInput: afterFirstInput,
      scriptsBeforeUsable: before.length,
      apiCallsBeforeUsable: apiCalls.length,
      usableMs: Math.round(usable),
    };
  } finally {
    await browser.close();
  }
}

/** Chromium with a DevTools port for Lighthouse (launched directly, without chrome-launcher). */
async function launchDebuggableChromium(): Promise<{ child: ChildProcess; port: number }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.once('exit', () => fs.rmSync(profile, { recursive: true, force: true }));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}):\n${output}`)));
  });
  return { child, port };
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
  failing: string[];
}

async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).port}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Audits that cost points: scored below 1, or informative opportunities with savings.
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => {
        const a = lhr.audits[ref.id];
        return a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative';
      })
      .map((ref) => `${category.id}:${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    failing,
  };
}

function summarise(runs: LighthouseRun[]) {
  const of = (key: Exclude<keyof LighthouseRun, 'failing'>) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    cls: Number(of('cls').toFixed(4)),
    lcp: Math.round(of('lcp')),
    tbt: Math.round(of('tbt')),
    fcp: Math.round(of('fcp')),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

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
    const formId = await publishForm(origin);
    const formUrl = `${origin}/forms/${formId}`;
    const baseline = await startBaseline();
    cleanups.unshift(() => new Promise((resolve) => baseline.server.close(resolve)));

    const js = await measureJs(formUrl);
    console.log(
      `public form: ${js.jsGzipBytes} B of gzipped JS in ${js.scriptsBeforeUsable} scripts before the first question is usable (${js.usableMs} ms unthrottled), ${js.jsGzipBytesAll} B at network idle, ${js.jsGzipBytesAfterFirstInput} B after focusing the first question; ${js.apiCallsBeforeUsable} API calls before`,
    );

    const chrome = await launchDebuggableChromium();
    cleanups.unshift(() => chrome.child.kill());
    const subjectRuns: LighthouseRun[] = [];
    const baselineRuns: LighthouseRun[] = [];
    // Interleaved, so a burst of load from elsewhere on the machine hits both sides alike.
    for (let i = 0; i < RUNS; i++) {
      subjectRuns.push(await runLighthouse(formUrl, chrome.port));
      baselineRuns.push(await runLighthouse(baseline.url, chrome.port));
    }
    const subject = summarise(subjectRuns);
    const base = summarise(baselineRuns);
    console.log(
      `lighthouse runs (perf): form ${subjectRuns.map((r) => r.performance).join(', ')}; baseline ${baselineRuns.map((r) => r.performance).join(', ')}`,
    );
    console.log(`form audits below 100: ${subject.failing.join(', ') || 'none'}`);
    console.log(`baseline audits below 100: ${base.failing.join(', ') || 'none'}`);
    return {
      jsGzipBytes: js.jsGzipBytes,
      jsGzipBytesAll: js.jsGzipBytesAll,
      jsGzipBytesAfterFirstInput: js.jsGzipBytesAfterFirstInput,
      apiCallsBeforeUsable: js.apiCallsBeforeUsable,
      performance: subject.performance,
      accessibility: subject.accessibility,
      cls: subject.cls,
      lcpMs: subject.lcp,
      tbtMs: subject.tbt,
      fcpMs: subject.fcp,
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
