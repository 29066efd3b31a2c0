/** The form's retention setting, read for the responses page's note (GET /api/forms/{id}/settings). */
import { formSettingsSchema, type FormSettings } from '@core/api/forms';

export function retentionQuery(formId: string) {
  return {
    // The same key the settings screen reads and writes, so a change there shows here at once.
    queryKey: [`/api/forms/${encodeURIComponent(formId)}/settings`] as const,
    select: (data: unknown): FormSettings => formSettingsSchema.parse(data),
  };
}
