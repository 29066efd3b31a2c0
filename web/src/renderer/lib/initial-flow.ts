/**
 * The flow shown before the logic engine has loaded. core's evaluateForm reads the question-type
 * registry, which pulls in zod and libphonenumber-js (about 70 KB gzipped): too heavy for the
 * page's first-paint budget, so the engine is loaded right after the first paint (engine.ts) and
 * this stands in until then.
 *
 * It is evaluateForm with no rule firing, built on core's own form model (same run order, same
 * page breaks, SHOW targets hidden by default). For a form without logic it is exactly what the
 * engine computes; with logic it can differ only where a rule fires on the initial answers, and the
 * engine's flow replaces it a moment later. Navigation never uses it: Next waits for the engine.
 * A form without logic does not need the engine until the respondent acts (formHasLogic).
 */
import type { FormDefinition } from '@core/form/definition';
import { buildFormModel } from '@core/logic/form-model';
import type { FlowPage, FormFlow } from '@core/logic/types';

const NOT_RENDERED = new Set(['HIDDEN_FIELD', 'SURVEY_LOGIC']);

export function initialFlow(form: FormDefinition): FormFlow {
  const model = buildFormModel(form);
  const visibleQuestionIds: string[] = [];
  const hiddenQuestionIds: string[] = [];
  const requiredQuestionIds: string[] = [];
  const pages: FlowPage[] = [{ id: 'start', title: '', description: '', questionIds: [] }];
  const breaksAt = new Map<number, FlowPage[]>();
  for (const pageBreak of form.pageBreaks) {
    const start = model.pageBreakStart.get(pageBreak.id);
    if (start === undefined) continue;
    const page = {
      id: pageBreak.id,
      title: pageBreak.title,
      description: pageBreak.description,
      questionIds: [],
    };
    breaksAt.set(start, [...(breaksAt.get(start) ?? []), page]);
  }
  model.questions.forEach((question, index) => {
    pages.push(...(breaksAt.get(index) ?? []));
    const inFlow = model.indexOf.get(question.id) === index && !model.showTargets.has(question.id);
    if (!inFlow) {
      hiddenQuestionIds.push(question.id);
      return;
    }
    visibleQuestionIds.push(question.id);
    if (NOT_RENDERED.has(question.type)) return;
    if (question.required) requiredQuestionIds.push(question.id);
    pages[pages.length - 1]!.questionIds.push(question.id);
  });
  return {
    visibleQuestionIds,
    hiddenQuestionIds,
    requiredQuestionIds,
    values: {},
    pages: pages.filter((page) => page.questionIds.length > 0),
    ended: false,
    firedRules: [],
  };
}

/** Whether any rule or logic block could make the engine's flow differ from initialFlow's. */
export function formHasLogic(form: FormDefinition): boolean {
  return buildFormModel(form).units.some((units) => units.length > 0);
}
