/**
 * A template: a complete form definition with a gallery entry (title, description, category) and a
 * stable slug, so the server's seed can tell its own copy of a template from an admin's edit.
 */
import type { FormDefinitionInput } from '../form/definition';

export const TEMPLATE_CATEGORIES = [
  'customer-feedback',
  'nps',
  'product-research',
  'hr-and-employee',
  'events-and-registration',
  'education-and-quizzes',
  'lead-generation-and-contact',
  'health-and-intake',
  'other',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/**
 * Gallery tab names, in English: the server's search text matches them. The app shows its own
 * catalogue's name for each category id (web/src/lib/core-texts, ADR 056), kept equal by a test.
 * 'other' is for users' own templates that fit no catalogue category.
 */
export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategory, string> = {
  'customer-feedback': 'Customer feedback',
  nps: 'NPS',
  'product-research': 'Product research',
  'hr-and-employee': 'HR and employee',
  'events-and-registration': 'Events and registration',
  'education-and-quizzes': 'Education and quizzes',
  'lead-generation-and-contact': 'Lead generation and contact',
  'health-and-intake': 'Health and intake',
  other: 'Other',
};

export interface CatalogueTemplate {
  /** Stable across releases: the seed finds its row by it. Lowercase words joined by hyphens. */
  slug: string;
  title: string;
  description: string;
  category: TemplateCategory;
  definition: FormDefinitionInput;
}
