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
import type { ZodType } from 'zod';
import { createFormEvaluator, type FormEvaluator } from '../logic/evaluate-form';
import { hiddenFieldDefault } from '../question-types/hidden-field';
import { getQuestionType } from '../question-types/registry';
import { isPlainObject } from '../question-types/shared/define';
import { parseAnswer, receivedType } from '../question-types/shared/issue-message';
import type { QuestionTypeDefinition } from '../question-types/types';
import type { Answers, FormDefinition, Question } from './definition';
import { type AnswerIssue, englishMessage } from './answer-issue';

export const FORM_ERROR_KEY = '_form';

export type SubmissionResult =
  | { ok: true; answers: Answers }
  | {
      ok: false;
      /** One English message per question (the API's). */
      errors: Record<string, string>;
      /** The same problems as codes, for the respondent's language (ADR 043). */
      issues: Record<string, AnswerIssue>;
    };

export type SubmissionValidator = (rawAnswers: unknown) => SubmissionResult;

const INVALID_FORM: SubmissionResult = failed([[FORM_ERROR_KEY, { code: 'invalidInput' }]]);

function failed(problems: [string, AnswerIssue][]): SubmissionResult {
  return {
    ok: false,
    errors: Object.fromEntries(problems.map(([id, issue]) => [id, englishMessage(issue)])),
    issues: Object.fromEntries(problems),
  };
}

export function validateSubmission(form: FormDefinition, rawAnswers: unknown): SubmissionResult {
  return createSubmissionValidator(form)(rawAnswers);
}

/**
 * The form read once (its answerable questions, their types and answer schemas, the logic
 * engine's model) for callers that check many submissions against one form: the server keeps one
 * per cached public form. The form must not change while the validator is in use.
 */
export function createSubmissionValidator(form: FormDefinition): SubmissionValidator {
  let plan: Plan;
  try {
    plan = readForm(form);
  } catch {
    // Respondent input alone cannot get here (every step is total); a malformed form can.
    return () => INVALID_FORM;
  }
  return (rawAnswers) => {
    try {
      return validate(plan, rawAnswers);
    } catch {
      return INVALID_FORM;
    }
  };
}

interface Checked {
  question: Question;
  type: QuestionTypeDefinition;
  /** Built on first use: a question nobody answers never needs its schema. */
  schema: () => ZodType<unknown>;
}

interface Plan {
  /** Answerable questions by id; the first wins if a form repeats an id, as in the logic engine. */
  questions: Map<string, Checked>;
  allIds: ReadonlySet<string>;
  evaluate: FormEvaluator;
}

function readForm(form: FormDefinition): Plan {
  const questions = new Map<string, Checked>();
  for (const question of form.questions) {
    const type = getQuestionType(question.type);
    if (questions.has(question.id) || !type.answerable) continue;
    let schema: ZodType<unknown> | undefined;
    questions.set(question.id, {
      question,
      type,
      schema: () => (schema ??= type.answerSchema(question) as ZodType<unknown>),
    });
  }
  return {
    questions,
    allIds: new Set(form.questions.map((q) => q.id)),
    evaluate: createFormEvaluator(form),
  };
}

function submittedValue({ question, type }: Checked, raw: Record<string, unknown>): unknown {
  const value = Object.hasOwn(raw, question.id) ? raw[question.id] : undefined;
  if (question.type === 'HIDDEN_FIELD' && type.isEmpty(value)) {
    return hiddenFieldDefault(question);
  }
  return value;
}

interface FirstPass {
  /** Valid answers, as their schemas output them (trimmed, E.164...). */
  accepted: Map<string, unknown>;
  /** The problem with each answer that failed its schema. */
  rejected: Map<string, AnswerIssue>;
}

function checkSubmitted(questions: Map<string, Checked>, raw: Record<string, unknown>): FirstPass {
  const accepted = new Map<string, unknown>();
  const rejected = new Map<string, AnswerIssue>();
  for (const checked of questions.values()) {
    const value = submittedValue(checked, raw);
    if (checked.type.isEmpty(value)) continue;
    const parsed = parseAnswer(checked.schema(), value);
    if (parsed.ok) accepted.set(checked.question.id, parsed.value);
    else rejected.set(checked.question.id, parsed.issue);
  }
  return { accepted, rejected };
}

function validate(plan: Plan, raw: unknown): SubmissionResult {
  if (!isPlainObject(raw)) {
    const expected = { expected: 'object', received: receivedType(raw) };
    return failed([[FORM_ERROR_KEY, { code: 'expectedReceived', values: expected }]]);
  }
  const { questions } = plan;
  const { accepted, rejected } = checkSubmitted(questions, raw);

  const flow = plan.evaluate(Object.fromEntries(accepted));
  const inFlow = new Set(flow.visibleQuestionIds);
  const requiredNow = new Set(flow.requiredQuestionIds);
  const answers: [string, unknown][] = [];
  const errors: [string, AnswerIssue][] = [];

  for (const { question, type, schema } of questions.values()) {
    const id = question.id;
    if (!inFlow.has(id)) continue;
    const value = Object.hasOwn(flow.values, id) ? flow.values[id] : accepted.get(id);
    const earlier = rejected.get(id);
    if (earlier !== undefined && value === undefined) {
      errors.push([id, earlier]);
      continue;
    }
    if (type.isEmpty(value)) {
      if (requiredNow.has(id)) errors.push([id, { code: 'required' }]);
      continue;
    }
    // Logic may have stored a value of its own: it must fit the question like a typed one.
    const checked =
      accepted.has(id) && accepted.get(id) === value
        ? { ok: true as const, value }
        : parseAnswer(schema(), value);
    if (!checked.ok) errors.push([id, checked.issue]);
    else if (type.storesAnswer) answers.push([id, checked.value]);
  }

  for (const [name, value] of Object.entries(flow.values)) {
    if (!plan.allIds.has(name) && value !== undefined && value !== null)
      answers.push([name, value]);
  }

  if (errors.length > 0) return failed(errors);
  return { ok: true, answers: Object.fromEntries(answers) };
}
