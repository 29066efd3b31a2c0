/**
 * Moving between the pages of a FormFlow. The flow is recomputed after every answer, and its pages
 * only ever hold pages the respondent will see, so "next" is simply the following page of the
 * current flow and the last page is the one that submits. An index beyond the current flow (the
 * flow shrank after an answer changed) is treated as the last page.
 */
import type { FormFlow } from './types';

/** The page after `current`, or null when `current` is the last one (the next step is submit). */
export function nextPageIndex(flow: FormFlow, current: number): number | null {
  if (flow.pages.length === 0) return null;
  if (!Number.isInteger(current) || current < 0) return 0;
  return current + 1 < flow.pages.length ? current + 1 : null;
}

/** The page before `current`, or null on the first page. */
export function previousPageIndex(flow: FormFlow, current: number): number | null {
  if (flow.pages.length === 0 || !Number.isInteger(current)) return null;
  const effective = Math.min(current, flow.pages.length - 1);
  return effective > 0 ? effective - 1 : null;
}

/** Whether `current` is the page that submits (also true when the flow has no pages). */
export function isLastPage(flow: FormFlow, current: number): boolean {
  return current >= flow.pages.length - 1;
}

/** The index of the page holding a question, or -1 when it is not shown. */
export function pageIndexOfQuestion(flow: FormFlow, questionId: string): number {
  return flow.pages.findIndex((page) => page.questionIds.includes(questionId));
}

/** The index of a page by id (ids are stable while the flow changes), or -1. */
export function pageIndexById(flow: FormFlow, pageId: string): number {
  return flow.pages.findIndex((page) => page.id === pageId);
}
