/**
 * evaluateForm: where a respondent's answers take them. The same code runs in the respondent's
 * browser (which page next), the builder (preview) and the server (which questions were visible,
 * hence required, hence which answers to keep).
 *
 * One forward pass over the questions in run order (`order`, ties in array order), so it always
 * terminates in O(questions + conditions + actions) and is deterministic. At each question Q:
 *
 * 1. Is Q in the flow? It is not when any of these holds (checked in this order):
 *    a. an END_FORM fired earlier;
 *    b. an earlier SKIP_TO jumped past it;
 *    c. a fired HIDE targets it (HIDE wins over SHOW, whatever the order they fired in);
 *    d. it is the target of some SHOW action anywhere in the form and none of them has fired:
 *       a SHOW target is hidden by default, as in Typeform and Tally ("show Q5 when ...").
 * 2. A question out of the flow counts as unanswered from then on: its answer (and any value
 *    logic stored into it) is dropped, its own rules and blocks do not run, it is never required.
 * 3. Otherwise Q's answer joins the values that later conditions see, then Q's rules run in
 *    array order, then (for a SURVEY_LOGIC item) its blocks in array order. A rule or block fires
 *    when its conditions hold (AND: all, OR: any; no conditions: never). Its actions apply in
 *    order:
 *    - SHOW / HIDE: affect a question later in the form; earlier ones are already decided.
 *    - SKIP_TO: a question id or page break id strictly later; the questions in between leave
 *      the flow. Only the first SKIP_TO that fires on a question counts. Backward, self and
 *      unknown targets are ignored (verify-logic reports them).
 *    - END_FORM: no question after Q is in the flow; the rest of Q's actions still apply.
 *    - SET_VALUE / CALCULATE: store the value (or the expression's number, null when it cannot
 *      be computed) under the target, a question id or a variable name. The stored value is
 *      seen at once by later conditions, and replaces the answer of a question not yet reached.
 *    'condition' blocks behave like rules, 'ending' blocks end the form after their actions,
 *    'jump' blocks carry a SKIP_TO.
 * 4. Conditions see only: answers of questions already passed and in the flow, stored values,
 *    and answers keyed by non-question names (URL variables). A condition on a question not
 *    reached yet sees it as unanswered (verify-logic warns). This holds for HIDDEN_FIELD too:
 *    like any question it counts from its place in the form, so a hidden field that branching
 *    reads belongs before the rules that read it.
 */
import type { Action, Answers, Condition, FormDefinition } from '../form/definition';
import { calculate } from './expression';
import { buildFormModel, jumpTargetIndex, type FormModel } from './form-model';
import { conditionsHold, evaluateCondition } from './operators';
import { isEmptyFor, isRendered } from './question-type-info';
import type { FiredRule, FlowPage, FormFlow } from './types';

interface PassState {
  model: FormModel;
  /** What conditions and expressions see. */
  scope: Answers;
  /** Question ids (not yet reached) whose value was stored by logic. */
  stored: Set<string>;
  shown: Set<string>;
  hiddenByRule: Set<string>;
  /** Questions with an index below this were jumped past. */
  skipUntil: number;
  ended: boolean;
  endedAfterQuestionId?: string;
  /** Whether a SKIP_TO already fired on the current question. */
  jumped: boolean;
  /** Visibility decided so far, by question index. */
  decided: (boolean | undefined)[];
}

export type FormEvaluator = (answers: Answers) => FormFlow;

export function evaluateForm(form: FormDefinition, answers: Answers): FormFlow {
  return createFormEvaluator(form)(answers);
}

/**
 * The form read once (run order, logic units, which answers count as empty), for callers that
 * evaluate the same form many times: the server checks every submission against its cached
 * definition. The form must not change while the evaluator is in use.
 */
export function createFormEvaluator(form: FormDefinition): FormEvaluator {
  const model = buildFormModel(form);
  const emptiness = new Map(model.questions.map((q) => [q.id, isEmptyFor(q.type)]));
  return (answers) => evaluate(form, model, emptiness, answers);
}

