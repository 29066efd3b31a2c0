/** Builder checks on actions: targets that exist and lie ahead, and expressions that parse. */
import type { Action } from '../form/definition';
import { compileExpression } from './expression';
import { jumpTargetIndex, type FormModel, type LogicUnit } from './form-model';
import type { LogicFinding } from './types';

export function checkAction(
  model: FormModel,
  unit: LogicUnit,
  action: Action,
  variables: ReadonlySet<string>,
): LogicFinding[] {
  const findings: LogicFinding[] = [];
  const report = (severity: LogicFinding['severity'], code: string, message: string) =>
    findings.push({ severity, code, questionId: unit.questionId, ruleId: unit.id, message });
  const here = model.indexOf.get(unit.questionId) ?? 0;
  const { type, target } = action;

  if (type === 'END_FORM') return findings;
  if (target === '') {
    report('error', 'MISSING_TARGET', `${type} needs a target`);
    return findings;
  }
  switch (type) {
    case 'SHOW':
    case 'HIDE': {
      const index = model.indexOf.get(target);
      if (index === undefined) {
        report(
          'error',
          'UNKNOWN_TARGET',
          `${type} targets '${target}', which is not a question of the form`,
        );
      } else if (index <= here) {
        report(
          'warning',
          'TARGET_NOT_LATER',
          `${type} targets '${model.questions[index]!.title}', which is not after this question, so it has no effect`,
        );
      }
      break;
    }
    case 'SKIP_TO': {
      const landing = jumpTargetIndex(model, target);
      if (landing === undefined) {
        report(
          'error',
          'UNKNOWN_TARGET',
          `SKIP_TO targets '${target}', which is neither a question nor a page break`,
        );
      } else if (landing === here) {
        report(
          'error',
          'JUMP_TO_SELF',
          'SKIP_TO jumps to this same question (a loop); it is ignored',
        );
      } else if (landing < here) {
        report(
          'error',
          'JUMP_BACKWARD',
          'SKIP_TO jumps back to an earlier question (a loop); it is ignored',
        );
      }
      break;
    }
    case 'CALCULATE': {
      const parsed = compileExpression(action.value);
      if (!parsed.ok) {
        const { message, position } = parsed.error;
        report(
          'error',
          'INVALID_EXPRESSION',
          `The calculation does not parse at position ${position}: ${message}`,
        );
        break;
      }
      const unknown = parsed.references.filter((r) => !model.indexOf.has(r) && !variables.has(r));
      if (unknown.length > 0) {
        report(
          'warning',
          'UNKNOWN_REFERENCE',
          `The calculation reads ${unknown.map((r) => `'${r}'`).join(', ')}, which no question or rule provides (counted as 0)`,
        );
      }
      break;
    }
    default: // SET_VALUE: any target is a question or a variable
      break;
  }
  return findings;
}
