/**
 * Which questions some respondent can reach, and which required ones some path skips.
 *
 * A forward pass mirroring evaluate-form, over what CAN happen rather than what does: a rule
 * "can fire" unless one of its conditions is impossible (verify-conditions) or its AND group is
 * contradictory. The flow falls through from a question to the next unless the question is
 * certain to leave: a rule that always fires (an OR of a condition and its negation) jumps or
 * ends, or, for a question with a small closed set of answers (yes/no, single choice, scores),
 * every possible answer fires some rule that jumps or ends.
 *
 * The result under-reports rather than over-reports: a question is called unreachable only when
 * that is certain from the form alone.
 */
import type { Question } from '../form/definition';
import { stableStringify } from './answer-values';
import { jumpTargetIndex, type FormModel, type LogicUnit } from './form-model';
import { conditionsHold, evaluateCondition, isMissingOperand } from './operators';
import { closedOptions, isEmptyFor, isRendered, numericRange } from './question-type-info';
import type { LogicFinding } from './types';

interface Cause {
  questionId: string;
  ruleId: string;
}

const COMPLEMENTS: Record<string, string> = {
  EQUALS: 'NOT_EQUALS',
  CONTAINS: 'NOT_CONTAINS',
  IS_ONE_OF: 'IS_NOT_ONE_OF',
  IS_EMPTY: 'IS_NOT_EMPTY',
};

/** An OR group holding a condition and its exact negation always fires. */
export function isTautology(unit: LogicUnit): boolean {
  if (unit.groupOperator !== 'OR') return false;
  return unit.conditions.some((a) =>
    unit.conditions.some(
      (b) =>
        COMPLEMENTS[a.operator] === b.operator &&
        a.questionId === b.questionId &&
        a.caseSensitive === b.caseSensitive &&
        (a.operator === 'IS_EMPTY' ||
          (!isMissingOperand(a.value) && stableStringify(a.value) === stableStringify(b.value))),
    ),
  );
}

/** The few answers a question can take, when that set is small and closed; else null. */
function answerDomain(question: Question): unknown[] | null {
  let values: unknown[] | null = null;
  if (question.type === 'YES_NO') values = [true, false];
  else if (question.type === 'MULTIPLE_CHOICE' || question.type === 'DROPDOWN') {
    const options = closedOptions(question);
    values = options ? [...options] : null;
  } else {
    const range = numericRange(question);
    if (range?.integer && range.max - range.min <= 200) {
      values = [];
      for (let n = Math.ceil(range.min); n <= range.max; n++) values.push(n);
    }
  }
  if (values && !question.required) values.push(undefined);
  return values;
}

function exits(model: FormModel, unit: LogicUnit, index: number): boolean {
  return unit.actions.some(
    (a) =>
      a.type === 'END_FORM' ||
      (a.type === 'SKIP_TO' && (jumpTargetIndex(model, a.target) ?? -1) > index),
  );
}

/** The rule that makes leaving this question certain, if there is one. */
function certainExit(model: FormModel, index: number, units: LogicUnit[]): LogicUnit | undefined {
  const leaving = units.filter((u) => exits(model, u, index));
  const always = leaving.find(isTautology);
  if (always || leaving.length === 0) return always;
  const question = model.questions[index]!;
  const domain = answerDomain(question);
  if (!domain) return undefined;
  const isEmpty = isEmptyFor(question.type);
  const onlyHere = leaving.filter((u) => u.conditions.every((c) => c.questionId === question.id));
  const firesFor = (unit: LogicUnit, value: unknown) =>
    conditionsHold(unit.conditions, unit.groupOperator, (c) =>
      evaluateCondition(c, { [question.id]: value }, isEmpty),
    );
  const covered = domain.every((value) => onlyHere.some((unit) => firesFor(unit, value)));
  return covered ? onlyHere[0] : undefined;
}

export function analyzeReachability(
  model: FormModel,
  canFire: (unit: LogicUnit) => boolean,
): LogicFinding[] {
  const findings: LogicFinding[] = [];
  const { questions } = model;
  const n = questions.length;
  const reached = questions.map((_, i) => i === 0);
  const showable = new Set<string>();
  const alwaysHidden = new Map<string, Cause>();
  let blockedBy: Cause | undefined;
  const skippers: { from: number; to: number; hides?: string; cause: Cause }[] = [];
  const unreachable = new Set<number>();
  const flag = (index: number, message: string, cause?: Cause) => {
    unreachable.add(index);
    const finding: LogicFinding = {
      severity: 'warning',
      code: 'UNREACHABLE_QUESTION',
      questionId: questions[index]!.id,
      message,
    };
    if (cause) finding.ruleId = cause.ruleId;
    findings.push(finding);
  };
  const reach = (index: number) => {
    if (index < n) reached[index] = true;
  };

  questions.forEach((question, i) => {
    if (!reached[i]) {
      const cause = blockedBy;
      const where = cause ? model.questions[model.indexOf.get(cause.questionId)!]!.title : '';
      flag(
        i,
        `No path reaches this question: the logic on '${where}' always jumps past it or ends the form`,
        cause,
      );
      return;
    }
    if (model.indexOf.get(question.id) !== i) return reach(i + 1);
    if (model.showTargets.has(question.id) && !showable.has(question.id)) {
      const rule = model.units
        .flat()
        .find((u) => u.actions.some((a) => a.type === 'SHOW' && a.target === question.id));
      flag(
        i,
        'This question is hidden until a SHOW shows it, and no rule that can run before it does',
        rule && { questionId: rule.questionId, ruleId: rule.id },
      );
      return reach(i + 1);
    }
    const hidden = alwaysHidden.get(question.id);
    if (hidden) {
      flag(i, 'This question is always hidden by a rule that always fires', hidden);
      return reach(i + 1);
    }
    const units = (model.units[i] ?? []).filter(canFire);
    for (const unit of units) {
      const cause = { questionId: question.id, ruleId: unit.id };
      const jump = unit.actions.find(
        (a) => a.type === 'SKIP_TO' && (jumpTargetIndex(model, a.target) ?? -1) > i,
      );
      if (jump) {
        const to = jumpTargetIndex(model, jump.target)!;
        reach(to);
        skippers.push({ from: i, to, cause });
      }
      for (const action of unit.actions) {
        const target = model.indexOf.get(action.target);
        if (action.type === 'END_FORM') skippers.push({ from: i, to: n, cause });
        if (target === undefined || target <= i) continue;
        if (action.type === 'SHOW') showable.add(action.target);
        if (action.type === 'HIDE') {
          skippers.push({ from: i, to: i, hides: action.target, cause });
          if (isTautology(unit)) alwaysHidden.set(action.target, cause);
        }
      }
    }
    const exit = certainExit(model, i, units);
    if (exit) blockedBy = { questionId: question.id, ruleId: exit.id };
    else reach(i + 1);
  });

  questions.forEach((question, x) => {
    if (!question.required || !isRendered(question.type) || unreachable.has(x)) return;
    const skipper = skippers.find(
      (s) => s.from < x && (s.hides === undefined ? s.to > x : s.hides === question.id),
    );
    if (!skipper) return;
    findings.push({
      severity: 'warning',
      code: 'REQUIRED_QUESTION_SKIPPABLE',
      questionId: question.id,
      ruleId: skipper.cause.ruleId,
      message:
        'This required question can be skipped by logic, so some responses will not answer it',
    });
  });
  return findings;
}