function evaluate(
  form: FormDefinition,
  model: FormModel,
  emptiness: ReadonlyMap<string, ((value: unknown) => boolean) | undefined>,
  answers: Answers,
): FormFlow {
  const input: Answers = answers !== null && typeof answers === 'object' ? answers : {};
  const state: PassState = {
    model,
    scope: {},
    stored: new Set(),
    shown: new Set(),
    hiddenByRule: new Set(),
    skipUntil: 0,
    ended: false,
    jumped: false,
    decided: [],
  };
  for (const key of Object.keys(input)) {
    if (!model.indexOf.has(key)) setValue(state.scope, key, input[key]);
  }
  const test = (c: Condition) => evaluateCondition(c, state.scope, emptiness.get(c.questionId));

  const visibleQuestionIds: string[] = [];
  const hiddenQuestionIds: string[] = [];
  const requiredQuestionIds: string[] = [];
  const firedRules: FiredRule[] = [];

  model.questions.forEach((question, index) => {
    const id = question.id;
    const inFlow =
      !state.ended &&
      index >= state.skipUntil &&
      !state.hiddenByRule.has(id) &&
      (!model.showTargets.has(id) || state.shown.has(id)) &&
      model.indexOf.get(id) === index; // a duplicated id runs once
    state.decided[index] = inFlow;
    if (!inFlow) {
      hiddenQuestionIds.push(id);
      if (model.indexOf.get(id) === index) delete state.scope[id];
      return;
    }
    visibleQuestionIds.push(id);
    if (!state.stored.has(id)) {
      if (Object.hasOwn(input, id) && input[id] !== undefined) setValue(state.scope, id, input[id]);
      else delete state.scope[id];
    }
    if (question.required && isRendered(question.type)) requiredQuestionIds.push(id);

    state.jumped = false;
    for (const unit of model.units[index] ?? []) {
      if (!conditionsHold(unit.conditions, unit.groupOperator, test)) continue;
      firedRules.push({ ruleId: unit.id, questionId: id });
      for (const action of unit.actions) applyAction(state, action, index);
    }
  });

  const flow: FormFlow = {
    visibleQuestionIds,
    hiddenQuestionIds,
    requiredQuestionIds,
    values: state.scope,
    pages: buildPages(form, model, state.decided),
    ended: state.ended,
    firedRules,
  };
  if (state.endedAfterQuestionId !== undefined) {
    flow.endedAfterQuestionId = state.endedAfterQuestionId;
  }
  return flow;
}

/**
 * Writes a value as an own property, even under `__proto__`: the one key whose assignment would
 * set the prototype instead (every other inherited name is a plain data property, which an
 * assignment shadows). defineProperty for every key would leave the scope a slow dictionary.
 */
function setValue(target: Answers, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}

function applyAction(state: PassState, action: Action, current: number): void {
  const { model } = state;
  const targetIndex = model.indexOf.get(action.target);
  switch (action.type) {
    case 'SHOW':
    case 'HIDE':
      if (targetIndex !== undefined && targetIndex > current) {
        (action.type === 'SHOW' ? state.shown : state.hiddenByRule).add(action.target);
      }
      return;
    case 'SKIP_TO': {
      const landing = jumpTargetIndex(model, action.target);
      if (!state.jumped && landing !== undefined && landing > current) {
        state.jumped = true;
        state.skipUntil = Math.max(state.skipUntil, landing);
      }
      return;
    }
    case 'END_FORM':
      if (!state.ended) {
        state.ended = true;
        state.endedAfterQuestionId = model.questions[current]!.id;
      }
      return;
    case 'SET_VALUE':
    case 'CALCULATE': {
      if (action.target === '') return;
      const value =
        action.type === 'SET_VALUE' ? action.value : calculate(action.value, state.scope);
      if (targetIndex === undefined) {
        setValue(state.scope, action.target, value);
      } else if (targetIndex > current) {
        setValue(state.scope, action.target, value);
        state.stored.add(action.target);
      } else if (state.decided[targetIndex]) {
        setValue(state.scope, action.target, value); // a question already passed and in the flow
      }
      return;
    }
  }
}

/** Pages split at page breaks, keeping only rendered questions in the flow. */
function buildPages(
  form: FormDefinition,
  model: FormModel,
  inFlow: readonly (boolean | undefined)[],
): FlowPage[] {
  const breaksAfter = new Map<number, FlowPage[]>();
  for (const pageBreak of Array.isArray(form.pageBreaks) ? form.pageBreaks : []) {
    const start = model.pageBreakStart.get(pageBreak.id);
    if (start === undefined) continue;
    const page: FlowPage = {
      id: pageBreak.id,
      title: pageBreak.title ?? '',
      description: pageBreak.description ?? '',
      questionIds: [],
    };
    breaksAfter.set(start, [...(breaksAfter.get(start) ?? []), page]);
  }
  const pages: FlowPage[] = [{ id: 'start', title: '', description: '', questionIds: [] }];
  model.questions.forEach((question, index) => {
    pages.push(...(breaksAfter.get(index) ?? []));
    if (inFlow[index] && isRendered(question.type)) {
      pages[pages.length - 1]!.questionIds.push(question.id);
    }
  });
  return pages.filter((page) => page.questionIds.length > 0);
}
