/**
 * The global template catalogue, in gallery order. The server seeds its `templates` table from this
 * list on start-up (by slug), so adding or editing an entry here ships with the next deploy, while
 * admins edit or retire the database rows without one.
 */
import { CUSTOMER_FEEDBACK_TEMPLATES } from './customer-feedback';
import { EDUCATION_AND_QUIZZES_TEMPLATES } from './education-and-quizzes';
import { EVENTS_AND_REGISTRATION_TEMPLATES } from './events-and-registration';
import { HEALTH_AND_INTAKE_TEMPLATES } from './health-and-intake';
import { HR_AND_EMPLOYEE_TEMPLATES } from './hr-and-employee';
import { LEAD_GENERATION_AND_CONTACT_TEMPLATES } from './lead-generation-and-contact';
import { NPS_TEMPLATES } from './nps';
import { PRODUCT_RESEARCH_TEMPLATES } from './product-research';
import type { CatalogueTemplate } from './template';

export const TEMPLATE_CATALOGUE: readonly CatalogueTemplate[] = [
  ...CUSTOMER_FEEDBACK_TEMPLATES,
  ...NPS_TEMPLATES,
  ...PRODUCT_RESEARCH_TEMPLATES,
  ...HR_AND_EMPLOYEE_TEMPLATES,
  ...EVENTS_AND_REGISTRATION_TEMPLATES,
  ...EDUCATION_AND_QUIZZES_TEMPLATES,
  ...LEAD_GENERATION_AND_CONTACT_TEMPLATES,
  ...HEALTH_AND_INTAKE_TEMPLATES,
];
