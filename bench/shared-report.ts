/**
 * bench/shared-report: the page a shared report's link opens (issue 32 item 5, ADR 053), which
 * must score at least 95 in Lighthouse. A registered owner makes a form through the HTTP API,
 * 120 respondents answer it, and the owner shares a report with a filter, a cross-tab and the
 * trends; Lighthouse 12.8 (mobile defaults: simulated slow 4G, 4x CPU) opens the report's URL
 * three times (BENCH_RUNS). The app runs in this process on an embedded PGlite; the report page
 * is server-rendered HTML with no script, so it needs no built client beyond what the app serves.
 *
 * Goal: performance >= 95 and accessibility 100. `ratio` is the median performance over 95.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { lockDataDir } from '../server/src/db/data-dir-lock';
import { openDatabase } from '../server/src/db/database';
import {
  launchDebuggableChromium,
  type LighthouseRun,
  runLighthouse,
  summarise,
} from './support/public-form-browser';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RESPONSES = 120;
const ROOT = path.resolve(import.meta.dirname, '..');

const FORM = {
  title: 'Team survey',
  questions: [
    { id: 'plan', type: 'MULTIPLE_CHOICE', title: 'Plan', options: ['Free', 'Pro', 'Team'] },
    { id: 'region', type: 'DROPDOWN', title: 'Region', options: ['Europe', 'Americas', 'Asia'] },
    { id: 'score', type: 'RATING', title: 'How happy are you?', settings: { max: 5 } },
    { id: 'nps', type: 'NPS', title: 'Would you recommend us?' },
    { id: 'tools', type: 'CHECKBOX', title: 'Tools you use', options: ['Forms', 'Reports', 'API'] },
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

/** An HTTP client with one session's cookie, as a browser holds it. */
function client(origin: string) {
  let cookie = '';
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(new URL(url, origin), {
      method,
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** The owner's form, its responses (spread over the options) and a report shared from it. */
async function sharedReportUrl(origin: string): Promise<string> {
  const owner = client(origin);
  const password = 'bench-Lantern-Orchard-42';
  await owner('POST', '/api/auth/register', {
    username: `report${process.pid}`,
    email: `report${process.pid}@example.com`,
    password,
    confirmPassword: password,
  });
  const { id } = await owner<{ id: string }>('POST', '/api/forms', { definition: FORM });
  await owner('POST', `/api/forms/${id}/publish`, {});
  const respondent = client(origin);
  for (let i = 0; i < RESPONSES; i++) {
    await respondent('POST', `/api/public/forms/${id}/responses`, {
      draftId: crypto.randomUUID(),
      answers: {
        plan: FORM.questions[0]!.options![i % 3],
        region: FORM.questions[1]!.options![(i * 7) % 3],
        score: 1 + (i % 5),
        nps: i % 11,
        tools: i % 2 ? ['Forms', 'API'] : ['Reports'],
      },
    });
  }
  const { url } = await owner<{ url: string }>('POST', `/api/forms/${id}/reports`, {
    name: 'Paying customers',
    filters: { filters: [{ questionId: 'plan', operator: 'IS_ONE_OF', value: ['Pro', 'Team'] }] },
    crosstabs: [{ row: 'plan', column: 'region' }],
  });
  return new URL(url, origin).href;
}

export async function run(): Promise<Record<string, unknown>> {
  const webDistDir = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-bench-report-'));
  const release = await lockDataDir(dataDir);
  const database = await openDatabase({ driver: 'pglite', dataDir });
  const cleanups: (() => Promise<unknown> | unknown)[] = [
    async () => {
      await database.close();
      await release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  ];
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: origin,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir,
      // The bench's 120 respondents share one address.
      SUBMIT_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const app = await buildApp(config, { database });
    await app.listen({ port, host: '127.0.0.1' });
    cleanups.unshift(() => app.close());

    const url = await sharedReportUrl(origin);
    const page = await fetch(url);
    const html = await page.text();
    if (!page.ok || !html.includes('<table')) throw new Error(`the report page: ${page.status}`);
    console.log(`report page: ${Buffer.byteLength(html)} B of HTML, ${RESPONSES} responses`);

    const chrome = await launchDebuggableChromium();
    cleanups.unshift(() => chrome.child.kill());
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(url, chrome.port));
    const report = summarise(runs);
    console.log(
      `lighthouse runs: performance ${runs.map((r) => r.performance).join(', ')}; accessibility ${runs.map((r) => r.accessibility).join(', ')}`,
    );
    console.log(`audits below 100: ${report.failing.join(', ') || 'none'}`);
    return {
      performance: report.performance,
      accessibility: report.accessibility,
      cls: report.cls,
      lcpMs: report.lcp,
      tbtMs: report.tbt,
      fcpMs: report.fcp,
      htmlBytes: Buffer.byteLength(html),
      ratio: Number((report.performance / 95).toFixed(3)),
      runs: RUNS,
    };
  } finally {
    for (const step of cleanups) await step();
  }
}
