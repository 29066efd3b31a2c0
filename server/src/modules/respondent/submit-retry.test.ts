/**
 * A submission sent again after its 201 was lost on the way back (the browser retries with the
 * same draft id): the retry gets the stored response back, even when the first one spent a CAPTCHA
 * and linked files, and nothing is stored twice.
 */
import crypto from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { multipartBody } from '../../test-support/upload-test-helpers';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function publishedForm(questions: unknown[]) {
  const created = (
    await owner.post('/api/forms', { definition: { title: 'Retry', questions } })
  ).json() as { id: string };
  await owner.post(`/api/forms/${created.id}/publish`);
  return created.id;
}

async function responseCount(formId: string) {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(responses)
    .where(eq(responses.formId, formId));
  return row?.value;
}

async function solvedCaptcha(client: BrowserClient) {
  const challenge = (await client.get('/api/public/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('a submission sent again with the same draft id', () => {
  it('gets the stored response back although its CAPTCHA is spent and its file is linked', async () => {
    const id = await publishedForm([
      { id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0, required: true },
      { id: 'photo', type: 'PICTURE_UPLOAD', title: 'A photo', order: 1 },
      { id: 'human', type: 'CAPTCHA', title: 'Verify', order: 2, required: true },
    ]);
    const client = new BrowserClient(t.app);
    const draftId = crypto.randomUUID();
    const upload = multipartBody(
      { questionId: 'photo', draftId },
      { name: 'me.png', type: 'image/png', data: PNG },
    );
    const file = (
      await client.request({
        method: 'POST',
        url: `/api/public/forms/${id}/uploads`,
        payload: upload.payload,
        headers: upload.headers,
      })
    ).json();
    const body = {
      draftId,
      answers: { name: 'Ada', photo: file, human: await solvedCaptcha(client) },
    };

    const first = await client.post(`/api/public/forms/${id}/responses`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ duplicate: false });

    const again = await client.post(`/api/public/forms/${id}/responses`, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual({ responseId: first.json().responseId, duplicate: true });
    expect(await responseCount(id)).toBe(1);
  });

  it('still refuses a spent CAPTCHA under a draft id that stored nothing', async () => {
    const id = await publishedForm([
      { id: 'human', type: 'CAPTCHA', title: 'Verify', order: 0, required: true },
    ]);
    const client = new BrowserClient(t.app);
    const human = await solvedCaptcha(client);
    const send = (draftId: string) =>
      client.post(`/api/public/forms/${id}/responses`, { draftId, answers: { human } });
    expect((await send(crypto.randomUUID())).statusCode).toBe(201);
    const replay = await send(crypto.randomUUID());
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual({ human: 'Please complete the verification' });
    expect(await responseCount(id)).toBe(1);
  });
});
