/**
 * Posting a public form as a browser without script does (ADR 033): multipart bodies of the page's
 * native controls, the page's hidden fields read back, and the visible text of `<main>`.
 */
import crypto from 'node:crypto';
import type { BrowserClient } from './browser-client';

export type Entry = [string, string | { name: string; type: string; data: Buffer }];

export function multipart(entries: Entry[]) {
  const boundary = `----formloom${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.from(value),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The attributes of each `<input>` on the page, whatever their order and spelling. */
function inputs(html: string): Map<string, string>[] {
  return [...html.matchAll(/<input\b([^>]*)>/g)].map((tag) => {
    const attributes = new Map<string, string>();
    for (const [, name, , value] of tag[1]!.matchAll(/([\w-]+)(="([^"]*)")?/g))
      attributes.set(name!.toLowerCase(), value ?? '');
    return attributes;
  });
}

/** The values of the checked inputs named `name` (radios and checkboxes), in page order. */
export function checkedValues(html: string, name: string): string[] {
  return inputs(html)
    .filter((input) => input.get('name') === name && input.has('checked'))
    .map((input) => input.get('value') ?? '');
}

/** A hidden input's value on the page ('' when there is none). */
export function hiddenValue(html: string, name: string): string {
  const input = inputs(html).find((i) => i.get('type') === 'hidden' && i.get('name') === name);
  return input?.get('value') ?? '';
}

/** The hidden fields of the page's native form. */
export function hidden(html: string): { draft: string; page: string } {
  return { draft: hiddenValue(html, '_draft'), page: hiddenValue(html, '_page') };
}

export function postPage(
  client: BrowserClient,
  formId: string,
  entries: Entry[],
  headers: Record<string, string> = {},
) {
  const body = multipart(entries);
  return client.post(`/forms/${formId}`, body.payload, { ...body.headers, ...headers });
}

/** The visible text of the page's `<main>` (the inlined JSON left out). */
export const textOf = (html: string) =>
  (/<main id="main">([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
