/**
 * Helpers shared by the respondent journeys (e2e/respondent*.spec.ts): forms published through the
 * API as a guest, their stored responses, a host page for the embed, and keyboard helpers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, type Frame, type Page, request } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl } from './browser';

export const PHONE = { width: 360, height: 740 };

/** The server refuses state-changing calls without a same-origin Origin header. */
export async function apiClient(): Promise<APIRequestContext> {
  const origin = new URL(appUrl('/')).origin;
  return request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
}

/** One response through the public endpoint, as a respondent's page sends it (201 expected). */
export async function submitAnswers(
  respondent: APIRequestContext,
  formId: string,
  answers: Record<string, unknown>,
): Promise<void> {
  const res = await respondent.post(`/api/public/forms/${formId}/responses`, {
    data: { draftId: crypto.randomUUID(), answers },
  });
  if (res.status() !== 201) throw new Error(`submission: ${res.status()} ${await res.text()}`);
}

export interface Published {
  id: string;
  owner: APIRequestContext;
}

/**
 * Creates and publishes a form, each with its own guest (a guest may have one published form at a
 * time). `owners` collects the API contexts so the spec can dispose of them.
 */
export async function publishForm(
  owners: APIRequestContext[],
  definition: object,
): Promise<Published> {
  const owner = await apiClient();
  owners.push(owner);
  const created = await owner.post('/api/forms', { data: { definition } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await owner.post(`/api/forms/${id}/publish`, { data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return { id, owner };
}

export interface StoredResponse {
  id: number;
  completed: boolean;
  referrer: string | null;
  answers: Record<string, unknown>;
}

/** The form's responses as its owner sees them. */
export async function responsesOf({ id: formId, owner }: Published): Promise<StoredResponse[]> {
  const res = await owner.get(`/api/forms/${formId}/responses`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: StoredResponse[] }).items;
}

export const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Runtime and CSP errors, but not the browser's note about an expected 4xx. */
export const realErrors = (errors: string[]) =>
  errors.filter((e) => !e.includes('Failed to load resource'));

/**
 * A host page on another origin (another port: Chromium refuses to frame a loopback server from
 * a public address, so the host is local too). It loads embed.js from the app, as a customer's
 * site would. Close the returned servers with `closeHosts`.
 */
export async function hostPage(hosts: http.Server[], page: Page, attributes: string) {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="en"><head><title>Host</title></head><body><main><h1>Our site</h1>` +
        `<script src="${appUrl('/embed.js')}" ${attributes}></script></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hosts.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  await page.goto(url);
  return url;
}

export const closeHosts = (hosts: http.Server[]) =>
  Promise.all(hosts.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));

/** Presses a key `times` times. */
export async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/**
 * What has the keyboard: its accessible name (aria-label, label, or text) and its role or type,
 * looking through shadow roots. Used to make sure each Tab lands where the journey expects.
 */
export function focused(page: Page) {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body) return 'body';
    // A label's text as a screen reader reads it: without the parts hidden from it.
    const text = (node: Element | null | undefined) => {
      if (!node) return null;
      const copy = node.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    };
    const byFor = element.id
      ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
      : null;
    const name = (
      element.getAttribute('aria-label') ??
      text(byFor) ??
      text(element.closest('label')) ??
      text(element) ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const kind = element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase();
    return `${kind}: ${name}`;
  });
}

/**
 * Waits until the public form page has hydrated its server-rendered HTML (ADR 033): the first
 * question is on screen before the script runs, and a journey about the scripted page (uploads,
 * logic, drafts) must not act on it before the script does.
 */
export async function waitForInteractive(page: Page | Frame): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('formloom:interactive').length > 0);
}

/**
 * The page has loaded all it needs offline and its service worker is registered and has cached
 * it (start-offline.ts's mark). A journey that takes the network away after this point tests the
 * respondent losing it while answering; before it, the worker's registration would race the
 * switch and the browser would log its failed script fetch.
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('formloom:offline-ready').length > 0,
  );
}
