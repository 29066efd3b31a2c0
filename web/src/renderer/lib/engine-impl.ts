/**
 * What the renderer asks of core, in one lazily loaded chunk (see engine.ts). Every check here is
 * the one the server runs: the same answer schemas, the same logic engine, validateSubmission.
 */
import type { Answers, FormDefinition, Question } from '@core/form/definition';
import { BOUND_MESSAGES, MESSAGES } from '@core/form/messages';
import { validateSubmission, type SubmissionResult } from '@core/form/validate-submission';
import { evaluateForm } from '@core/logic/evaluate-form';
import type { FormFlow } from '@core/logic/types';
import { hiddenFieldDefault } from '@core/question-types/hidden-field';
import { QUESTION_TYPE_REGISTRY } from '@core/question-types/registry';
import {
  acceptsFile,
  formatFileSize,
  parseFileSize,
} from '@core/question-types/shared/file-reference';
import { parseAnswer } from '@core/question-types/shared/issue-message';
import type { QuestionTypeDefinition } from '@core/question-types/types';

export interface FileFacts {
  name: string;
  size: number;
  mimeType: string;
}

export interface Engine {
  /** The flow for these answers, computed from the valid ones only, as the server does. */
  evaluate(form: FormDefinition, answers: Answers): FormFlow;
  /** The message for one answer ('Required', a bound, 'Invalid input'), or null when it is fine. */
  checkAnswer(question: Question, value: unknown, required: boolean): string | null;
  isEmpty(question: Question, value: unknown): boolean;
  validate(form: FormDefinition, answers: Answers): SubmissionResult;
  /** Whether a file may be uploaded for this question, before sending it. */
  checkFile(question: Question, file: FileFacts): string | null;
}

function typeOf(question: Question): QuestionTypeDefinition | undefined {
  return Object.hasOwn(QUESTION_TYPE_REGISTRY, question.type)
    ? (QUESTION_TYPE_REGISTRY[question.type] as QuestionTypeDefinition)
    : undefined;
}

function acceptedAnswers(form: FormDefinition, answers: Answers): Answers {
  const accepted: Answers = {};
  for (const question of form.questions) {
    const type = typeOf(question);
    if (!type?.answerable) continue;
    let value = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (question.type === 'HIDDEN_FIELD' && type.isEmpty(value))
      value = hiddenFieldDefault(question);
    if (type.isEmpty(value)) continue;
    const parsed = parseAnswer(type.answerSchema(question), value);
    if (parsed.ok) accepted[question.id] = parsed.value;
  }
  return accepted;
}

export const engine: Engine = {
  evaluate: (form, answers) => evaluateForm(form, acceptedAnswers(form, answers)),
  checkAnswer(question, value, required) {
    const type = typeOf(question);
    if (!type) return null;
    if (type.isEmpty(value)) return required ? MESSAGES.required : null;
    const parsed = parseAnswer(type.answerSchema(question), value);
    return parsed.ok ? null : parsed.message;
  },
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
      return `This type of file is not accepted here (${fileTypes})`;
    }
    const maxBytes =
      parseFileSize(question.maxFileSize) ?? parseFileSize(defaults.maxFileSize ?? null);
    if (maxBytes !== undefined && file.size > maxBytes) {
      return BOUND_MESSAGES.fileTooLarge(formatFileSize(maxBytes));
    }
    return null;
  },
};
