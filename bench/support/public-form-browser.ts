/**
 * The browser side of bench/public-form: the JavaScript a page loads before its first question is
 * usable (measured with playwright-core in Debian's Chromium), and Lighthouse runs against a
 * Chromium started with a debugging port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { waitInPage } from './wait-in-page';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const INTERACTIVE_MARK = 'formloom:interactive';
/** Where to keep each Lighthouse report (JSON), to read the audits behind a score. */
export const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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

export interface JsFigures {
  jsGzipBytes: number;
  jsGzipBytesAll: number;
  jsGzipBytesAfterFirstInput: number;
  scriptsBeforeUsable: number;
  apiCallsBeforeUsable: number;
  /** Requests for the brand logo image started before usable (an image, not an API round trip). */
  logoRequestsBeforeUsable: number;
  /** The logo as shown: its own size and the box the page gives it (fixed, so it shifts nothing). */
  logo: { naturalWidth: number; naturalHeight: number; boxWidth: number; boxHeight: number };
  usableMs: number;
}

/**
 * Scripts loaded before the first question is usable, in a fresh phone-sized context. With
 * `logoUrl` (the form's brand logo path), the logo must be shown, loaded, or the run fails.
 */
export async function measureJs(
  url: string,
  options: { logoUrl?: string } = {},
): Promise<JsFigures> {
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
    await waitInPage(page, 'window.__firstControlAt !== undefined', {
      timeoutMs: 30_000,
      message: `no form control was shown on ${url} within 30 s`,
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
    const isLogo = (e: { name: string }) =>
      options.logoUrl !== undefined && new URL(e.name).pathname === options.logoUrl;
    const apiCalls = entries.filter(
      (e) => new URL(e.name).pathname.startsWith('/api/') && !isLogo(e) && e.startTime < usable,
    );
    const logoRequests = entries.filter((e) => isLogo(e) && e.startTime < usable);
    const logo = options.logoUrl
      ? await waitInPage<JsFigures['logo']>(
          page,
          `(() => {
              const img = document.querySelector('img.fl-logo');
              if (!img || !img.complete || img.naturalWidth === 0) return false;
              const box = img.getBoundingClientRect();
              return {
                naturalWidth: img.naturalWidth,
                naturalHeight: img.naturalHeight,
                boxWidth: Math.round(box.width),
                boxHeight: Math.round(box.height),
              };
            })()`,
          {
            timeoutMs: 10_000,
            message: `the brand logo ${options.logoUrl} was not shown on ${url}`,
          },
        )
      : { naturalWidth: 0, naturalHeight: 0, boxWidth: 0, boxHeight: 0 };
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
      logoRequestsBeforeUsable: logoRequests.length,
      logo,
      usableMs: Math.round(usable),
    };
  } finally {
    await browser.close();
  }
}

const FIRST_CONTROL = '[data-question-id] :is(input, select, textarea)';

/**
 * Whether the first question is usable with no script at all (issue 29, item 4: the script needed
 * before it is usable is 0 bytes): in a context with JavaScript off, the page's first control is
 * shown, enabled and takes typing, inside a form that posts. Locators only: page.evaluate needs
 * script.
 */
export async function usableWithoutScript(url: string): Promise<boolean> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const control = page.locator(FIRST_CONTROL).first();
    if (!(await control.isVisible()) || !(await control.isEnabled())) return false;
    const posts = (await page.locator('form[method="post"]').count()) > 0;
    const type = await control.getAttribute('type');
    if (type === 'radio' || type === 'checkbox') {
      await control.check();
      return posts && (await control.isChecked());
    }
    await control.fill('12');
    return posts && (await control.inputValue()) === '12';
  } finally {
    await browser.close();
  }
}

/** Chromium with a DevTools port for Lighthouse (launched directly, without chrome-launcher). */
export async function launchDebuggableChromium(): Promise<{ child: ChildProcess; port: number }> {
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

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
  failing: string[];
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
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

export function summarise(runs: LighthouseRun[]) {
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
