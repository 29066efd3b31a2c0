/**
 * GET /api/forms/{id}/export.xlsx: the CSV export's rows (same columns, filters, access check and
 * neutralisation, from read-export-rows.ts) as an Excel workbook. The workbook is a zip written as
 * it goes: the fixed parts first, then the one worksheet deflated batch by batch, so memory stays
 * flat whatever the size. Text uses inline strings, which need no shared-string table (that would
 * have to be complete before the sheet, i.e. held in memory). A cell holding one uploaded file is a
 * link to its download (a HYPERLINK formula with the file's name as its value: a sheet's list of
 * hyperlinks would come after all its rows, i.e. be held in memory), and the workbook asks to be
 * calculated on opening so every reader makes the links live.
 */
import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formIdParamsSchema } from '@core/api/forms';
import { neutralizeCell } from '@core/api/responses';
import {
  type ExportCell,
  type ExportSource,
  exportQuerySchema,
  type FileLinks,
  fileLinksText,
  isNumberText,
  prepareExport,
} from './read-export-rows';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const OOXML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The parts that do not depend on the data, in the order a reader expects them. */
const FIXED_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${OOXML}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OOXML}.worksheet+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Responses" sheetId="1" r:id="rId1"/></sheets><calcPr fullCalcOnLoad="1"/></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];

/** The header row stays in view while scrolling. */
const SHEET_START = `<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/** Excel refuses a cell longer than this; a longer answer is cut rather than break the file. */
const MAX_CELL_CHARS = 32_767;
/** Level 1: XML is repetitive enough that the fastest level already shrinks it about tenfold. */
const DEFLATE_LEVEL = 1;

// eslint-disable-next-line no-control-regex -- these control characters are what it looks for
const NEEDS_WORK = /[&<>\r\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
// XML 1.0 cannot carry these at all, not even as character references: they are dropped.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- as above
  /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };

export function xmlText(text: string): string {
  const cut = text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text;
  if (!NEEDS_WORK.test(cut)) return cut;
  // A carriage return is escaped, or XML parsers would turn it into a line feed.
  return cut.replace(INVALID_XML, '').replace(/[&<>\r]/g, (c) => ESCAPES[c]!);
}

/** A, B, ..., Z, AA, AB, ...: the column part of a cell reference. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function stringCell(ref: string, text: string): string {
  const safe = xmlText(neutralizeCell(text));
  // Without xml:space, readers may trim leading and trailing spaces.
  const space =
    isSpace(safe.charCodeAt(0)) || isSpace(safe.charCodeAt(safe.length - 1))
      ? ' xml:space="preserve"'
      : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${safe}</t></is></c>`;
}

/** Excel refuses a string longer than this inside a formula (HYPERLINK's link and name). */
const MAX_FORMULA_STRING = 255;

const formulaString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * One file: a HYPERLINK formula to its download, showing its name. Several files (a cell holds one
 * link), or a link too long for a formula, are written as text with each file's URL.
 */
function fileCell(ref: string, cell: FileLinks): string {
  const [file] = cell.files;
  if (cell.files.length !== 1 || !file || file.url.length > MAX_FORMULA_STRING)
    return stringCell(ref, fileLinksText(cell));
  // Inside the formula's quotes the name is data: no neutralising, and the value shown is it.
  const name = file.name.slice(0, MAX_FORMULA_STRING);
  const formula = `HYPERLINK(${formulaString(file.url)},${formulaString(name)})`;
  return `<c r="${ref}" t="str"><f>${xmlText(formula)}</f><v>${xmlText(name)}</v></c>`;
}

function rowXml(
  rowNumber: number,
  cells: readonly ExportCell[],
  columns: string[],
  numeric: boolean[],
): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    // Empty cells are left out; the references keep the others in their columns.
    if (cell === '') continue;
    const ref = columns[i]! + rowNumber;
    if (typeof cell !== 'string') xml += fileCell(ref, cell);
    else if (numeric[i] && isNumberText(cell)) xml += `<c r="${ref}"><v>${cell}</v></c>`;
    else xml += stringCell(ref, cell);
  }
  return `${xml}</row>`;
}

async function* xlsxChunks(source: ExportSource): AsyncGenerator<Uint8Array> {
  let pending: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate calls back synchronously during push() and end(); the chunks wait here to be yielded.
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else pending.push(data);
  });
  const drain = function* () {
    if (failure) throw failure;
    const out = pending;
    pending = [];
    yield* out;
  };

  for (const [name, xml] of FIXED_PARTS) {
    const part = new ZipDeflate(name, { level: DEFLATE_LEVEL });
    zip.add(part);
    part.push(Buffer.from(XML_HEAD + xml), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: DEFLATE_LEVEL });
  zip.add(sheet);
  const columns = source.header.map((_, i) => columnName(i));
  const noNumbers = source.header.map(() => false);
  sheet.push(Buffer.from(XML_HEAD + SHEET_START + rowXml(1, source.header, columns, noNumbers)));
  yield* drain();

  let rowNumber = 1;
  for await (const batch of source.batches()) {
    let xml = '';
    for (const cells of batch) xml += rowXml(++rowNumber, cells, columns, source.numeric);
    sheet.push(Buffer.from(xml));
    // Yielding hands the compressed batch to the response stream, which asks for the next batch
    // only once the client has taken enough: backpressure reaches the database reads.
    yield* drain();
  }
  sheet.push(Buffer.from(SHEET_END), true);
  zip.end();
  yield* drain();
}

export function registerExportResponsesXlsx(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/export.xlsx',
    {
      schema: {
        tags: ['responses'],
        summary: 'Export responses as an Excel workbook (streamed)',
        params: formIdParamsSchema,
        querystring: exportQuerySchema,
      },
      // Already deflated inside the zip; compressing it again would only cost CPU.
      compress: false,
    },
    async (request, reply) => {
      const source = await prepareExport(
        request,
        app.database.db,
        request.params.id,
        request.query,
      );
      return (
        reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${source.baseName}.xlsx"`)
          .header('cache-control', 'private, no-store')
          // Byte mode, as for CSV: the stream's buffer is counted in bytes, not in chunks.
          .send(Readable.from(xlsxChunks(source), { objectMode: false }))
      );
    },
  );
}
