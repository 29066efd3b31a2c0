/**
 * validateSubmission: the one check a respondent's answers pass before they are stored. It runs
 * on the server for every submission (and in the renderer before sending), takes untrusted JSON
 * and never throws.
 *
 * 1. Only answers to the form's answerable questions are read; unknown keys are dropped, and so
 *    is anything sent for SURVEY_LOGIC items. A HIDDEN_FIELD left empty takes its default value.
 * 2. Each non-empty answer is checked against its type's answer schema (bounds from the
 *    question's settings). Only valid answers are given to the logic engine, so a malformed
 *    answer cannot steer the flow.
 * 3. The logic engine decides which questions are in the flow and which are required now, and
 *    computes SET_VALUE / CALCULATE values. Questions out of the flow lose their answers and
 *    their errors; a value computed into a question is checked like a typed one.
 * 4. Required-now questions must not be empty ('Required'). CAPTCHA payloads are checked for
 *    shape (the server verifies them separately) but never stored. Logic variables (computed
 *    values whose target is not a question) are kept beside the answers.
 *
 * Errors map question ids to one message each; a body that is not an object is reported under
 * FORM_ERROR_KEY.
 */
import { evaluateForm } from '../logic/evaluate-form';
import { hiddenFieldDefault } from '../question-types/hidden-field';
import { getQuestionType } from '../question-types/registry';
import { isPlainObject } from '../question-types/shared/define';
import { parseAnswer, receivedType } from '../question-types/shared/issue-message';
import type { Answers, FormDefinition, Question } from './definition';
import { MESSAGES, expectedReceived } from './messages';

export const FORM_ERROR_KEY = '_form';

export type SubmissionResult =
  { ok: true; answers: Answers } | { ok: false; errors: Record<string, string> };

export function validateSubmission(form: FormDefinition, rawAnswers: unknown): SubmissionResult {
  try {
    return validate(form, rawAnswers);
  } catch {
    // Respondent input alone cannot get here (every step is total); a malformed form can.
    return { ok: false, errors: { [FORM_ERROR_KEY]: MESSAGES.invalidInput } };
  }
}

/** Answerable questions by id; the first wins if a form repeats an id, as in the logic engine. */
function answerableQuestions(form: FormDefinition): Map<string, Question> {
  const byId = new Map<string, Question>();
  for (const question of form.questions) {
    if (!byId.has(question.id) && getQuestionType(question.type).answerable) {
      byId.set(question.id, question);
    }
  }
  return byId;
}

function submittedValue(question: Question, raw: Record<string, unknown>): unknown {
  const value = Object.hasOwn(raw, question.id) ? raw[question.id] : undefined;
  if (question.type === 'HIDDEN_FIELD' && getQuestionType(question.type).isEmpty(value)) {
    return hiddenFieldDefault(question);
  }
  return value;
}

interface FirstPass {
  /** Valid answers, as their schemas output them (trimmed, E.164...). */
  accepted: Map<string, unknown>;
  /** The message for each answer that failed its schema. */
  rejected: Map<string, string>;
}

function checkSubmitted(questions: Map<string, Question>, raw: Record<string, unknown>): FirstPass {
  const accepted = new Map<string, unknown>();
  const rejected = new Map<string, string>();
  for (const question of questions.values()) {
    const type = getQuestionType(question.type);
    const value = submittedValue(question, raw);
    if (type.isEmpty(value)) continue;
    const parsed = parseAnswer(type.answerSchema(question), value);
    if (parsed.ok) accepted.set(question.id, parsed.value);
    else rejected.set(question.id, parsed.message);
  }
  return { accepted, rejected };
}

function validate(form: FormDefinition, raw: unknown): SubmissionResult {
  if (!isPlainObject(raw)) {
    return {
      ok: false,
      errors: { [FORM_ERROR_KEY]: expectedReceived('object', receivedType(raw)) },
    };
  }
  const questions = answerableQuestions(form);
  const { accepted, rejected } = checkSubmitted(questions, raw);

  const flow = evaluateForm(form, Object.fromEntries(accepted));
  const inFlow = new Set(flow.visibleQuestionIds);
  const requiredNow = new Set(flow.requiredQuestionIds);
  const answers: [string, unknown][] = [];
  const errors: [string, string][] = [];

  for (const question of questions.values()) {
    const id = question.id;
    if (!inFlow.has(id)) continue;
    const type = getQuestionType(question.type);
    const value = Object.hasOwn(flow.values, id) ? flow.values[id] : accepted.get(id);
    const earlier = rejected.get(id);
    if (earlier !== undefined && value === undefined) {
      errors.push([id, earlier]);
      continue;
    }
    if (type.isEmpty(value)) {
      if (requiredNow.has(id)) errors.push([id, MESSAGES.required]);
      continue;
    }
    // Logic may have stored a value of its own: it must fit the question like a typed one.
    const checked =
      accepted.has(id) && accepted.get(id) === value
        ? { ok: true as const, value }
        : parseAnswer(type.answerSchema(question), value);
    if (!checked.ok) errors.push([id, checked.message]);
    else if (type.storesAnswer) answers.push([id, checked.value]);
  }

  const allIds = new Set(form.questions.map((q) => q.id));
  for (const [name, value] of Object.entries(flow.values)) {
    if (!allIds.has(name) && value !== undefined && value !== null) answers.push([name, value]);
  }

  if (errors.length > 0) return { ok: false, errors: Object.fromEntries(errors) };
  return { ok: true, answers: Object.fromEntries(answers) };
}
