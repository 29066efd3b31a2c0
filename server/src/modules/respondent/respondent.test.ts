import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFormPayloadSchema } from '@core/api/public';
import { formDrafts, responses } from '../../db/schema';
import { multipartBody } from '../../test-support/upload-test-helpers';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

const QUESTIONS = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0, required: true },
  { id: 'score', type: 'NPS', title: 'Would you recommend us?', order: 1 },
  { id: 'photo', type: 'PICTURE_UPLOAD', title: 'A photo', order: 2 },
];

async function publishedForm(
  questions: unknown[] = QUESTIONS,
  customization: Record<string, unknown> = {},
) {
  const created = (
    await owner.post('/api/forms', { definition: { title: 'Survey', questions, customization } })
  ).json();
  await owner.post(`/api/forms/${created.id}/publish`);
  return created.id as string;
}

const respondent = () => new BrowserClient(t.app);
const submit = (
  client: BrowserClient,
  formId: string,
  answers: Record<string, unknown>,
  draftId = crypto.randomUUID(),
) => client.post(`/api/public/forms/${formId}/responses`, { draftId, answers });

async function responseCount(formId: string) {
  const [{ value }] = (await t.database.db
    .select({ value: count() })
    .from(responses)
    .where(eq(responses.formId, formId))) as [{ value: number }];
  return value;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the public form page', () => {
  it('inlines the definition without owner or guest ids', async () => {
    const id = await publishedForm();
    const res = await respondent().get(`/forms/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    const json = /<script type="application\/json" id="formloom-form">(.*?)<\/script>/s.exec(
      res.body,
    )?.[1];
    const payload = publicFormPayloadSchema.parse(JSON.parse(json!));
    expect(payload.status).toBe('open');
    expect(payload.form?.questions.map((q) => q.id)).toEqual(['name', 'score', 'photo']);
    expect(json).not.toMatch(/ownerId|anonymousId|accessCode|userId/);
    expect(res.body).toContain('<title>Survey · Formloom</title>');
  });

  it("renders the owner's custom CSS into the page, sanitised and scoped to the form", async () => {
    const created = (
      await owner.post('/api/forms', {
        definition: {
          title: 'Styled',
          questions: QUESTIONS,
          theme: { customCSS: '@import url(https://evil.example/x.css); h1 { color: #c00 }' },
        },
      })
    ).json();
    await owner.post(`/api/forms/${created.id}/publish`);
    const res = await respondent().get(`/forms/${created.id}`);
    // The sanitiser is a chunk of its own on the page (ADR 046); the server loads it first.
    const styles = [...res.body.matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]);
    expect(styles).toContain('#formloom-root h1{color:#c00}');
    expect(styles.join('')).not.toContain('evil.example');
  });

  it('sends the page compressed as the browser accepts, and a new one once the form changes', async () => {
    const id = await publishedForm();
    const plain = await respondent().get(`/forms/${id}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await respondent().get(`/forms/${id}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    // Each page carries its own signed draft id (ADR 033); the rest is the same page.
    const sameDraft = (html: string) => html.replace(/[0-9a-f-]{36}\.[\w-]{43}/g, 'DRAFT');
    expect(sameDraft(zlib.brotliDecompressSync(br.rawPayload).toString())).toBe(
      sameDraft(plain.body),
    );
    // Brotli refused (q=0): gzip, the same page.
    const gzip = await respondent().get(`/forms/${id}`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(sameDraft(zlib.gunzipSync(gzip.rawPayload).toString())).toBe(sameDraft(plain.body));

    await owner.post(`/api/forms/${id}/unpublish`);
    const after = await respondent().get(`/forms/${id}`, { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(after.rawPayload).toString()).toContain(
      '"status":"unpublished"',
    );
  });

  it('escapes markup in the inlined JSON', async () => {
    const id = await publishedForm([
      { id: 'x', type: 'SHORT_TEXT', title: '</script><script>alert(1)</script>', order: 0 },
    ]);
    const res = await respondent().get(`/forms/${id}`);
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script\\u003e');
  });

  it('reports unpublished and missing forms clearly', async () => {
    const draft = (await owner.post('/api/forms', {})).json().id;
    const unpublished = await respondent().get(`/api/public/forms/${draft}`);
    expect(unpublished.json()).toMatchObject({ status: 'unpublished', form: null });
    const missing = await respondent().get('/forms/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('"status":"not_found"');
  });

  it('reports a form closed by date or response count with the owner message', async () => {
    const byDate = await publishedForm(QUESTIONS, {
      closesAt: '2020-01-01T00:00:00Z',
      closedMessage: 'See you next year',
    });
    expect((await respondent().get(`/api/public/forms/${byDate}`)).json()).toMatchObject({
      status: 'closed',
      message: 'See you next year',
    });
    const byCount = await publishedForm(QUESTIONS, { maxResponses: 1 });
    expect((await submit(respondent(), byCount, { name: 'First' })).statusCode).toBe(201);
    const late = await submit(respondent(), byCount, { name: 'Second' });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('FORM_CLOSED');
  });
});

describe('drafts', () => {
  it('upserts by draft id and resumes on another device', async () => {
    const id = await publishedForm();
    const draftId = crypto.randomUUID();
    const phone = respondent();
    const first = await phone.put(`/api/public/forms/${id}/drafts/${draftId}`, {
      answers: { name: 'Ad' },
    });
    expect(first.statusCode).toBe(200);
    const second = await phone.put(`/api/public/forms/${id}/drafts/${draftId}`, {
      answers: { name: 'Ada' },
    });
    expect(second.json().resumeToken).toBe(first.json().resumeToken);
    const rows = await t.database.db
      .select()
      .from(formDrafts)
      .where(eq(formDrafts.draftId, draftId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.answers).toEqual({ name: 'Ada' });

    const laptop = respondent();
    const resumed = await laptop.get(`/api/public/drafts/${first.json().resumeToken}`);
    expect(resumed.json()).toMatchObject({ formId: id, draftId, answers: { name: 'Ada' } });
    expect((await laptop.get(`/api/public/drafts/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('freezes a draft once submitted', async () => {
    const id = await publishedForm();
    const draftId = crypto.randomUUID();
    const client = respondent();
    await client.put(`/api/public/forms/${id}/drafts/${draftId}`, { answers: { name: 'A' } });
    expect((await submit(client, id, { name: 'Ada' }, draftId)).statusCode).toBe(201);
    const [draft] = await t.database.db
      .select()
      .from(formDrafts)
      .where(eq(formDrafts.draftId, draftId));
    expect(draft!.isCompleted).toBe(true);
    expect(
      (await client.put(`/api/public/forms/${id}/drafts/${draftId}`, { answers: { name: 'B' } }))
        .statusCode,
    ).toBe(409);
  });
});

describe('submission', () => {
  it('stores a valid response with its metadata and drops unknown questions', async () => {
    const id = await publishedForm();
    const res = await submit(respondent(), id, { name: 'Ada', score: 9, bogus: 'x' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(responses)
      .where(eq(responses.id, res.json().responseId));
    expect(row!.answers).toEqual({ name: 'Ada', score: 9 });
    expect(row!.completed).toBe(true);
    expect(row!.ipAddress).toMatch(/^203\.0\.113\.0$/);
  });

  it('records the page the respondent came from: the host page of an embed, not the form', async () => {
    const id = await publishedForm();
    const referrerOf = async (res: { json: () => { responseId: number } }) => {
      const [row] = await t.database.db
        .select({ referrer: responses.referrer })
        .from(responses)
        .where(eq(responses.id, res.json().responseId));
      return row!.referrer;
    };
    const post = (referrer?: string) =>
      respondent().post(`/api/public/forms/${id}/responses`, {
        draftId: crypto.randomUUID(),
        answers: { name: 'Ada' },
        ...(referrer === undefined ? {} : { referrer }),
      });
    expect(await referrerOf(await post('https://shop.example/'))).toBe('https://shop.example/');
    // A direct visit has no page before the form.
    expect(await referrerOf(await post(''))).toBeNull();
  });

  it('refuses wrong types and missing required answers, storing nothing', async () => {
    const id = await publishedForm();
    const wrong = await submit(respondent(), id, { name: 42, score: 11 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({ name: 'Expected string, received number' });
    expect(wrong.json().errors.score).toBeTruthy();
    const missing = await submit(respondent(), id, { score: 3 });
    expect(missing.json().errors).toEqual({ name: 'Required' });
    expect(await responseCount(id)).toBe(0);
  });

  it('stores exactly one response for a double click, a retry or two tabs', async () => {
    const id = await publishedForm();
    const client = respondent();
    const draftId = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submit(client, id, { name: 'Ada' }, draftId)),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json().responseId)).size).toBe(1);
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await responseCount(id)).toBe(1);
  });

  it('answers 413 for an oversized body and 404 for an unpublished form', async () => {
    const id = await publishedForm();
    const big = await submit(respondent(), id, { name: 'x'.repeat(600 * 1024) });
    expect(big.statusCode).toBe(413);
    const draft = (
      await owner.post('/api/forms', { definition: { title: 'D', questions: QUESTIONS } })
    ).json().id;
    expect((await submit(respondent(), draft, { name: 'Ada' })).statusCode).toBe(404);
  });

  it('limits submissions per client address and form', async () => {
    const id = await publishedForm();
    const other = await publishedForm();
    const client = respondent();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await submit(client, id, { name: `n${i}` })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await submit(client, other, { name: 'still fine' })).statusCode).toBe(201);
  });
});

