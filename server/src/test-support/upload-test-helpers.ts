/**
 * For tests: a respondent's upload through the public API (multipart, as the browser sends it),
 * submitted with a response, and where its blob ended up. Not imported by the server itself.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { uploadedFiles } from '../db/schema';
import { BrowserClient } from './browser-client';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A real PNG (so the type sniffer accepts it) followed by every byte value: binary-clean or not. */
export const BINARY_PNG = Buffer.concat([
  PNG_1X1,
  Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)),
]);

export const UPLOAD_FORM_QUESTIONS = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 },
  { id: 'doc', type: 'FILE_UPLOAD', title: 'A document', order: 1 },
];

/** A published form with a FILE_UPLOAD question `doc`, owned by `owner`. */
export async function publishUploadForm(owner: BrowserClient): Promise<string> {
  const created = await owner.post('/api/forms', {
    definition: { title: 'Uploads', questions: UPLOAD_FORM_QUESTIONS },
  });
  if (created.statusCode !== 201) throw new Error(`create form: ${created.body}`);
  const id = created.json().id as string;
  const published = await owner.post(`/api/forms/${id}/publish`);
  if (published.statusCode !== 200) throw new Error(`publish form: ${published.body}`);
  return id;
}

export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) {
  const boundary = `----formloom${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface UploadedFile {
  fileId: string;
  name: string;
  size: number;
  mimeType: string;
}

/** Uploads BINARY_PNG (or `data`) for question `doc` within `draftId`, as a fresh respondent. */
export async function uploadAsRespondent(
  respondent: BrowserClient,
  formId: string,
  draftId: string,
  data: Buffer = BINARY_PNG,
): Promise<UploadedFile> {
  const body = multipartBody(
    { questionId: 'doc', draftId },
    { name: 'scan.png', type: 'image/png', data },
  );
  const res = await respondent.request({
    method: 'POST',
    url: `/api/public/forms/${formId}/uploads`,
    payload: body.payload,
    headers: body.headers,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json() as UploadedFile;
}

/** A respondent uploads a file and submits a response carrying it. */
export async function submitResponseWithFile(app: FastifyInstance, formId: string) {
  const respondent = new BrowserClient(app);
  const draftId = crypto.randomUUID();
  const file = await uploadAsRespondent(respondent, formId, draftId);
  const submitted = await respondent.post(`/api/public/forms/${formId}/responses`, {
    draftId,
    answers: { name: 'Ada', doc: file },
  });
  if (submitted.statusCode !== 201) throw new Error(`submit: ${submitted.body}`);
  return { file, responseId: submitted.json().responseId as number };
}

export async function storageKeyOf(db: Db, fileId: string): Promise<string> {
  const [row] = await db
    .select({ storageKey: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, fileId));
  if (!row) throw new Error(`no uploaded_files row for ${fileId}`);
  return row.storageKey;
}
