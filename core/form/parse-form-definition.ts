/**
 * The gate every saved form definition passes (server on save; builder before sending): the
 * envelope schema, each question's type-specific settings, unique ids, and the logic problems that
 * are unsafe to store (a regex that could hang a respondent's browser, an expression that cannot
 * run). Other logic findings are the builder's to show as warnings, not reasons to refuse a save.
 */
import type { z } from 'zod';
import { verifyLogic } from '../logic/verify-logic';
import { getQuestionType } from '../question-types/registry';
import { type FormDefinition, formDefinitionSchema } from './definition';
import { MESSAGES } from './messages';
import { canonicalLanguages, keptTranslations } from '../i18n/form-languages';

export type ParseFormResult =
  { ok: true; definition: FormDefinition } | { ok: false; errors: Record<string, string> };

const BLOCKING_FINDINGS = new Set(['UNSAFE_REGEX', 'INVALID_EXPRESSION']);

export function parseFormDefinition(input: unknown): ParseFormResult {
  const parsed = formDefinitionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: flattenIssues(parsed.error.issues) };
  const definition = parsed.data;
  const errors: Record<string, string> = {};

  const seen = new Set<string>();
  definition.questions.forEach((question, index) => {
    if (seen.has(question.id)) errors[`questions.${index}.id`] = 'Question ids must be unique';
    seen.add(question.id);
    const settings = getQuestionType(question.type).settingsSchema.safeParse(question.settings);
    if (settings.success) {
      question.settings = settings.data as Record<string, unknown>;
    } else {
      for (const [path, message] of Object.entries(flattenIssues(settings.error.issues))) {
        errors[`questions.${index}.settings${path === '_' ? '' : `.${path}`}`] = message;
      }
    }
  });
  definition.pageBreaks.forEach((pageBreak, index) => {
    if (!seen.has(pageBreak.afterQuestionId)) {
      errors[`pageBreaks.${index}.afterQuestionId`] =
        'Page break refers to a question that does not exist';
    }
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  for (const finding of verifyLogic(definition)) {
    if (!BLOCKING_FINDINGS.has(finding.code)) continue;
    const index = definition.questions.findIndex((q) => q.id === finding.questionId);
    errors[`questions.${index}.logic${finding.ruleId ? `.${finding.ruleId}` : ''}`] =
      finding.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Order is the position in the list: the client cannot create gaps or duplicates.
  definition.questions.forEach((question, index) => (question.order = index));
  definition.languages = canonicalLanguages(definition.languages);
  definition.translations = keptTranslations(definition.languages, definition.translations);
  return { ok: true, definition };
}

function flattenIssues(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message || MESSAGES.invalidInput;
  }
  return errors;
}
