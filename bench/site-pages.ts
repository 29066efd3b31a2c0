/**
 * bench/site-pages: the public pages visitors see first (issue 16 item 6): home, /pricing and
 * /terms, served by the app (server-rendered HTML, then the app takes over), against a plain
 * static copy of each page (the same HTML without any script, with its stylesheet) served gzipped
 * by a node:http server in the same process (support/site-pages-baseline.ts).
 *
 * - Lighthouse 12.8 (mobile defaults: simulated slow 4G and 4x CPU slowdown), three runs per page
 *   and side, interleaved; the median of performance, CLS, LCP, TBT and FCP.
 * - The takeover, in Chromium at 412x823: the layout shift from first paint to network idle and
 *   the footer's top before the app's script runs and after the route's screen rendered
 *   (support/site-pages-shift.ts): the footer must not move.
 *
 * Goal: performance >= 95 and CLS < 0.05 on every page. `ratio` is the worst page's performance
 * over its static copy's. It builds nothing: it needs the built client (`npm run build`;
 * WEB_DIST_DIR, default dist/web). The app runs in this process on an embedded PGlite (the
 * content pages are seeded at start). BENCH_RUNS changes the number of Lighthouse runs.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { lockDataDir } from '../server/src/db/data-dir-lock';
import { openDatabase } from '../server/src/db/database';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  launchDebuggableChromium,
  type LighthouseRun,
  runLighthouse,
  summarise,
} from './support/public-form-browser';
import { startStaticCopies, staticCopy } from './support/site-pages-baseline';
import { measureTakeover, SHIFT_OBSERVER, type TakeoverFigures } from './support/site-pages-shift';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/pricing', '/terms'] as const;

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

async function takeover(url: string): Promise<TakeoverFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(SHIFT_OBSERVER);
    return await measureTakeover(page, url);
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const webDistDir = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(`bench/site-pages needs the built client in ${webDistDir}: npm run build`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-bench-pages-'));
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
    });
    const app = await buildApp(config, { database });
    await app.listen({ port, host: '127.0.0.1' });
    cleanups.unshift(() => app.close());

    const copies = new Map<string, string>();
    for (const page of PAGES) {
      const res = await fetch(`${origin}${page}`);
      const html = await res.text();
      if (!res.ok || !html.includes('data-prerendered=')) {
        throw new Error(`${page} is not server-rendered (${res.status})`);
      }
      copies.set(page, staticCopy(html));
    }
    const baseline = await startStaticCopies(webDistDir, copies);
    cleanups.unshift(() => new Promise((resolve) => baseline.server.close(resolve)));

    const shifts: Record<string, TakeoverFigures> = {};
    for (const page of PAGES) {
      shifts[page] = await takeover(`${origin}${page}`);
      const s = shifts[page];
      console.log(
        `${page} takeover: layout shift ${s.cls.toFixed(4)}, footer top ${Math.round(s.footerTopBefore)} px before the app, ${Math.round(s.footerTopAfter)} px after`,
      );
    }

    const chrome = await launchDebuggableChromium();
    cleanups.unshift(() => chrome.child.kill());
    const figures: Record<string, unknown> = {};
    let ratio = Number.POSITIVE_INFINITY;
    for (const page of PAGES) {
      const subjectRuns: LighthouseRun[] = [];
      const baselineRuns: LighthouseRun[] = [];
      // Interleaved, so a burst of load from elsewhere on the machine hits both sides alike.
      for (let i = 0; i < RUNS; i++) {
        subjectRuns.push(await runLighthouse(`${origin}${page}`, chrome.port));
        baselineRuns.push(await runLighthouse(`${baseline.origin}${page}`, chrome.port));
      }
      const subject = summarise(subjectRuns);
      const base = summarise(baselineRuns);
      const name = page === '/' ? 'home' : page.slice(1);
      console.log(
        `${page}: performance ${subject.performance} (runs ${subjectRuns.map((r) => r.performance).join(', ')}), CLS ${subject.cls}, LCP ${subject.lcp} ms, TBT ${subject.tbt} ms; static copy ${base.performance}, CLS ${base.cls}, LCP ${base.lcp} ms`,
      );
      console.log(`${page} audits below 100: ${subject.failing.join(', ') || 'none'}`);
      figures[name] = {
        performance: subject.performance,
        cls: subject.cls,
        lcpMs: subject.lcp,
        tbtMs: subject.tbt,
        fcpMs: subject.fcp,
        accessibility: subject.accessibility,
        takeoverShift: Number(shifts[page]!.cls.toFixed(4)),
        footerMovedPx: Math.round(shifts[page]!.footerTopAfter - shifts[page]!.footerTopBefore),
        baselinePerformance: base.performance,
        baselineCls: base.cls,
        baselineLcpMs: base.lcp,
      };
      ratio = Math.min(ratio, subject.performance / Math.max(base.performance, 1));
    }
    return { ...figures, ratio: Number(ratio.toFixed(3)), runs: RUNS };
  } finally {
    for (const step of cleanups) await step();
  }
}
