/**
 * File uploads for a question, with progress. XMLHttpRequest because fetch reports no upload
 * progress. The server reads questionId and draftId before the file, so they go first.
 */
import type { UploadedFile } from '@core/api/public';
import { LocalisedError } from '@/renderer/i18n/localised-error';
import type { MessageKey } from '@/renderer/i18n/messages/en';

export interface UploadRequest {
  formId: string;
  questionId: string;
  draftId: string;
  file: Blob;
  fileName: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A refused or failed upload: said in the page's language, or the server's words in English. */
export class UploadError extends LocalisedError {
  constructor(
    { key, english }: { key: MessageKey; english?: string },
    readonly status: number,
  ) {
    super(key, undefined, english);
    this.name = 'UploadError';
  }
}

function messageFor(status: number, body: unknown): { key: MessageKey; english?: string } {
  const serverMessage =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : undefined;
  if (status === 413) return { key: 'fileTooLarge', english: serverMessage };
  if (status === 415) return { key: 'fileTypeNotAccepted', english: serverMessage };
  if (status === 429) return { key: 'uploadsRateLimited' };
  if (status === 0) return { key: 'uploadFailedConnection' };
  return { key: 'uploadFailedRetry', english: serverMessage };
}

export function uploadFile(request: UploadRequest): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/public/forms/${encodeURIComponent(request.formId)}/uploads`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status === 201 && body && typeof (body as UploadedFile).fileId === 'string') {
        resolve(body as UploadedFile);
      } else {
        reject(new UploadError(messageFor(xhr.status, body), xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError(messageFor(0, null), 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const data = new FormData();
    data.append('questionId', request.questionId);
    data.append('draftId', request.draftId);
    data.append('file', request.file, request.fileName);
    xhr.send(data);
  });
}
