/**
 * A published version's definition (ADR 036): everything a respondent sees, which is the form
 * definition without `customization` (when the form closes is an operating control that takes
 * effect on save and stays on the form). `canonicalJson` gives one text per definition whatever
 * the key order it was stored with, so the server can hash it and a publish with no change makes
 * no new version.
 */
import { type FormDefinition, formDefinitionSchema } from './definition';

export const versionDefinitionSchema = formDefinitionSchema.omit({ customization: true });
export type VersionDefinition = Omit<FormDefinition, 'customization'>;

/** The versioned part of a definition, with the schemas' defaults filled in. */
export function versionDefinitionOf(source: unknown): VersionDefinition {
  return versionDefinitionSchema.parse(source) as VersionDefinition;
}

/** JSON with object keys sorted at every level; arrays keep their order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as Record<string, unknown>)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}
