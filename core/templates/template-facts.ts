/**
 * What the gallery lists about a template without loading its definition: how many questions a
 * respondent sees, which types it uses, and the text a search matches. Stored beside the definition
 * so listing the gallery is one narrow query.
 */
import type { FormDefinition } from '../form/definition';
import type { QuestionType } from '../form/enums';
import { isRendered } from '../logic/question-type-info';
import { TEMPLATE_CATEGORY_LABELS, type TemplateCategory } from './template';

export interface TemplateFacts {
  /** Questions a respondent sees: hidden fields and logic items are not questions to them. */
  questionCount: number;
  /** Every type used, once each, in first-use order. */
  questionTypes: QuestionType[];
  /** Title, description, category name and question titles, one per line. */
  searchText: string;
}

export function templateFacts(
  definition: FormDefinition,
  entry: { title: string; description: string; category: TemplateCategory },
): TemplateFacts {
  const { questions } = definition;
  return {
    questionCount: questions.filter((q) => isRendered(q.type)).length,
    questionTypes: [...new Set(questions.map((q) => q.type))],
    searchText: [
      entry.title,
      entry.description,
      TEMPLATE_CATEGORY_LABELS[entry.category],
      ...questions.filter((q) => isRendered(q.type)).map((q) => q.title),
    ].join('\n'),
  };
}
