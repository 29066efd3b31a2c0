/**
 * GET /api/user/export (issue 20 item 4): the ZIP opened with fflate, its account.json free of
 * secrets, each owned form's definition, its responses as CSV parsed back into the answers given
 * (more than one read batch of them), the uploaded files and their manifest (issue 28; more in
 * account-export-files.test.ts). Shared forms are not the caller's to export; the export is
 * limited per account.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedFileSchema } from '@core/api/account';
import { responses, users } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  BINARY_PNG,
  publishUploadForm,
  storageKeyOf,
  submitResponseWithFile,
} from '../../test-support/upload-test-helpers';
import {
  addCollaborator,
  createForm,
  signUp,
  type TestPerson,
} from '../collaboration/collaboration.test-support';
import { EXPORTS_PER_HOUR } from './export-account';

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-account-export-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, FREE_PUBLISHED_FORM_LIMIT: '100' } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** RFC 4180 as the export writes it: CRLF rows, quoted cells with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(quoted).toBe(false);
  expect(row.length === 0 && cell === '').toBe(true);
  return rows;
}

async function exportOf(client: BrowserClient) {
  const res = await client.get('/api/user/export');
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="formloom-[\w.-]+-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const entries = unzipSync(new Uint8Array(res.rawPayload));
  const text = (name: string) => {
    const entry = entries[name];
    expect(entry, `${name} in ${Object.keys(entries).join(', ')}`).toBeDefined();
    return strFromU8(entry!);
  };
  return {
    names: Object.keys(entries).sort(),
    /** The entry as UTF-8 text (the decoder drops a byte-order mark). */
    text,
    bytes: (name: string) => entries[name]!,
    json: (name: string) => JSON.parse(text(name)),
  };
}

describe('the account export', () => {
  let owner: TestPerson;
  let uploadForm: string;
  let bigForm: string;
  let fileId: string;
  let responseWithFile: number;
  const ROWS = 2_100; // more than one read batch of the CSV export (2,000)

  beforeAll(async () => {
    owner = await signUp(t.app);
    uploadForm = await publishUploadForm(owner.client);
    const submitted = await submitResponseWithFile(t.app, uploadForm);
    fileId = submitted.file.fileId;
    responseWithFile = submitted.responseId;
    bigForm = await createForm(owner.client, 'Big "quoted", form');
    await t.database.db.insert(responses).values(
      Array.from({ length: ROWS }, (_, i) => ({
        formId: bigForm,
        answers: { q: i === 0 ? 'Smith, "Ada"\nsecond line' : `answer ${i}` },
        completed: true,
      })),
    );
  });

  it('holds the account, each owned form with its responses as CSV, the files and their manifest', async () => {
    const someoneElse = await signUp(t.app);
    const shared = await createForm(someoneElse.client, 'Not mine');
    await addCollaborator(t.database.db, shared, owner.id, 'editor');

    const zip = await exportOf(owner.client);
    expect(zip.names).toEqual(
      [
        'account.json',
        'files.json',
        `forms/${uploadForm}/form.json`,
        `forms/${uploadForm}/responses.csv`,
        `forms/${bigForm}/form.json`,
        `forms/${bigForm}/responses.csv`,
        `files/${uploadForm}/${fileId}-scan.png`,
      ].sort(),
    );
    // The file itself, byte for byte.
    expect(
      Buffer.from(zip.bytes(`files/${uploadForm}/${fileId}-scan.png`)).equals(BINARY_PNG),
    ).toBe(true);

    const account = zip.json('account.json');
    expect(account.account).toMatchObject({
      id: owner.id,
      username: owner.username,
      email: owner.email,
      twoFactorEnabled: false,
    });
    expect(account.ownedForms).toBe(2);
    expect(account.sharedWithMe).toEqual([{ formId: shared, role: 'editor' }]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    const accountText = zip.text('account.json');
    expect(accountText).not.toContain(row!.password);
    expect(accountText).not.toMatch(/"(password|twoFactorSecret|stripeCustomerId|keyHash)"/);

    const definition = zip.json(`forms/${uploadForm}/form.json`);
    expect(definition).toMatchObject({ id: uploadForm, title: 'Uploads', published: true });
    expect(definition.questions.map((q: { id: string }) => q.id)).toEqual(['name', 'doc']);

    // The byte-order mark the responses page's CSV starts with, so spreadsheets read UTF-8.
    expect([...zip.bytes(`forms/${uploadForm}/responses.csv`).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    const rows = parseCsv(zip.text(`forms/${uploadForm}/responses.csv`));
    expect(rows[0]).toEqual([
      'Response ID',
      'Submitted at',
      'Completed',
      'Referrer',
      'Your name',
      'A document',
      'Form version',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(String(responseWithFile));
    expect(rows[1]![4]).toBe('Ada');
    // The file's cell names it with its download link.
    const link = `http://localhost:3000/api/forms/${uploadForm}/files/${fileId}`;
    expect(rows[1]![5]).toBe(`scan.png (${link})`);

    const files = zip.json('files.json').map((f: unknown) => exportedFileSchema.parse(f));
    expect(files).toEqual([
      {
        form: uploadForm,
        question: 'doc',
        name: 'scan.png',
        size: BINARY_PNG.length,
        type: 'image/png',
        created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        response: String(responseWithFile),
        path: `files/${uploadForm}/${fileId}-scan.png`,
        url: link,
      },
    ]);
    // Where the blob is stored is the server's business, not part of the person's data.
    expect(zip.text('files.json')).not.toContain(await storageKeyOf(t.database.db, fileId));
  });

  it('writes every response of a large form, quoting what needs it', async () => {
    const zip = await exportOf(owner.client);
    const rows = parseCsv(zip.text(`forms/${bigForm}/responses.csv`));
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[0]).toEqual([
      'Response ID',
      'Submitted at',
      'Completed',
      'Referrer',
      'Your name?',
      'Form version',
    ]);
    const answers = rows.slice(1).map((r) => r[4]);
    expect(answers).toContain('Smith, "Ada"\nsecond line');
    expect(new Set(answers).size).toBe(ROWS);
    expect(zip.json(`forms/${bigForm}/form.json`).title).toBe('Big "quoted", form');
  });

  it('exports an account with no forms, and refuses a visitor who is not signed in', async () => {
    const empty = await signUp(t.app);
    const zip = await exportOf(empty.client);
    expect(zip.names).toEqual(['account.json', 'files.json']);
    expect(zip.json('files.json')).toEqual([]);
    expect(zip.json('account.json').ownedForms).toBe(0);

    const res = await new BrowserClient(t.app).get('/api/user/export');
    expect(res.statusCode).toBe(401);
  });

  it('is limited per account', async () => {
    const person = await signUp(t.app);
    for (let i = 0; i < EXPORTS_PER_HOUR; i += 1) {
      expect((await person.client.get('/api/user/export')).statusCode).toBe(200);
    }
    const limited = await person.client.get('/api/user/export');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const other = await signUp(t.app);
    expect((await other.client.get('/api/user/export')).statusCode).toBe(200);
  });
});
