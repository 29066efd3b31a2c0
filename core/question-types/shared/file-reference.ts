/**
 * File answers are references to files already uploaded and stored by the server, which checked
 * their real type from magic bytes and owns `fileId`. Here the reference is checked against the
 * question's accepted types (`fileTypes`) and size limit (`maxFileSize`), both spec text columns.
 */
import { z } from 'zod';
import type { Question } from '../../form/definition';
import type { QuestionType } from '../../form/enums';
import { MESSAGES } from '../../form/messages';
import { issueParams } from './issue-params';
import { defineQuestionType, noSettingsSchema } from './define';
import { PRESENCE_OPERATORS } from './operators';

export const fileReferenceSchema = z.object({
  fileId: z.string().min(1).max(128),
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  mimeType: z
    .string()
    .max(255)
    .regex(/^[\w.+-]+\/[\w.+-]+$/, MESSAGES.invalidInput),
});
export type FileReference = z.infer<typeof fileReferenceSchema>;

const UNITS: Record<string, number> = { b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/**
 * "10MB", "500 kb", "1.5GB", "2048" (bytes) to a byte count. Units are binary (1 MB = 1024 KB),
 * like the size a file manager shows. Undefined for anything else, so a bad value never blocks.
 */
export function parseFileSize(text: string | null | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:([kmg])i?b?|b|bytes?)?\s*$/i.exec(text ?? '');
  if (!match) return undefined;
  const bytes = Math.floor(Number(match[1]) * (UNITS[match[2]?.toLowerCase() ?? 'b'] ?? 1));
  return bytes > 0 ? bytes : undefined;
}

/** The largest unit that reads naturally: 10485760 to "10 MB", 1536 to "1.5 KB". */
export function formatFileSize(bytes: number): string {
  for (const [unit, label] of [
    ['g', 'GB'],
    ['m', 'MB'],
    ['k', 'KB'],
  ] as const) {
    const size = UNITS[unit] ?? 1;
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${label}`;
  }
  return `${bytes} bytes`;
}

/**
 * `fileTypes` as written in HTML's accept attribute: ".pdf, docx, image/*, application/zip".
 * An empty list, "*" or "*\/*" accepts everything.
 */
export function acceptsFile(fileTypes: string | null | undefined, file: FileReference): boolean {
  const tokens = (fileTypes ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const mime = file.mimeType.toLowerCase();
  return tokens.some((token) => {
    if (token === '*' || token === '*/*') return true;
    if (token.endsWith('/*')) return mime.startsWith(token.slice(0, -1));
    if (token.includes('/')) return mime === token;
    return name.endsWith(token.startsWith('.') ? token : `.${token}`);
  });
}

/** What a type accepts when the author has not said: its `fileTypes` and `maxFileSize`. */
export interface FileDefaults {
  fileTypes: string | null;
  maxFileSize: string;
}

/** One file reference, checked against the question's limits (or the type's defaults). */
export function fileAnswerSchema(question: Question, fallback: FileDefaults) {
  const fileTypes = question.fileTypes ?? fallback.fileTypes;
  const maxBytes = parseFileSize(question.maxFileSize) ?? parseFileSize(fallback.maxFileSize);
  return fileReferenceSchema
    .refine((f) => acceptsFile(fileTypes, f), MESSAGES.invalidInput)
    .refine(
      (f) => maxBytes === undefined || f.size <= maxBytes,
      issueParams({ code: 'fileTooLarge', values: { bytes: maxBytes ?? 0 } }),
    );
}

export const fileNames = (files: readonly FileReference[]) => files.map((f) => f.name).join(', ');

/**
 * The files a stored answer of a file type refers to (one reference or a list), for what links to
 * them (summaries, exports). Answers were validated when stored; anything that does not look like
 * a reference (the question's type changed since) is skipped, never trusted.
 */
export function filesOf(answer: unknown): Pick<FileReference, 'fileId' | 'name' | 'size'>[] {
  return (Array.isArray(answer) ? answer : [answer]).flatMap((file: unknown) => {
    if (typeof file !== 'object' || file === null) return [];
    const { fileId, name, size } = file as Record<string, unknown>;
    return typeof fileId === 'string' && typeof name === 'string' && typeof size === 'number'
      ? [{ fileId, name, size }]
      : [];
  });
}

/** FILE_UPLOAD, PICTURE_UPLOAD, VIDEO_UPLOAD and SIGNATURE: one file, different defaults. */
export function defineSingleFileType(
  type: Extract<QuestionType, 'FILE_UPLOAD' | 'PICTURE_UPLOAD' | 'VIDEO_UPLOAD' | 'SIGNATURE'>,
  label: string,
  fallback: FileDefaults,
) {
  return defineQuestionType({
    type,
    label,
    category: 'file',
    summary: 'recent',
    settingsSchema: noSettingsSchema,
    defaults: () => ({ ...fallback, settings: {} }),
    answerSchema: (question) => fileAnswerSchema(question, fallback),
    operators: PRESENCE_OPERATORS,
    toPlainText: (file: FileReference) => file.name,
  });
}
