import type { PublicForm } from '@core/api/public';
import type { FormDefinition } from '@core/form/definition';

/** The renderer's definition of a published form (respondents never see its customization). */
export function toDefinition(form: PublicForm): FormDefinition {
  return { ...form, customization: {} };
}
