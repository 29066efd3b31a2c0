/**
 * The public form without script (ADR 033): the first page rendered on the server inside a native
 * form, and the POST path that moves through pages, re-renders errors and stores one response.
 */
import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDrafts, responses, uploadedFiles } from '../../db/schema';
import { BINARY_PNG } from '../../test-support/upload-test-helpers';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { checkedValues, hidden, postPage, textOf } from '../../test-support/no-script-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { NO_SCRIPT_MESSAGES } from './no-script-post';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

const plan = (value: string) => [{ questionId: 'plan', operator: 'EQUALS', value }];

/** Page 1: plan (Free skips the team page); page 2: seats; page 3: a file. */
const BRANCHING = {
  title: 'Plan survey',
  questions: [
    {
      id: 'plan',
      type: 'MULTIPLE_CHOICE',
      title: 'Your plan',
      required: true,
      order: 0,
      options: ['Free', 'Pro'],
      logic: [
        { id: 'free', conditions: plan('Free'), actions: [{ type: 'SKIP_TO', target: 'last' }] },
      ],
    },
    { id: 'seats', type: 'NUMBER', title: 'How many seats?', required: true, order: 1 },
    {
      id: 'doc',
      type: 'FILE_UPLOAD',
      title: 'A document',
      order: 2,
      maxFileSize: '1KB',
    },
  ],
  pageBreaks: [
    { id: 'team', afterQuestionId: 'plan', title: 'Your team', description: '' },
    { id: 'last', afterQuestionId: 'seats', title: 'Files', description: '' },
  ],
};

async function publishedForm(definition: unknown = BRANCHING): Promise<string> {
  const created = (await owner.post('/api/forms', { definition })).json();
  await owner.post(`/api/forms/${created.id}/publish`);
  return created.id as string;
}

const post = postPage;

/** Rows of a form in one of the tables a response or its draft or files go to. */
async function rowsOf(
  table: typeof responses | typeof formDrafts | typeof uploadedFiles,
  formId: string,
) {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(table)
    .where(eq(table.formId, formId));
  return row!.value;
}
const stored = (formId: string) => rowsOf(responses, formId);

const respondent = () => new BrowserClient(t.app);
const ssrData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="formloom-ssr">([^<]*)<\/script>/.exec(html)![1]!,
  ) as {
    offlineHeld?: string;
  };
describe('the server-rendered public form', () => {
  it('renders the first page inside a native form, with a signed draft and hydration data', async () => {
    const id = await publishedForm();
    const res = await respondent().get(`/forms/${id}`);
    expect(res.statusCode).toBe(200);
    const form = /<form [^>]*>/.exec(res.body)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/forms/${id}"`);
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(res.body).toContain('name="fl-q-plan" value="Free"');
    expect(textOf(res.body)).toContain('Your plan');
    // The next page's question is not on the first page.
    expect(textOf(res.body)).not.toContain('How many seats?');
    const { draft, page } = hidden(res.body);
    expect(draft).toMatch(/^[0-9a-f-]{36}\.[\w-]+$/);
    expect(page).toBe('0');
    expect(res.body).toContain('id="formloom-ssr"');
    // What the boot script says when it holds a post made offline (form-boot.ts).
    expect(ssrData(res.body).offlineHeld).toBe(
      'You are offline. Keep this page open: your answers will be sent when the connection is back.',
    );
    // Every respondent gets a draft of their own.
    expect(hidden((await respondent().get(`/forms/${id}`)).body).draft).not.toBe(draft);
  });

  it('renders an unavailable form on the server too', async () => {
    const missing = await respondent().get('/forms/no-such-form');
    expect(missing.statusCode).toBe(404);
    expect(textOf(missing.body)).toContain('We couldn’t find this form');
  });
});

