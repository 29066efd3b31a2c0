/**
 * Issue 12, defect 9: the responses search `q` (the list and the CSV export share it) matches the
 * text as it is, so `_`, `%` and `\` are ordinary characters, not LIKE wildcards or escapes.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseListSchema } from '@core/api/responses';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
let formId: string;

const COMMENTS = ['a_b', 'axb', '50%', '50 percent', 'back\\slash', 'backslash', 'Plain text'];

beforeAll(async () => {
  t = await createTestApp();
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  formId = (
    await owner.post('/api/forms', {
      definition: {
        title: 'Search',
        questions: [{ id: 'comment', type: 'SHORT_TEXT', title: 'Comment', order: 0 }],
      },
    })
  ).json().id;
  expect((await owner.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);
  for (const comment of COMMENTS) {
    const res = await new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
      draftId: crypto.randomUUID(),
      answers: { comment },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

async function listed(q: string): Promise<string[]> {
  const res = await owner.get(`/api/forms/${formId}/responses?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return responseListSchema
    .parse(res.json())
    .items.map((item) => String(item.answers.comment))
    .sort();
}

async function exported(q: string): Promise<string[]> {
  const res = await owner.get(`/api/forms/${formId}/export.csv?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  // Header first; every comment here is a single CSV field without quotes or commas, and the
  // header names the Comment column (others, such as "Form version", come after it).
  const [header = '', ...lines] = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const column = header.split(',').indexOf('Comment');
  expect(column).toBeGreaterThan(-1);
  return lines.map((line) => line.split(',')[column] ?? '').sort();
}

const CASES: [string, string[]][] = [
  ['_', ['a_b']],
  ['a_b', ['a_b']],
  ['%', ['50%']],
  ['50%', ['50%']],
  ['\\', ['back\\slash']],
  ['k\\s', ['back\\slash']],
  ['plain', ['Plain text']],
];

describe('searching responses', () => {
  it.each(CASES)('lists what contains %j literally', async (q, expected) => {
    expect(await listed(q)).toEqual(expected);
  });

  it.each(CASES)('exports what contains %j literally', async (q, expected) => {
    expect(await exported(q)).toEqual(expected);
  });
});
