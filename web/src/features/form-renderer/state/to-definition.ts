import type { PublicForm } from '@core/api/public';
import type { FormDefinition } from '@core/form/definition';

/** The renderer's definition of a published form (respondents never see its customization). */
export function toDefinition(form: PublicForm): FormDefinition {
  // Its texts are already in the page's language (ADR 048): nothing left to translate.
  return { ...form, customization: {}, languages: form.languages ?? [], translations: {} };
}