describe('a post without script', () => {
  it('re-renders errors, follows logic through pages and stores one response', async () => {
    const id = await publishedForm();
    const client = respondent();
    const first = hidden((await client.get(`/forms/${id}`)).body);

    // Nothing chosen: the page again, with the error by its question, and nothing kept.
    const empty = await post(client, id, [
      ['_draft', first.draft],
      ['_page', '0'],
      ['_action', 'next'],
    ]);
    expect(empty.statusCode).toBe(400);
    expect(textOf(empty.body)).toContain('Please check the answer marked below.');
    expect(empty.body).toMatch(/id="fl-q-plan-error"[^>]*>Required</);
    // The browser puts the respondent on the answer to fix (no script moves focus here).
    expect(empty.body.match(/<[^>]*\bautofocus\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<input[^>]* id="fl-q-plan" autofocus/),
    ]);
    expect(empty.body).not.toContain('type="module"');
    expect(await rowsOf(formDrafts, id)).toBe(0);

    // Pro goes through the team page.
    const team = await post(client, id, [
      ['_draft', first.draft],
      ['_page', '0'],
      ['fl-q-plan', 'Pro'],
      ['_action', 'next'],
    ]);
    expect(team.statusCode).toBe(200);
    expect(textOf(team.body)).toContain('How many seats?');
    expect(hidden(team.body).page).toBe('1');

    // Back keeps the answer; Free then skips the team page (SKIP_TO).
    const back = await post(client, id, [
      ['_draft', first.draft],
      ['_page', '1'],
      ['fl-q-seats', '8'],
      ['_action', 'back'],
    ]);
    expect(checkedValues(back.body, 'fl-q-plan')).toEqual(['Pro']);
    const files = await post(client, id, [
      ['_draft', first.draft],
      ['_page', '0'],
      ['fl-q-plan', 'Free'],
      ['_action', 'next'],
    ]);
    expect(textOf(files.body)).toContain('A document');
    expect(textOf(files.body)).not.toContain('How many seats?');
    const { page } = hidden(files.body);
    expect(page).toBe('1');

    // The last page with a file: the thank-you screen, one response, the file linked to it.
    const done = await post(client, id, [
      ['_draft', first.draft],
      ['_page', page],
      ['fl-q-doc', { name: 'scan.png', type: 'image/png', data: BINARY_PNG.subarray(0, 200) }],
      ['_action', 'next'],
    ]);
    expect(done.statusCode).toBe(200);
    expect(textOf(done.body)).toContain('Thank you!');
    expect(await stored(id)).toBe(1);
    const [response] = await t.database.db
      .select({ id: responses.id, answers: responses.answers })
      .from(responses)
      .where(eq(responses.formId, id));
    expect(response!.answers).toMatchObject({ plan: 'Free', doc: { name: 'scan.png' } });
    expect(response!.answers).not.toHaveProperty('seats');
    const [file] = await t.database.db
      .select({ responseId: uploadedFiles.responseId })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.formId, id));
    expect(file!.responseId).toBe(response!.id);

    // The same draft posted again (a double click, a reload): still one response.
    const again = await post(client, id, [
      ['_draft', first.draft],
      ['_page', page],
      ['_action', 'next'],
    ]);
    expect(textOf(again.body)).toContain('Thank you!');
    expect(await stored(id)).toBe(1);
  });

  it('refuses a tampered body, an unknown question, a foreign Origin and an over-size file, storing nothing', async () => {
    const id = await publishedForm();
    const client = respondent();
    const { draft } = hidden((await client.get(`/forms/${id}`)).body);
    const forged = `${crypto.randomUUID()}.${draft.split('.')[1]}`;

    const tampered = await post(client, id, [
      ['_draft', forged],
      ['_page', '0'],
      ['fl-q-plan', 'Pro'],
    ]);
    expect(tampered.statusCode).toBe(400);
    expect(textOf(tampered.body)).toContain(NO_SCRIPT_MESSAGES.tampered);

    const badPage = await post(client, id, [
      ['_draft', draft],
      ['_page', '7'],
      ['fl-q-plan', 'Pro'],
    ]);
    expect(textOf(badPage.body)).toContain(NO_SCRIPT_MESSAGES.tampered);

    const unknown = await post(client, id, [
      ['_draft', draft],
      ['_page', '0'],
      ['fl-q-plan', 'Pro'],
      ['fl-q-seats', '3'],
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(textOf(unknown.body)).toContain(NO_SCRIPT_MESSAGES.tampered);

    const foreign = await post(
      client,
      id,
      [
        ['_draft', draft],
        ['_page', '0'],
        ['fl-q-plan', 'Pro'],
      ],
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(400);
    expect(textOf(foreign.body)).toContain(NO_SCRIPT_MESSAGES.foreignOrigin);
    expect(await rowsOf(formDrafts, id)).toBe(0);

    // The refusal is said in the respondent's language, like the rest of the page (ADR 043).
    const foreignInFrench = await post(
      client,
      id,
      [
        ['_draft', draft],
        ['_page', '0'],
        ['fl-q-plan', 'Pro'],
      ],
      { origin: 'https://evil.example', 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(foreignInFrench.statusCode).toBe(400);
    expect(textOf(foreignInFrench.body)).toContain(
      'Ce formulaire a été envoyé depuis un autre site, donc rien n’a été enregistré.',
    );
    expect(textOf(foreignInFrench.body)).not.toContain(NO_SCRIPT_MESSAGES.foreignOrigin);
    expect(await rowsOf(formDrafts, id)).toBe(0);

    // Through to the file page, then a file over the question's 1 KB.
    await post(client, id, [
      ['_draft', draft],
      ['_page', '0'],
      ['fl-q-plan', 'Free'],
    ]);
    const large = await post(client, id, [
      ['_draft', draft],
      ['_page', '1'],
      [
        'fl-q-doc',
        {
          name: 'big.png',
          type: 'image/png',
          data: Buffer.concat([BINARY_PNG, BINARY_PNG, BINARY_PNG]),
        },
      ],
    ]);
    expect(large.statusCode).toBe(400);
    expect(large.body).toMatch(/id="fl-q-doc-error"[^>]*>[^<]*at most/i);
    expect(await rowsOf(uploadedFiles, id)).toBe(0);
    expect(await stored(id)).toBe(0);
  });
});
