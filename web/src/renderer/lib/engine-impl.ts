/**
 * What the renderer asks of core, in one lazily loaded chunk (see engine.ts). Every check here is
 * the one the server runs: the same answer schemas, the same logic engine, validateSubmission.
 */
// First: zod must be configured before any module below builds a schema. The public form's entry
// has no zod at all (ADR 038): this chunk is where its schemas are built.
import '@/lib/zod-jitless';
import type { Answers, FormDefinition, Question } from '@core/form/definition';
import { acceptedAnswers, checkAnswerIssue, questionTypeOf } from '@core/form/answer-checks';
import type { AnswerIssue } from '@core/form/answer-issue';
import { validateSubmission, type SubmissionResult } from '@core/form/validate-submission';
import { evaluateForm } from '@core/logic/evaluate-form';
import type { FormFlow } from '@core/logic/types';
import { acceptsFile, parseFileSize } from '@core/question-types/shared/file-reference';

export interface FileFacts {
  name: string;
  size: number;
  mimeType: string;
}

/** Why a file may not be uploaded: its type (with the accepted ones) or core's size issue. */
export type FileProblem = { code: 'fileType'; types: string } | AnswerIssue;

export interface Engine {
  /** The flow for these answers, computed from the valid ones only, as the server does. */
  evaluate(form: FormDefinition, answers: Answers): FormFlow;
  /** What is wrong with one answer (ADR 043: a code the page words), or null when it is fine. */
  checkAnswer(question: Question, value: unknown, required: boolean): AnswerIssue | null;
  isEmpty(question: Question, value: unknown): boolean;
  validate(form: FormDefinition, answers: Answers): SubmissionResult;
  /** Whether a file may be uploaded for this question, before sending it. */
  checkFile(question: Question, file: FileFacts): FileProblem | null;
}

const typeOf = questionTypeOf;

export const engine: Engine = {
  evaluate: (form, answers) => evaluateForm(form, acceptedAnswers(form, answers)),
  checkAnswer: checkAnswerIssue,
  isEmpty: (question, value) => typeOf(question)?.isEmpty(value) ?? value === undefined,
  validate: validateSubmission,
  checkFile(question, file) {
    const type = typeOf(question);
    if (!type) return null;
    const defaults = type.defaults();
    const fileTypes = question.fileTypes ?? defaults.fileTypes ?? null;
    const reference = {
      fileId: 'local',
      name: file.name,
      size: file.size,
      mimeType: file.mimeType,
    };
    // Browsers leave the type empty when they do not know it: the server reads the bytes then.
    if (file.mimeType && !acceptsFile(fileTypes, reference)) {
      return { code: 'fileType', types: fileTypes ?? '' };
    }
    const maxBytes =
      parseFileSize(question.maxFileSize) ?? parseFileSize(defaults.maxFileSize ?? null);
    if (maxBytes !== undefined && file.size > maxBytes) {
      return { code: 'fileTooLarge', values: { bytes: maxBytes } };
    }
    return null;
  },
};
