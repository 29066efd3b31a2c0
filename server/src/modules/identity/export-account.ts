/**
 * GET /api/user/export: everything the account holds, as one ZIP streamed while it is written
 * (issue 20 item 4): account.json, forms/<id>/form.json and forms/<id>/responses.csv for every
 * owned form (the CSV is the responses module's export, the same file the responses page gives,
 * file answers with their download links), the uploaded files themselves under files/ (issue 28),
 * and files.json, their manifest. Each part is read in batches (a file as its storage streams it)
 * and compressed as it goes, pulled by the response stream, so a large account is never held in
 * memory whole.
 *
 * Rate-limited per account: an export reads every response of every form, which a person needs now
 * and then, not in a loop.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_EXPORT_PATH, accountExportFileName } from '@core/api/account';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../storage/file-storage';
import { csvChunks } from '../responses/export-responses';
import { linkOrigin, prepareExport } from '../responses/read-export-rows';
import { fileEntries, fileManifestChunks } from './account-export-files';
import { accountDocument, formDocument, ownedForms } from './read-account-export';
import type { UserRow } from './session-store';
import { signedInSession } from './signed-in-session';
import { StreamingZip } from './streaming-zip';

export const EXPORTS_PER_HOUR = 5;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function* accountZip(
  request: FastifyRequest,
  db: Db,
  storage: FileStorage,
  user: UserRow,
): AsyncGenerator<Uint8Array> {
  const zip = new StreamingZip();
  const owned = await ownedForms(db, user.id);
  yield* zip.entry('account.json', [json(await accountDocument(db, user, owned.length))]);
  for (const form of owned) {
    yield* zip.entry(`forms/${form.id}/form.json`, [json(await formDocument(db, form))]);
    // Every completed response, no filters: the same rows and cells as the responses page's CSV.
    const source = await prepareExport(request, db, form.id, {});
    yield* zip.entry(`forms/${form.id}/responses.csv`, csvChunks(source));
  }
  const files = { userId: user.id, asOf: new Date() };
  const missing = yield* fileEntries(zip, db, storage, files, request.log);
  yield* zip.entry(
    'files.json',
    fileManifestChunks(db, files, { origin: linkOrigin(request), missing }),
  );
  yield* zip.end();
}

export function registerExportAccount(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    ACCOUNT_EXPORT_PATH,
    {
      schema: { tags: ['account'], summary: "Download the account's data as a ZIP (streamed)" },
      // Already deflated inside the ZIP; compressing it again would only cost CPU.
      compress: false,
      config: {
        rateLimit: {
          max: EXPORTS_PER_HOUR,
          timeWindow: '1 hour',
          // Per account (the session plugin has run by now), falling back to the address.
          keyGenerator: (request: FastifyRequest) =>
            request.identity?.user ? `account-export:${request.identity.user.id}` : request.ip,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedInSession(request);
      const db = app.database.db;
      return (
        reply
          .header('content-type', 'application/zip')
          .header(
            'content-disposition',
            `attachment; filename="${accountExportFileName(user.username, new Date())}"`,
          )
          .header('cache-control', 'private, no-store')
          // Byte mode: the stream's buffer is counted in bytes, so it pulls the next part only once
          // the client has taken this one.
          .send(Readable.from(accountZip(request, db, storage, user), { objectMode: false }))
      );
    },
  );
}
