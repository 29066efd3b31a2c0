/**
 * POST /api/public/forms/{id}/uploads: one file for one question of an open form, within a draft.
 * The type is read from the file's bytes (a renamed HTML file is not a PNG), checked against the
 * question's accepted types and size through the question type's own answer schema, and stored
 * under a generated key. The file joins the response when the draft is submitted.
 *
 * Before anything is stored (issue 20): a form whose owner's storage quota is full refuses it
 * (413 STORAGE_QUOTA, and the owner is told once), and the client address's hourly allowance of
 * unsubmitted uploads is taken (429 UPLOAD_QUOTA past it; upload-allowance.ts). The row records
 * the client address as responses do (RESPONSE_IP_STORAGE), for the sweep of orphans and abuse.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import '@fastify/multipart';
import { z } from 'zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { draftIdSchema, type UploadedFile, uploadedFileSchema } from '@core/api/public';
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { FileStorage } from '../../storage/file-storage';
import { isStorageFull, refreshStorageAlert } from '../billing/storage-usage';
import { clientMeta } from './client-meta';
import { loadPublicForm } from './load-public-form';
import { createUploadAllowance } from './upload-allowance';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const STORAGE_QUOTA_MESSAGE =
  "This form can't accept files right now because its owner's storage is full. Please let the form's owner know.";
const UPLOAD_TYPES = new Set([
  'FILE_UPLOAD',
  'MULTIPLE_FILE_UPLOAD',
  'PICTURE_UPLOAD',
  'VIDEO_UPLOAD',
  'SIGNATURE',
]);
/** Formats without magic bytes that are safe to accept by extension; everything else must be sniffed. */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
};

/**
 * Checks and stores one file for a question of an open form, within a draft (the upload route's
 * and the no-script post's); refusals are AppErrors with the respondent's message.
 */
export type StoreUpload = (
  request: FastifyRequest,
  reply: FastifyReply,
  file: {
    formId: string;
    owner: { ownerId: number | null; anonymousId: string | null };
    question: Question;
    draftId: string;
    filename: string;
    data: Buffer;
  },
) => Promise<UploadedFile>;

export const UPLOAD_QUESTION_TYPES = UPLOAD_TYPES;

export function registerUploadFile(app: FastifyInstance, storage: FileStorage): StoreUpload {
  const allowance = createUploadAllowance(app);
  const storeUpload: StoreUpload = async (
    request,
    reply,
    { formId, owner, question, draftId, filename, data },
  ) => {
    // No path separators or control characters in a name we show and send back as a header.
    const cleaned = [...filename]
      .filter((c) => c.charCodeAt(0) >= 32 && c !== '/' && c !== '\\')
      .join('');
    const name = cleaned.slice(0, 255) || 'file';
    const sniffed = await fileTypeFromBuffer(data);
    const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
    const mimeType = sniffed?.mime ?? TEXT_TYPES[ext] ?? 'application/octet-stream';
    // A name whose extension disagrees with the bytes is refused: the type comes from the bytes.
    if (sniffed && ext && !sniffedExtensions(sniffed.ext).has(ext)) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `This file is not a .${ext} file`);
    }
    const reference = { fileId: 'pending', name, size: data.length, mimeType };
    const type = getQuestionType(question.type);
    const check = type
      .answerSchema(question)
      .safeParse(question.type === 'MULTIPLE_FILE_UPLOAD' ? [reference] : reference);
    if (!check.success) {
      const message = check.error.issues[0]?.message ?? 'Invalid input';
      const tooLarge = data.length > 0 && /at most/i.test(message);
      throw new AppError(
        tooLarge ? 413 : 415,
        tooLarge ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
        tooLarge ? message : 'This type of file is not accepted here',
      );
    }
    const { db } = app.database;
    const { ownerId, anonymousId } = owner;
    await refuseWhenStorageFull(app, ownerId, anonymousId);
    const taken = await allowance.take(request, reply, data.length);
    const fileId = crypto.randomBytes(16).toString('base64url');
    const storageKey = crypto.randomBytes(24).toString('base64url');
    try {
      await storage.put(storageKey, data, mimeType);
      await db.insert(uploadedFiles).values({
        id: fileId,
        formId,
        questionId: question.id,
        draftId,
        storageKey,
        originalName: name,
        mimeType,
        size: data.length,
        clientAddress: clientMeta(request, app.config).ipAddress,
      });
    } catch (err) {
      await taken.giveBack();
      throw err;
    }
    // The owner hears of crossing 80 % or 100 % now; the respondent's upload is done either way.
    if (ownerId !== null) {
      await refreshStorageAlert(db, app.config, ownerId).catch((err: unknown) =>
        request.log.error({ err, ownerId }, 'could not update the storage alert'),
      );
    }
    return { fileId, name, size: data.length, mimeType };
  };
  app.post(
    '/api/public/forms/:id/uploads',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: 'Upload a file for a question (multipart: questionId, draftId, file)',
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          201: uploadedFileSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!request.isMultipart())
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      const part = await request.file({
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4 },
      });
      if (!part) throw new AppError(400, 'VALIDATION_ERROR', 'No file was sent');
      const field = (name: string) => {
        const f = part.fields[name];
        return f && !Array.isArray(f) && f.type === 'field' ? String(f.value) : undefined;
      };
      const questionId = field('questionId');
      const draftId = draftIdSchema.safeParse(field('draftId'));
      if (!questionId || !draftId.success) {
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          'questionId and draftId must come before the file',
        );
      }
      const state = await loadPublicForm(app.database.db, id);
      if (state.status !== 'open' || !state.definition)
        throw new AppError(404, 'NOT_FOUND', 'Form not found');
      const question = state.definition.questions.find((q) => q.id === questionId);
      if (!question || !UPLOAD_TYPES.has(question.type))
        throw new AppError(400, 'VALIDATION_ERROR', 'Unknown upload question');

      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File is too large');
        throw err;
      });
      const file = await storeUpload(request, reply, {
        formId: id,
        owner: state.row!,
        question,
        draftId: draftId.data,
        filename: part.filename,
        data,
      });
      return reply.status(201).send(file);
    },
  );
  return storeUpload;
}

/** 413 STORAGE_QUOTA when the form's owner (or guest creator) has used their whole quota. */
async function refuseWhenStorageFull(
  app: FastifyInstance,
  ownerId: number | null,
  anonymousId: string | null,
): Promise<void> {
  if (await isStorageFull(app.database.db, app.config, { ownerId, anonymousId })) {
    throw new AppError(413, ERROR_CODES.storageQuota, STORAGE_QUOTA_MESSAGE);
  }
}

/** Extensions that name the same format as a sniffed one (jpeg/jpg, tiff/tif, ...). */
function sniffedExtensions(ext: string): Set<string> {
  const aliases: Record<string, string[]> = {
    jpg: ['jpg', 'jpeg', 'jpe'],
    tif: ['tif', 'tiff'],
    mp4: ['mp4', 'm4v'],
    mov: ['mov', 'qt'],
  };
  return new Set(aliases[ext] ?? [ext]);
}
