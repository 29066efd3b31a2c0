/**
 * The round-two journey's guard (issue 28 item 11): console errors, page errors, server errors and
 * axe violations were each found on some screen after its own test had passed, because each test
 * looked only at what it was about. The guard watches every browser context of a journey and
 * collects all three kinds of fault on every screen visited, and the journey ends by asserting the
 * lists are empty, so any of them coming back anywhere fails it, named with where it was seen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { axeViolations, newPage } from './browser';
import { realErrors } from './respondent';

type Violations = Awaited<ReturnType<typeof axeViolations>>;

export interface SurfaceFindings {
  /** "who: message", console errors and uncaught page errors, less the browser's 4xx notes. */
  consoleErrors: string[];
  /** "who: 503 GET /api/...", every response of 500 or more any page of a context received. */
  serverErrors: string[];
  /** The screens axe found violations on. */
  axe: { screen: string; violations: Violations }[];
}

export class SurfaceGuard {
  private readonly consoleErrors: string[] = [];
  private readonly serverErrors: string[] = [];
  private readonly axeFindings: SurfaceFindings['axe'] = [];
  private readonly allowed: { who: string; pattern: RegExp }[] = [];

  constructor() {
    // A journey that fails half-way says what the guard had seen by then: often the cause.
    onTestFailed(() => {
      console.error('Surface guard findings so far:', JSON.stringify(this.findings(), null, 2));
    });
  }

  /** A fresh context of `browser`, watched under the name `who`; animations off. */
  async open(browser: Browser, who: string, viewport?: { width: number; height: number }) {
    const { context, page } = await newPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    this.watch(context, who);
    return { context, page };
  }

  /** Records every page of the context from now on: new pages and popups included. */
  watch(context: BrowserContext, who: string): void {
    context.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(`${who}: ${message.text()}`);
    });
    context.on('weberror', (error) => this.consoleErrors.push(`${who}: ${error.error().message}`));
    context.on('response', (response) => {
      if (response.status() < 500) return;
      const { pathname, search } = new URL(response.url());
      this.serverErrors.push(
        `${who}: ${response.status()} ${response.request().method()} ${pathname}${search}`,
      );
    });
  }

  /**
   * Names a console error `who` is expected to cause (the API client logs every refused call, so
   * a refusal the journey asks for on purpose prints one). Only that person's, only that message.
   */
  allow(who: string, pattern: RegExp): void {
    this.allowed.push({ who, pattern });
  }

  /** Runs axe on the page as it is now; `screen` names it in the findings. */
  async axe(page: Page, screen: string): Promise<void> {
    const violations = await axeViolations(page);
    if (violations.length > 0) this.axeFindings.push({ screen, violations });
  }

  findings(): SurfaceFindings {
    const expected = (line: string) =>
      this.allowed.some(({ who, pattern }) => line.startsWith(`${who}: `) && pattern.test(line));
    return {
      consoleErrors: realErrors(this.consoleErrors).filter((line) => !expected(line)),
      serverErrors: [...this.serverErrors],
      axe: [...this.axeFindings],
    };
  }

  /** The journey's last step: nothing of the three kinds anywhere, else the list of what was. */
  expectClean(): void {
    expect(this.findings()).toEqual({ consoleErrors: [], serverErrors: [], axe: [] });
  }
}
