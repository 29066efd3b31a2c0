/**
 * verifyLogic: the builder's check of a form's logic, run on every edit and before publishing.
 * Each finding names the question it is about and, where there is one, the rule or block.
 *
 * Errors (the logic is broken and parts of it are ignored at run time):
 *   UNKNOWN_QUESTION       a condition reads a question that is not in the form
 *   OPERATOR_NOT_SUPPORTED the operator is not one the question's type offers
 *   MISSING_VALUE          the operator needs a value and has none
 *   INVALID_VALUE          the value is not a number / date / [from, to] as the operator needs
 *   UNKNOWN_OPTION         the value is not an option of the choice question
 *   UNSAFE_REGEX           REGEX_MATCH pattern refused by safe-regex (it never matches)
 *   MISSING_TARGET         SHOW, HIDE, SKIP_TO, SET_VALUE or CALCULATE without a target
 *   UNKNOWN_TARGET         the target is not a question (or, for SKIP_TO, a page break)
 *   JUMP_TO_SELF           SKIP_TO lands on its own question (a loop)
 *   JUMP_BACKWARD          SKIP_TO lands on an earlier question (a loop)
 *   INVALID_EXPRESSION     CALCULATE text that does not parse (with the position)
 *   MALFORMED_BLOCKS       a SURVEY_LOGIC item whose blocks cannot be read
 * Warnings (the logic runs, but probably not as meant):
 *   CONDITION_NEVER_TRUE, CONTRADICTORY_CONDITIONS, CONDITION_ON_LATER_QUESTION,
 *   RULE_WITHOUT_CONDITIONS, RULE_WITHOUT_ACTIONS, JUMP_WITHOUT_TARGET, DUPLICATE_RULE_ID,
 *   TARGET_NOT_LATER, UNKNOWN_REFERENCE, UNREACHABLE_QUESTION, REQUIRED_QUESTION_SKIPPABLE
 */
import type { FormDefinition } from '../form/definition';
import { buildFormModel, type LogicUnit } from './form-model';
import type { LogicFinding } from './types';
import { checkAction } from './verify-actions';
import { checkCondition } from './verify-conditions';
import { findContradiction } from './verify-contradictions';
import { analyzeReachability } from './verify-reachability';

export const LOGIC_FINDING_CODES = [
  'UNKNOWN_QUESTION',
  'OPERATOR_NOT_SUPPORTED',
  'MISSING_VALUE',
  'INVALID_VALUE',
  'UNKNOWN_OPTION',
  'UNSAFE_REGEX',
  'MISSING_TARGET',
  'UNKNOWN_TARGET',
  'JUMP_TO_SELF',
  'JUMP_BACKWARD',
  'INVALID_EXPRESSION',
  'MALFORMED_BLOCKS',
  'CONDITION_NEVER_TRUE',
  'CONTRADICTORY_CONDITIONS',
  'CONDITION_ON_LATER_QUESTION',
  'RULE_WITHOUT_CONDITIONS',
  'RULE_WITHOUT_ACTIONS',
  'JUMP_WITHOUT_TARGET',
  'DUPLICATE_RULE_ID',
  'TARGET_NOT_LATER',
  'UNKNOWN_REFERENCE',
  'UNREACHABLE_QUESTION',
  'REQUIRED_QUESTION_SKIPPABLE',
] as const;
export type LogicFindingCode = (typeof LOGIC_FINDING_CODES)[number];

export function verifyLogic(form: FormDefinition): LogicFinding[] {
  const model = buildFormModel(form);
  const findings: LogicFinding[] = [];
  const units = model.units.flat();
  const variables = new Set<string>();
  for (const unit of units) {
    for (const a of unit.actions) {
      if ((a.type === 'SET_VALUE' || a.type === 'CALCULATE') && !model.indexOf.has(a.target)) {
        variables.add(a.target);
      }
    }
  }
  for (const questionId of model.malformedBlocks) {
    findings.push({
      severity: 'error',
      code: 'MALFORMED_BLOCKS',
      questionId,
      message: 'Some logic blocks of this item cannot be read and are ignored',
    });
  }

  const seenIds = new Set<string>();
  const fireable = new Set<LogicUnit>();
  for (const unit of units) {
    const report = (severity: LogicFinding['severity'], code: LogicFindingCode, message: string) =>
      findings.push({ severity, code, questionId: unit.questionId, ruleId: unit.id, message });
    if (seenIds.has(unit.id))
      report(
        'warning',
        'DUPLICATE_RULE_ID',
        `Another rule or block already uses the id '${unit.id}'`,
      );
    seenIds.add(unit.id);
    if (unit.conditions.length === 0)
      report(
        'warning',
        'RULE_WITHOUT_CONDITIONS',
        'This rule has no conditions, so it never fires',
      );
    if (unit.actions.length === 0)
      report('warning', 'RULE_WITHOUT_ACTIONS', 'This rule has no actions, so it does nothing');
    if (unit.kind === 'jump' && !unit.actions.some((a) => a.type === 'SKIP_TO')) {
      report(
        'warning',
        'JUMP_WITHOUT_TARGET',
        'This jump block has no SKIP_TO action, so it jumps nowhere',
      );
    }

    const checks = unit.conditions.map((c) => checkCondition(model, unit, c, variables));
    for (const check of checks) findings.push(...check.findings);
    const contradiction =
      unit.groupOperator === 'AND' && unit.conditions.length > 1
        ? findContradiction(model, unit.conditions)
        : null;
    if (contradiction) report('warning', 'CONTRADICTORY_CONDITIONS', contradiction);
    const possible = checks.map((c) => !c.impossible);
    const canFire =
      unit.conditions.length > 0 &&
      (unit.groupOperator === 'OR'
        ? possible.some(Boolean)
        : possible.every(Boolean) && !contradiction);
    if (canFire) fireable.add(unit);

    for (const action of unit.actions)
      findings.push(...checkAction(model, unit, action, variables));
  }

  findings.push(...analyzeReachability(model, (unit) => fireable.has(unit)));
  return findings;
}
