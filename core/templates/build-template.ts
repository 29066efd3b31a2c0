/**
 * Shorthands for writing the catalogue as data: a question is `q(id, type, title, extras)`, a rule
 * is `rule(id, when(...), [show(...)])`. They only fill in what every entry would repeat (order,
 * caseSensitive, screen flags); the result is the plain form definition a builder would save.
 */
import type {
  Action,
  Condition,
  FormDefinitionInput,
  LogicBlock,
  LogicRule,
  QuestionInput,
  Theme,
} from '../form/definition';
import type { LogicOperator, QuestionType } from '../form/enums';
import type { CatalogueTemplate, TemplateCategory } from './template';

type QuestionExtras = Partial<Omit<QuestionInput, 'id' | 'type' | 'title' | 'order'>>;

export function q(
  id: string,
  type: QuestionType,
  title: string,
  extras: QuestionExtras = {},
): QuestionInput {
  return { id, type, title, order: 0, ...extras };
}

export function when(questionId: string, operator: LogicOperator, value?: unknown): Condition {
  return { questionId, operator, value, caseSensitive: false };
}

export function rule(
  id: string,
  conditions: Condition | Condition[],
  actions: Action[],
  groupOperator: 'AND' | 'OR' = 'AND',
): LogicRule {
  return {
    id,
    conditions: Array.isArray(conditions) ? conditions : [conditions],
    groupOperator,
    actions,
  };
}

export function block(
  id: string,
  type: LogicBlock['type'],
  title: string,
  conditions: Condition | Condition[],
  actions: Action[],
): LogicBlock {
  const list = Array.isArray(conditions) ? conditions : [conditions];
  return { id, type, title, conditions: list, groupOperator: 'AND', actions };
}

export const show = (target: string): Action => ({ type: 'SHOW', target });
export const hide = (target: string): Action => ({ type: 'HIDE', target });
export const skipTo = (target: string): Action => ({ type: 'SKIP_TO', target });
export const endForm = (): Action => ({ type: 'END_FORM', target: '' });
export const setValue = (target: string, value: unknown): Action => ({
  type: 'SET_VALUE',
  target,
  value,
});
export const calculate = (target: string, expression: string): Action => ({
  type: 'CALCULATE',
  target,
  value: expression,
});

export interface PageSpec {
  id: string;
  afterQuestionId: string;
  title: string;
  description?: string;
}

export interface TemplateSpec {
  slug: string;
  title: string;
  description: string;
  category: TemplateCategory;
  questions: QuestionInput[];
  pages?: PageSpec[];
  theme: Partial<Theme>;
  welcome?: { title: string; description: string; buttonText: string };
  thankYou: { title: string; description: string };
}

/** A catalogue entry; questions run in the order listed. */
export function template(spec: TemplateSpec): CatalogueTemplate {
  const definition: FormDefinitionInput = {
    title: spec.title,
    description: spec.description,
    questions: spec.questions.map((question, order) => ({ ...question, order })),
    pageBreaks: (spec.pages ?? []).map((page) => ({ description: '', ...page })),
    theme: spec.theme,
    welcomeScreen: spec.welcome ? { enabled: true, ...spec.welcome } : { enabled: false },
    thankYouScreen: { enabled: true, buttonText: '', ...spec.thankYou },
  };
  const { slug, title, description, category } = spec;
  return { slug, title, description, category, definition };
}
