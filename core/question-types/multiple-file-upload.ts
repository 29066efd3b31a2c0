/** Several files, each checked like a FILE_UPLOAD answer, none twice. */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { FILE_UPLOAD_DEFAULTS } from './file-upload';
import { answerSchemaFrom, defineQuestionType, hasNoDuplicates } from './shared/define';
import { fileAnswerSchema, fileNames } from './shared/file-reference';
import { PRESENCE_OPERATORS } from './shared/operators';

const settingsSchema = z.object({ maxFiles: z.number().int().min(1).max(50).default(5) });

export const multipleFileUpload = defineQuestionType({
  type: 'MULTIPLE_FILE_UPLOAD',
  label: 'Multiple file upload',
  category: 'file',
  summary: 'recent',
  settingsSchema,
  defaults: () => ({ ...FILE_UPLOAD_DEFAULTS, settings: { maxFiles: 5 } }),
  answerSchema: answerSchemaFrom(settingsSchema, (s, q) =>
    z
      .array(fileAnswerSchema(q, FILE_UPLOAD_DEFAULTS))
      .min(1)
      .max(s.maxFiles)
      .refine((files) => hasNoDuplicates(files.map((f) => f.fileId)), MESSAGES.invalidInput),
  ),
  operators: PRESENCE_OPERATORS,
  toPlainText: fileNames,
});
