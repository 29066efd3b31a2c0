/** Debian's Chromium through playwright-core (never a downloaded browser), plus an axe helper. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { chromiumOptions } from './browser-options';

export const appUrl = (path = '/') => new URL(path, inject('appUrl')).toString();

/**
 * The journey's browser: a connection to the one Chromium of the run (global-setup.ts, ADR 051).
 * Each call connects anew, so a journey with two users has two independent connections, and
 * `browser.close()` in a journey's afterAll only disconnects (closing its contexts). A spec run
 * without the global setup launches its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumOptions());
}

/** A fresh context per journey: no cookies or storage leak between tests. */
export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    /**
     * 'block' for a journey that routes requests with page.route: a request the public form's
     * service worker (ADR 032) passes on is not seen by page.route.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { context, page, errors };
}

/**
 * Waits for every running animation that ends (a spinner's never does, and a paused one is not
 * running) to finish: CSS transitions included, so a box measured afterwards has its final size.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The rule sets every check runs. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The axe-core that @axe-core/playwright itself injects, so both ways run the same rules. */
const AXE_SOURCE = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * axe-core run inside the page itself. AxeBuilder's way (axe injected into every frame, a partial
 * run in each, the parts combined in a new blank page it opens) took 5-7 s per check on /pricing
 * at load 9, against 0.6-0.7 s for the same rules run in the page: the journeys' checks were a
 * third of their time. With one frame there is nothing to combine, so the results are the same;
 * a page with frames (an embed, a video) still goes through AxeBuilder.
 */
async function axeResults(page: Page, include?: string): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
    return (include ? builder.include(include) : builder).analyze();
  }
  // Once per document: the source is half a megabyte to send and compile.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([tags, selector]) => {
      const { axe } = window as unknown as {
        axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
      };
      return axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
    },
    [AXE_TAGS, include ?? null] as const,
  );
}

/** The page's axe violations, in short; `include` checks one part of it only. */
export async function axeViolations(page: Page, options: { include?: string } = {}) {
  // axe computes contrast from the colours on screen: text that is still fading in (a toast's
  // entrance) is partly transparent and fails a contrast the settled screen passes. Seen on a busy
  // machine, where the fade is still running when the test gets here.
  await settleAnimations(page);
  const result = await axeResults(page, options.include);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/**
 * A download's bytes. Through the run's one Chromium (a remote connection, ADR 051) a download
 * has no local path, so it is read as a stream.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
