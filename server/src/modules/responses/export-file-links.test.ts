/**
 * Uploaded files are reachable from the response exports (issue 28): a file cell names the file
 * with the absolute URL of its access-checked download, from PUBLIC_URL or else the address the
 * export was asked at; in XLSX a cell with one file is a HYPERLINK formula showing its name.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  BINARY_PNG,
  publishUploadForm,
  submitResponseWithFile,
} from '../../test-support/upload-test-helpers';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

const file = (fileId: string, name: string) => ({ fileId, name, size: 3, mimeType: 'text/plain' });

/** A form with one file question of each kind, and one response as stored by a submission. */
async function formWithFiles(owner: BrowserClient, db: TestContext['database']['db']) {
  const created = await owner.post('/api/forms', {
    definition: {
      title: 'Files',
      questions: [
        { id: 'one', type: 'FILE_UPLOAD', title: 'One file', order: 0 },
        { id: 'many', type: 'MULTIPLE_FILE_UPLOAD', title: 'Files', order: 1 },
      ],
    },
  });
  const formId = created.json().id as string;
  await db.insert(responses).values({
    formId,
    completed: true,
    answers: {
      one: file('f1', 'my "best", note.txt'),
      many: [file('f2', 'a.txt'), file('f3', '=b.txt')],
    },
  });
  return formId;
}

async function sheetOf(client: BrowserClient, url: string, headers?: Record<string, string>) {
  const res = await client.get(url, headers);
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

describe('file links in exports', () => {
  it('writes each file of a CSV cell with its download link, from the address asked at', async () => {
    const formId = await formWithFiles(owner, t.database.db);
    const csv = (await owner.get(`/api/forms/${formId}/export.csv`)).body;
    const link = (fileId: string) => `http://localhost:3000/api/forms/${formId}/files/${fileId}`;
    expect(csv).toContain(`"my ""best"", note.txt (${link('f1')})"`);
    // Several files in one cell, each with its own link; a name that looks like a formula is text.
    expect(csv).toContain(`"a.txt (${link('f2')}), =b.txt (${link('f3')})"`);
    // Behind a host name of its own, the links follow the address the owner used.
    const elsewhere = await owner.get(`/api/forms/${formId}/export.csv`, {
      host: 'forms.example.org:8443',
    });
    expect(elsewhere.body).toContain(`http://forms.example.org:8443/api/forms/${formId}/files/f1`);
  });

  it('makes a one-file XLSX cell a link showing the file’s name, and lists several as text', async () => {
    const formId = await formWithFiles(owner, t.database.db);
    const sheet = await sheetOf(owner, `/api/forms/${formId}/export.xlsx`);
    const link = (fileId: string) => `http://localhost:3000/api/forms/${formId}/files/${fileId}`;
    expect(sheet.getCell('E1').value).toBe('One file');
    expect(sheet.getCell('E2').value).toEqual({
      formula: `HYPERLINK("${link('f1')}","my ""best"", note.txt")`,
      result: 'my "best", note.txt',
    });
    // One cell holds one link: several files are text, neutralised like any cell.
    expect(sheet.getCell('F2').value).toBe(`a.txt (${link('f2')}), =b.txt (${link('f3')})`);
  });

  it('links to a download the owner can open and nobody else can', async () => {
    const formId = await publishUploadForm(owner);
    const { file: uploaded } = await submitResponseWithFile(t.app, formId);
    const csv = (await owner.get(`/api/forms/${formId}/export.csv`)).body;
    const url = new RegExp(`scan\\.png \\((http://localhost:3000(/api/forms/[^)]+))\\)`).exec(csv);
    expect(url?.[2]).toBe(`/api/forms/${formId}/files/${uploaded.fileId}`);
    const download = await owner.get(url![2]!);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(BINARY_PNG)).toBe(true);
    const stranger = new BrowserClient(t.app);
    await stranger.post('/api/auth/register', newAccount());
    expect((await stranger.get(url![2]!)).statusCode).toBe(404);
  });
});

describe('file links with PUBLIC_URL', () => {
  let app: TestContext;
  let person: BrowserClient;
  const publicOrigin = { origin: 'https://forms.example.test', host: 'forms.example.test' };
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://forms.example.test/' } });
    person = new BrowserClient(app.app, publicOrigin);
    await person.post('/api/auth/register', newAccount());
  });
  afterAll(() => app.close());

  it('builds the links from PUBLIC_URL, whatever address the export was asked at', async () => {
    const formId = await formWithFiles(person, app.database.db);
    const csv = (await person.get(`/api/forms/${formId}/export.csv`, { host: 'internal:3000' }))
      .body;
    expect(csv).toContain(`https://forms.example.test/api/forms/${formId}/files/f1`);
    expect(csv).not.toContain('internal:3000');
  });
});
