/**
 * A file for a question while the network is gone: kept in IndexedDB (the renderer has already
 * checked it against the question's accepted types and size limit) under a local reference, and
 * uploaded by the outbox before the submission that refers to it (outbox.ts). Where files cannot
 * be kept (no IndexedDB), the respondent is told so and the other answers stay.
 */
import type { UploadedFile } from '@core/api/public';
import { LocalisedError } from '@/renderer/i18n/localised-error';
import { browserIsOffline } from '@/renderer/lib/submit-outcome';
import type { UploadRequest } from '../api/upload-file';
import { newDraftId } from '../lib/local-draft';
import { LOCAL_FILE_PREFIX } from './outbox';
import { pageOutbox } from './page-outbox';

async function keepFile(request: UploadRequest): Promise<UploadedFile> {
  const outbox = await pageOutbox();
  if (!outbox?.keepsFiles) throw new LocalisedError('filesNotKept');
  const id = `${LOCAL_FILE_PREFIX}${newDraftId()}`;
  await outbox.keepFile({
    id,
    formId: request.formId,
    draftId: request.draftId,
    questionId: request.questionId,
    name: request.fileName,
    blob: request.file,
  });
  request.onProgress?.(1);
  return {
    fileId: id,
    name: request.fileName,
    size: request.file.size,
    mimeType: request.file.type || 'application/octet-stream',
  };
}

/** Uploads now when the network allows, else keeps the file for the outbox. */
export async function uploadOrKeep(request: UploadRequest): Promise<UploadedFile> {
  if (browserIsOffline()) return keepFile(request);
  const { uploadFile, UploadError } = await import('../api/upload-file');
  try {
    return await uploadFile(request);
  } catch (error) {
    // Status 0: the request never reached the server (the connection dropped on the way).
    if (error instanceof UploadError && error.status === 0) return keepFile(request);
    throw error;
  }
}
