/**
 * Derived data, cached per definition object (the reducer shares structure, so an unchanged
 * definition is the same object): lookups by id, and verifyLogic's findings by question.
 */
import type { FormDefinition, PageBreak, Question } from '@core/form/definition';
import { verifyLogic, type LogicFinding } from '@core/logic';

const byIdCache = new WeakMap<readonly Question[], Map<string, Question>>();

export function questionById(definition: FormDefinition, id: string): Question | undefined {
  let index = byIdCache.get(definition.questions);
  if (!index) {
    index = new Map(definition.questions.map((q) => [q.id, q]));
    byIdCache.set(definition.questions, index);
  }
  return index.get(id);
}

export function questionIds(definition: FormDefinition): string[] {
  return definition.questions.map((q) => q.id);
}

const EMPTY_BREAKS: PageBreak[] = [];

export function pageBreaksAfter(definition: FormDefinition, questionId: string): PageBreak[] {
  const found = definition.pageBreaks.filter((p) => p.afterQuestionId === questionId);
  return found.length === 0 ? EMPTY_BREAKS : found;
}

const findingsCache = new WeakMap<FormDefinition, Map<string, LogicFinding[]>>();
const NO_FINDINGS: LogicFinding[] = [];

/** verifyLogic once per definition, grouped by the question each finding is about. */
export function findingsFor(definition: FormDefinition, questionId: string): LogicFinding[] {
  let grouped = findingsCache.get(definition);
  if (!grouped) {
    grouped = new Map();
    for (const finding of safeVerify(definition)) {
      const list = grouped.get(finding.questionId) ?? [];
      list.push(finding);
      grouped.set(finding.questionId, list);
    }
    findingsCache.set(definition, grouped);
  }
  return grouped.get(questionId) ?? NO_FINDINGS;
}

/** A definition mid-edit can be odd (a half-typed value); findings must never crash the builder. */
function safeVerify(definition: FormDefinition): LogicFinding[] {
  try {
    return verifyLogic(definition);
  } catch {
    return [];
  }
}

export function sameFindings(a: readonly LogicFinding[], b: readonly LogicFinding[]): boolean {
  return (
    a.length === b.length &&
    a.every((f, i) => {
      const g = b[i];
      return (
        g !== undefined &&
        f.code === g.code &&
        f.ruleId === g.ruleId &&
        f.message === g.message &&
        f.severity === g.severity
      );
    })
  );
}
