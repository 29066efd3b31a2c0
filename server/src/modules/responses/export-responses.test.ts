/**
 * CSV and XLSX exports, read back (a CSV parser here, exceljs for the workbook) and compared with
 * what respondents submitted through the real public endpoint.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseListSchema } from '@core/api/responses';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { XLSX_CONTENT_TYPE } from './export-responses-xlsx';

let t: TestContext;
let owner: BrowserClient;
let formId: string;

const QUESTIONS = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0 },
  {
    id: 'color',
    type: 'MULTIPLE_CHOICE',
    title: 'Colour',
    order: 1,
    options: ['Red', 'Green', 'Blue'],
  },
  { id: 'tags', type: 'CHECKBOX', title: 'Tags', order: 2, options: ['a', 'b', 'c'] },
  { id: 'nps', type: 'NPS', title: 'Recommend?', order: 3 },
  { id: 'age', type: 'NUMBER', title: 'Age', order: 4 },
  {
    id: 'ok',
    type: 'YES_NO',
    title: 'OK?',
    order: 5,
    settings: { yesLabel: 'Sure', noLabel: 'Nope' },
  },
  {
    id: 'grid',
    type: 'MATRIX',
    title: 'Grid',
    order: 6,
    matrixRows: ['Speed', 'Price'],
    matrixCols: ['Bad', 'Good'],
  },
  { id: 'note', type: 'LONG_TEXT', title: 'Note', order: 7 },
];

const ANSWERS: Record<string, unknown>[] = [
  {
    name: 'Ada',
    color: 'Red',
    tags: ['a', 'b'],
    nps: 10,
    age: 36,
    ok: true,
    grid: { Speed: 'Good', Price: 'Bad' },
    note: 'Fine, "really" <b>& more</b>',
  },
  { name: '=HYPERLINK("http://evil")', color: 'Blue', nps: 0, age: -2.5, ok: false },
  { name: '+1', color: 'Red', tags: ['c'], note: 'two\nlines' },
  { name: '@SUM(A1)', color: 'Green', note: '-minus' },
  { name: '\tTabbed', color: 'Green', note: 'héllo ✓ 😀' },
];

/**
 * What each submitted answer must read as, in the export's question columns. The matrix reads in
 * the form's row order (Speed, Price), although jsonb stores its keys sorted (Price first).
 */
const EXPECTED = [
  [
    'Ada',
    'Red',
    'a, b',
    '10',
    '36',
    'Sure',
    'Speed: Good; Price: Bad',
    'Fine, "really" <b>& more</b>',
  ],
  ['=HYPERLINK("http://evil")', 'Blue', '', '0', '-2.5', 'Nope', '', ''],
  ['+1', 'Red', 'c', '', '', '', '', 'two\nlines'],
  ['@SUM(A1)', 'Green', '', '', '', '', '', '-minus'],
  ['\tTabbed', 'Green', '', '', '', '', '', 'héllo ✓ 😀'],
];
const HEADER = [
  'Response ID',
  'Submitted at',
  'Completed',
  'Referrer',
  ...QUESTIONS.map((q) => q.title),
  'Form version',
];
/** NPS and Age, by index among the question columns. */
const NUMERIC_COLUMNS = new Set([3, 4]);
const FORMULA_START = /^[=+\-@\t\r]/;
const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
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

async function csvOf(client: BrowserClient, path: string): Promise<string[][]> {
  const res = await client.get(path);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return parseCsv(res.body.slice(1));
}

/** Every cell of the workbook's one sheet as the text a reader shows ('' where empty). */
async function xlsxOf(client: BrowserClient, path: string): Promise<string[][]> {
  const res = await client.get(path);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['Responses']);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= HEADER.length; c++) {
      const value = row.getCell(c).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return rows;
}

beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '10' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  const created = await owner.post('/api/forms', {
    definition: { title: 'Export: test/1', questions: QUESTIONS },
  });
  expect(created.statusCode).toBe(201);
  formId = created.json().id;
  expect((await owner.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);
  for (const answers of ANSWERS) {
    const res = await new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
      draftId: crypto.randomUUID(),
      answers,
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('CSV export', () => {
  it('reads back as the submitted answers, one column per question in form order', async () => {
    const rows = await csvOf(owner, `/api/forms/${formId}/export.csv`);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(ANSWERS.length + 1);
    const body = rows.slice(1);
    // Numbers stay numbers (a negative one included); every text cell is neutralised.
    expect(body.map((r) => r.slice(4, -1))).toEqual(
      EXPECTED.map((r) => r.map((c, i) => (NUMERIC_COLUMNS.has(i) ? c : neutralised(c)))),
    );
    // Every response answered the form's first published version (the last column).
    expect(body.map((r) => r.at(-1))).toEqual(ANSWERS.map(() => '1'));
    // Submission order, distinct ids, ISO timestamps, all completed.
    expect(new Set(body.map((r) => r[0])).size).toBe(ANSWERS.length);
    // Ids and timestamps are exactly the ones the responses list shows.
    const list = responseListSchema.parse(
      (await owner.get(`/api/forms/${formId}/responses?limit=200`)).json(),
    );
    expect(body.map((r) => [r[0], r[1]])).toEqual(
      list.items.map((i) => [i.id, i.createdAt]).reverse(),
    );
    expect(body.map((r) => r[2])).toEqual(ANSWERS.map(() => 'yes'));
  });

  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    const rows = await csvOf(owner, `/api/forms/${formId}/export.csv`);
    const names = rows.slice(1).map((r) => r[4]);
    expect(names).toEqual(['Ada', `'=HYPERLINK("http://evil")`, "'+1", "'@SUM(A1)", "'\tTabbed"]);
    expect(rows[4]![11]).toBe("'-minus");
    // A negative answer to a NUMBER question is a number, which a spreadsheet cannot run.
    expect(rows[2]![8]).toBe('-2.5');
  });

  it('applies the filters', async () => {
    const red = await csvOf(owner, `/api/forms/${formId}/export.csv?questionId=color&answer=Red`);
    expect(red.slice(1).map((r) => r[4])).toEqual(['Ada', "'+1"]);
    const tagged = await csvOf(owner, `/api/forms/${formId}/export.csv?questionId=tags&answer=c`);
    expect(tagged.slice(1).map((r) => r[4])).toEqual(["'+1"]);
    const search = await csvOf(
      owner,
      `/api/forms/${formId}/export.csv?q=${encodeURIComponent('✓')}`,
    );
    expect(search.slice(1).map((r) => r[4])).toEqual(["'\tTabbed"]);
    const caseless = await csvOf(owner, `/api/forms/${formId}/export.csv?q=TWO`);
    expect(caseless.slice(1).map((r) => r[11])).toEqual(['two\nlines']);
    const future = await csvOf(owner, `/api/forms/${formId}/export.csv?from=2999-01-01T00:00:00Z`);
    expect(future).toEqual([HEADER]);
  });

  it('refuses an invalid filter with a clear error', async () => {
    const res = await owner.get(`/api/forms/${formId}/export.csv?from=yesterday`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('XLSX export', () => {
  it('is an attachment named after the form', async () => {
    const res = await owner.get(`/api/forms/${formId}/export.xlsx`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Export_ test_1.xlsx"');
    // A zip (local file header), not compressed a second time by the HTTP layer.
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('reads back in exceljs as the same rows as the CSV, numbers as numbers', async () => {
    const sheet = await xlsxOf(owner, `/api/forms/${formId}/export.xlsx`);
    const csv = await csvOf(owner, `/api/forms/${formId}/export.csv`);
    expect(sheet[0]).toEqual(HEADER);
    // Scores and numbers are numeric cells, so a negative number is not neutralised there.
    expect(sheet.slice(1).map((r) => r.slice(4, -1))).toEqual(
      EXPECTED.map((r) => r.map((c, i) => (NUMERIC_COLUMNS.has(i) ? c : neutralised(c)))),
    );
    // The fixed columns match the CSV's exactly (ids, timestamps, completed, referrer).
    expect(sheet.slice(1).map((r) => r.slice(0, 4))).toEqual(
      csv.slice(1).map((r) => r.slice(0, 4)),
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await owner.get(`/api/forms/${formId}/export.xlsx`)).rawPayload as unknown as ExcelJS.Buffer,
    );
    const cells = workbook.worksheets[0]!;
    // Scores and numbers are numeric cells; a neutralised text in a text column stays text.
    expect(cells.getCell('H2').value).toBe(10);
    expect(cells.getCell('I3').value).toBe(-2.5);
    expect(cells.getCell('H3').value).toBe(0);
    expect(cells.getCell('E3').value).toBe(`'=HYPERLINK("http://evil")`);
    expect(cells.getCell('L2').value).toBe('Fine, "really" <b>& more</b>');
  });

  it('applies the filters', async () => {
    const red = await xlsxOf(owner, `/api/forms/${formId}/export.xlsx?questionId=color&answer=Red`);
    expect(red.slice(1).map((r) => r[4])).toEqual(['Ada', "'+1"]);
    const search = await xlsxOf(owner, `/api/forms/${formId}/export.xlsx?q=lines`);
    expect(search.slice(1).map((r) => r[11])).toEqual(['two\nlines']);
    const future = await xlsxOf(owner, `/api/forms/${formId}/export.xlsx?to=2000-01-01T00:00:00Z`);
    expect(future).toEqual([HEADER]);
  });
});

describe('both exports', () => {
  it('keep numeric answers as numbers and neutralise number-like text', async () => {
    const questions = [
      { id: 'text', type: 'SHORT_TEXT', title: 'Text', order: 0 },
      { id: 'number', type: 'NUMBER', title: 'Number', order: 1 },
      {
        id: 'slider',
        type: 'SCALE',
        title: 'Slider',
        order: 2,
        scaleMin: -5,
        scaleMax: 5,
      },
      { id: 'rating', type: 'RATING', title: 'Rating', order: 3 },
    ];
    const created = await owner.post('/api/forms', { definition: { title: 'Signs', questions } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await owner.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
    for (const answers of [
      { text: '-5', number: -5, slider: -3, rating: 4 },
      { text: '+5', number: -0.25, slider: 0, rating: 1 },
      { text: '=1+1', number: 12 },
    ]) {
      const res = await new BrowserClient(t.app).post(`/api/public/forms/${id}/responses`, {
        draftId: crypto.randomUUID(),
        answers,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const expected = [
      ["'-5", '-5', '-3', '4'],
      ["'+5", '-0.25', '0', '1'],
      ["'=1+1", '12', '', ''],
    ];
    const csv = await csvOf(owner, `/api/forms/${id}/export.csv`);
    expect(csv.slice(1).map((r) => r.slice(4, -1))).toEqual(expected);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await owner.get(`/api/forms/${id}/export.xlsx`)).rawPayload as unknown as ExcelJS.Buffer,
    );
    const sheet = workbook.worksheets[0]!;
    const values = [2, 3, 4].map((row) =>
      ['E', 'F', 'G', 'H'].map((c) => sheet.getCell(`${c}${row}`).value),
    );
    expect(values).toEqual([
      ["'-5", -5, -3, 4],
      ["'+5", -0.25, 0, 1],
      ["'=1+1", 12, null, null],
    ]);
  });

  it('give a header-only file for a form with no responses', async () => {
    const empty = (
      await owner.post('/api/forms', { definition: { title: 'Empty', questions: QUESTIONS } })
    ).json().id as string;
    expect(await csvOf(owner, `/api/forms/${empty}/export.csv`)).toEqual([HEADER]);
    expect(await xlsxOf(owner, `/api/forms/${empty}/export.xlsx`)).toEqual([HEADER]);
  });

  it('read every row once, in order, across batches and timestamp ties', async () => {
    const big = (
      await owner.post('/api/forms', { definition: { title: 'Big', questions: QUESTIONS } })
    ).json().id as string;
    // Straight into the table: 11,000 submissions through HTTP would take minutes. Rows share
    // three timestamps, so the batches (5,000 rows) must continue inside a run of equal times.
    await t.database.db.execute(sql`
      insert into responses (form_id, answers, completed, created_at)
      select ${big}, jsonb_build_object('name', 'row ' || i, 'nps', i % 11), true,
             '2030-01-01T00:00:00Z'::timestamptz + ((i / 4000) || ' seconds')::interval
      from generate_series(1, 11000) as i`);
    const expected = Array.from({ length: 11_000 }, (_, i) => `row ${i + 1}`);
    const csv = await csvOf(owner, `/api/forms/${big}/export.csv`);
    expect(csv.slice(1).map((r) => r[4])).toEqual(expected);
    expect(csv.slice(1).map((r) => r[7])).toEqual(expected.map((_, i) => String((i + 1) % 11)));
    const sheet = await xlsxOf(owner, `/api/forms/${big}/export.xlsx`);
    expect(sheet.slice(1).map((r) => r[4])).toEqual(expected);
  });

  it('are denied to another user (404) and to a signed-out visitor, like the list', async () => {
    const other = new BrowserClient(t.app);
    await other.post('/api/auth/register', newAccount());
    const visitor = new BrowserClient(t.app);
    for (const format of ['csv', 'xlsx']) {
      const denied = await other.get(`/api/forms/${formId}/export.${format}`);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toMatchObject({ code: 'NOT_FOUND' });
      const anonymous = await visitor.get(`/api/forms/${formId}/export.${format}`);
      expect([401, 404]).toContain(anonymous.statusCode);
      expect(anonymous.body).not.toContain('Ada');
    }
    const list = await visitor.get(`/api/forms/${formId}/responses`);
    expect((await visitor.get(`/api/forms/${formId}/export.xlsx`)).statusCode).toBe(
      list.statusCode,
    );
  });

  it('are listed in the OpenAPI document under responses', async () => {
    const doc = (await owner.get('/api/docs/json')).json() as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    expect(doc.paths['/api/forms/{id}/export.csv']?.get?.tags).toEqual(['responses']);
    expect(doc.paths['/api/forms/{id}/export.xlsx']?.get?.tags).toEqual(['responses']);
  });
});
