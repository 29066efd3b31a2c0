/**
 * The form as the logic engine reads it: questions in their run order, and every rule and
 * SURVEY_LOGIC block turned into one uniform "logic unit" attached to the question it sits on.
 * Shared by evaluate-form (runtime) and verify-logic (builder).
 *
 * Defensive on purpose: rules and blocks may come from stored JSON that predates a schema change,
 * so missing defaults are filled (groupOperator AND, caseSensitive false) and malformed blocks
 * are skipped (and reported by verify-logic) rather than thrown on.
 */
import type { Action, Condition, FormDefinition, Question } from '../form/definition';
import {
  LOGIC_ACTION_TYPES,
  LOGIC_BLOCK_TYPES,
  LOGIC_OPERATORS,
  type LogicBlockType,
} from '../form/enums';
import { isPlainObject } from './answer-values';

export type LogicUnitKind = 'rule' | LogicBlockType;

export interface LogicUnit {
  /** The rule's or block's id. */
  id: string;
  kind: LogicUnitKind;
  /** The question (or SURVEY_LOGIC item) the unit sits on. */
  questionId: string;
  conditions: Condition[];
  groupOperator: 'AND' | 'OR';
  /** For an 'ending' block, its own actions followed by an END_FORM. */
  actions: Action[];
}

export interface FormModel {
  /** Questions sorted by `order`, ties kept in array order. */
  questions: Question[];
  indexOf: ReadonlyMap<string, number>;
  /** Page break id to the index of the first question after it (may equal questions.length). */
  pageBreakStart: ReadonlyMap<string, number>;
  /** Units per question index, rules first (in array order), then blocks. */
  units: LogicUnit[][];
  /** Question ids targeted by any SHOW action: hidden until one fires. */
  showTargets: ReadonlySet<string>;
  /** Ids of SURVEY_LOGIC items whose `settings.blocks` holds something unusable. */
  malformedBlocks: ReadonlySet<string>;
}

const OPERATORS: ReadonlySet<unknown> = new Set(LOGIC_OPERATORS);
const ACTIONS: ReadonlySet<unknown> = new Set(LOGIC_ACTION_TYPES);
const BLOCK_TYPES: ReadonlySet<unknown> = new Set(LOGIC_BLOCK_TYPES);
const END_FORM: Action = Object.freeze({ type: 'END_FORM', target: '', value: undefined });

/** A usable condition: the stored object itself when already complete (no copy per run). */
function asCondition(raw: unknown): Condition | null {
  if (!isPlainObject(raw) || typeof raw.questionId !== 'string' || !OPERATORS.has(raw.operator)) {
    return null;
  }
  if (typeof raw.caseSensitive === 'boolean') return raw as Condition;
  return {
    questionId: raw.questionId,
    operator: raw.operator as Condition['operator'],
    value: raw.value,
    caseSensitive: false,
  };
}

function asAction(raw: unknown): Action | null {
  if (!isPlainObject(raw) || !ACTIONS.has(raw.type)) return null;
  if (typeof raw.target === 'string') return raw as Action;
  return { type: raw.type as Action['type'], target: '', value: raw.value };
}

/** A rule or block as a unit; null when its shape is unusable. */
function asUnit(raw: unknown, questionId: string, kind: LogicUnitKind | null): LogicUnit | null {
  if (!isPlainObject(raw) || typeof raw.id !== 'string') return null;
  const unitKind = kind ?? (BLOCK_TYPES.has(raw.type) ? (raw.type as LogicBlockType) : null);
  if (!unitKind || !Array.isArray(raw.conditions) || !Array.isArray(raw.actions)) return null;
  const conditions = raw.conditions.map(asCondition);
  const actions = raw.actions.map(asAction);
  if (conditions.includes(null) || actions.includes(null)) return null;
  const finalActions = actions as Action[];
  if (unitKind === 'ending') finalActions.push(END_FORM);
  return {
    id: raw.id,
    kind: unitKind,
    questionId,
    conditions: conditions as Condition[],
    groupOperator: raw.groupOperator === 'OR' ? 'OR' : 'AND',
    actions: finalActions,
  };
}

export function buildFormModel(form: FormDefinition): FormModel {
  const questions = (Array.isArray(form.questions) ? form.questions : [])
    .map((question, position) => ({ question, position }))
    .sort((a, b) => a.question.order - b.question.order || a.position - b.position)
    .map(({ question }) => question);
  const indexOf = new Map<string, number>();
  questions.forEach((q, i) => {
    if (!indexOf.has(q.id)) indexOf.set(q.id, i);
  });

  const pageBreakStart = new Map<string, number>();
  for (const pageBreak of Array.isArray(form.pageBreaks) ? form.pageBreaks : []) {
    const after = indexOf.get(pageBreak.afterQuestionId);
    if (after !== undefined && !pageBreakStart.has(pageBreak.id)) {
      pageBreakStart.set(pageBreak.id, after + 1);
    }
  }

  const showTargets = new Set<string>();
  const malformedBlocks = new Set<string>();
  const units = questions.map((question) => {
    const list: LogicUnit[] = [];
    for (const rule of Array.isArray(question.logic) ? question.logic : []) {
      const unit = asUnit(rule, question.id, 'rule');
      if (unit) list.push(unit);
    }
    if (question.type === 'SURVEY_LOGIC') {
      const blocks = isPlainObject(question.settings) ? question.settings.blocks : undefined;
      if (blocks !== undefined && !Array.isArray(blocks)) malformedBlocks.add(question.id);
      for (const block of Array.isArray(blocks) ? blocks : []) {
        const unit = asUnit(block, question.id, null);
        if (unit) list.push(unit);
        else malformedBlocks.add(question.id);
      }
    }
    for (const unit of list) {
      for (const action of unit.actions) if (action.type === 'SHOW') showTargets.add(action.target);
    }
    return list;
  });

  return { questions, indexOf, pageBreakStart, units, showTargets, malformedBlocks };
}

/**
 * The index a SKIP_TO target lands on: a question's own index, or the first question after a
 * page break. Undefined when the target names neither.
 */
export function jumpTargetIndex(model: FormModel, target: string): number | undefined {
  return model.indexOf.get(target) ?? model.pageBreakStart.get(target);
}
