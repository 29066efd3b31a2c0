/**
 * GET /api/forms/{id}/export.csv: every response (filters apply), one column per question in form
 * order, plain-text answers from each question type (a file as its name and download link),
 * formula-like text neutralised (numbers in numeric columns stay numbers). Streamed one batch at a time (read-export-rows.ts), pulled by the
 * response stream, so memory stays flat.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formIdParamsSchema } from '@core/api/forms';
import { neutralizeCell } from '@core/api/responses';
import {
  type ExportSource,
  exportQuerySchema,
  fileLinksText,
  isNumberText,
  prepareExport,
} from './read-export-rows';

const NEEDS_QUOTES = /[",\r\n]/;

/** = + - @ tab CR: the first characters neutralizeCell acts on, tested by code on the hot path. */
const FORMULA_START = new Set([61, 43, 45, 64, 9, 13]);

/** `numeric`: the column holds numbers (NUMBER, NPS, ratings, scales), so -5 stays a number. */
export function csvCell(text: string, numeric = false): string {
  const safe =
    FORMULA_START.has(text.charCodeAt(0)) && !(numeric && isNumberText(text))
      ? neutralizeCell(text)
      : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function* csvChunks(source: ExportSource): AsyncGenerator<string> {
  // A byte-order mark so spreadsheet apps read UTF-8 correctly.
  yield `\uFEFF${source.header.map((title) => csvCell(title)).join(',')}\r\n`;
  const { numeric } = source;
  for await (const batch of source.batches()) {
    // join() builds flat strings; `+=` per cell would build a rope of ~30 nodes per row that stays
    // in memory until the chunk is written.
    const lines: string[] = new Array(batch.length + 1);
    for (let r = 0; r < batch.length; r++) {
      const cells = batch[r]!;
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i]!;
        cells[i] =
          typeof cell === 'string' ? csvCell(cell, numeric[i]) : csvCell(fileLinksText(cell));
      }
      lines[r] = cells.join(',');
    }
    lines[batch.length] = '';
    yield lines.join('\r\n');
  }
}

export function registerExportResponses(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/export.csv',
    {
      schema: {
        tags: ['responses'],
        summary: 'Export responses as CSV (streamed)',
        params: formIdParamsSchema,
        querystring: exportQuerySchema,
      },
      // CSV shrinks five- to tenfold; the fastest levels keep most of that at a fraction of the
      // CPU, which matters when the file is a million rows long.
      compress: {
        zlibOptions: { level: 1, chunkSize: 64 * 1024 },
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
      },
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
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${source.baseName}.csv"`)
          .header('cache-control', 'private, no-store')
          // A byte stream: its buffer is counted in bytes, so it pulls the next batch only once the
          // client has taken this one (object mode would queue 16 batches whatever their size).
          .send(Readable.from(csvChunks(source), { objectMode: false }))
      );
    },
  );
}
