/** Builders for the logic engine's tests: compact forms, rules and conditions. */
import {
  formDefinitionSchema,
  type Action,
  type Condition,
  type FormDefinition,
  type LogicBlock,
  type LogicRule,
  type PageBreak,
  type Question,
  type QuestionInput,
} from '../form/definition';
import type { LogicActionType, LogicOperator, QuestionType } from '../form/enums';

export type QuestionSpec = Partial<Omit<QuestionInput, 'id' | 'type'>>;

export function question(id: string, type: QuestionType = 'SHORT_TEXT', spec: QuestionSpec = {}) {
  return { id, type, title: `Question ${id}`, order: 0, ...spec };
}

/** A parsed form whose questions run in the order given. */
export function form(
  questions: ReturnType<typeof question>[],
  pageBreaks: Partial<PageBreak>[] = [],
): FormDefinition {
  return formDefinitionSchema.parse({
    title: 'Test form',
    questions: questions.map((q, order) => ({ ...q, order })),
    pageBreaks: pageBreaks.map((b, i) => ({ id: `pb${i + 1}`, ...b })),
  });
}

export function cond(
  questionId: string,
  operator: LogicOperator,
  value?: unknown,
  caseSensitive = false,
): Condition {
  return { questionId, operator, value, caseSensitive };
}

export function act(type: LogicActionType, target = '', value?: unknown): Action {
  return { type, target, value };
}

export function rule(
  id: string,
  conditions: Condition[],
  actions: Action[],
  groupOperator: 'AND' | 'OR' = 'AND',
): LogicRule {
  return { id, conditions, actions, groupOperator };
}

export function block(
  id: string,
  type: LogicBlock['type'],
  conditions: Condition[],
  actions: Action[] = [],
): LogicBlock {
  return { id, type, title: '', conditions, groupOperator: 'AND', actions };
}

export type { Question };
