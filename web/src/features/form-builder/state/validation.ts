/**
 * Save problems (from core's parseFormDefinition before sending, or the server's 400 field errors)
 * keyed by where the builder shows them: the form itself, or a question by id. Core's validation
 * messages among them are shown in the app's words (lib/core-texts).
 */
import type { FormDefinition, Question } from '@core/form/definition';
import { parseFormDefinition } from '@core/form/parse-form-definition';
import { getQuestionType } from '@core/question-types/registry';
import { validationMessage, validationText } from '@/lib/core-texts/core-texts';

export interface SaveIssue {
  /** The path as core reports it, e.g. 'questions.3.settings.amount'. */
  path: string;
  /** The question it is about, when it is about one. */
  questionId?: string;
  /** The path inside the question ('title', 'settings.amount') or the form ('title'). */
  field: string;
  message: string;
}

export function issuesFromErrors(
  definition: FormDefinition,
  errors: Record<string, string>,
): SaveIssue[] {
  return Object.entries(errors).map(([path, coreMessage]) => {
    const message = validationText(coreMessage);
    const match = /^questions\.(\d+)(?:\.(.*))?$/.exec(path);
    if (match) {
      const question = definition.questions[Number(match[1])];
      return { path, questionId: question?.id, field: match[2] ?? '', message };
    }
    const pageBreak = /^pageBreaks\.(\d+)/.exec(path);
    if (pageBreak) {
      const id = definition.pageBreaks[Number(pageBreak[1])]?.afterQuestionId;
      return { path, questionId: id, field: 'pageBreak', message };
    }
    return { path, field: path, message };
  });
}

/** Core's own check, the same one the server runs: problems found here are never sent. */
export function validateDefinition(definition: FormDefinition): SaveIssue[] {
  const result = parseFormDefinition(definition);
  return result.ok ? [] : issuesFromErrors(definition, result.errors);
}

/** The type's own settings check, run as the author types: setting key to its message. */
export function settingsErrors(question: Question): Record<string, string> {
  const parsed = getQuestionType(question.type).settingsSchema.safeParse(question.settings);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message
      ? validationText(issue.message)
      : validationMessage('invalidInput');
  }
  return errors;
}