describe('uploads', () => {
  it('accepts a real PNG, links it to the response, and serves it only to the owner as an attachment', async () => {
    const id = await publishedForm();
    const draftId = crypto.randomUUID();
    const client = respondent();
    const body = multipartBody(
      { questionId: 'photo', draftId },
      { name: 'me.png', type: 'image/png', data: PNG },
    );
    const up = await client.request({
      method: 'POST',
      url: `/api/public/forms/${id}/uploads`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(up.statusCode).toBe(201);
    const file = up.json();
    expect(file).toMatchObject({ name: 'me.png', mimeType: 'image/png', size: PNG.length });
    expect((await submit(client, id, { name: 'Ada', photo: file }, draftId)).statusCode).toBe(201);

    const download = await owner.get(`/api/forms/${id}/files/${file.fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="me.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect((await respondent().get(`/api/forms/${id}/files/${file.fileId}`)).statusCode).toBe(404);
  });

  it('refuses an HTML file renamed .png', async () => {
    const id = await publishedForm();
    const body = multipartBody(
      { questionId: 'photo', draftId: crypto.randomUUID() },
      {
        name: 'evil.png',
        type: 'image/png',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    );
    const res = await respondent().request({
      method: 'POST',
      url: `/api/public/forms/${id}/uploads`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file id that was not uploaded into this draft', async () => {
    const id = await publishedForm();
    const res = await submit(respondent(), id, {
      name: 'Ada',
      photo: { fileId: 'made-up-id', name: 'x.png', size: 10, mimeType: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.photo).toBe('Upload not found');
  });
});

describe('captcha', () => {
  it('accepts a solved ALTCHA challenge once and refuses a missing or replayed one', async () => {
    const id = await publishedForm([
      { id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0 },
      { id: 'human', type: 'CAPTCHA', title: 'Verify', order: 1, required: true },
    ]);
    const challenge = (await respondent().get('/api/public/captcha/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const missing = await submit(respondent(), id, { name: 'Bot' });
    expect(missing.statusCode).toBe(400);
    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { ...solution, counter: solution!.counter + 1 } }),
    ).toString('base64');
    expect((await submit(respondent(), id, { name: 'Bot', human: forged })).statusCode).toBe(400);
    const ok = await submit(respondent(), id, { name: 'Human', human: payload });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(responses)
      .where(eq(responses.id, ok.json().responseId));
    expect(row!.answers).toEqual({ name: 'Human' });
    expect((await submit(respondent(), id, { name: 'Replay', human: payload })).statusCode).toBe(
      400,
    );
  });
});
