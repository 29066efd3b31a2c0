/**
 * The filters every read of a form's results takes (issue 32): the summary, the response list,
 * NPS, the funnel and the exports. A filter condition is the builder's logic condition
 * (`{questionId, operator, value}` with one of the 18 operators of core/logic), so what "matches"
 * means is the logic engine's rule; the server compiles it to SQL with the same semantics (ADR 045).
 *
 * `filters` travels in the query string as JSON, so a filtered view is a bookmarkable URL. Its
 * shape is checked here; whether each condition fits its question (known id, operator offered by
 * the question's type, value of the right type) needs the form, and is checked by the server.
 */
import { z } from 'zod';
import { LOGIC_OPERATORS } from '../form/enums';
import { languageCodeSchema } from '../i18n/form-languages';

/** The longest `filters` parameter accepted, in bytes of its JSON text. */
export const MAX_FILTERS_BYTES = 8 * 1024;
/** Conditions per request: far more than a person composes, few enough to keep a query small. */
export const MAX_FILTER_CONDITIONS = 20;

export const filterConditionSchema = z
  .object({
    questionId: z.string().min(1).max(64),
    operator: z.enum(LOGIC_OPERATORS),
    /** The operand, as a logic condition holds it; IS_EMPTY and IS_NOT_EMPTY take none. */
    value: z.unknown().optional(),
    caseSensitive: z.boolean().optional(),
  })
  .strict();
export type FilterCondition = z.infer<typeof filterConditionSchema>;

/** UTF-8 bytes of a text, counted by code point (core has neither TextEncoder nor Buffer). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** `filters=` as sent: JSON text of an array of conditions, at most 8 KB. */
export const filtersParamSchema = z
  .string()
  .refine((text) => utf8Length(text) <= MAX_FILTERS_BYTES, {
    message: `filters is longer than ${MAX_FILTERS_BYTES} bytes`,
  })
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filters is not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(filterConditionSchema).max(MAX_FILTER_CONDITIONS));

/** "true" / "false" in a query string; anything else is refused rather than read as false. */
const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * The filter fields, merged into each results endpoint's query schema. `version` (issue 30) reads
 * only what was answered against one published version; `language` joins them once responses
 * record the language they were answered in.
 */
export const resultFiltersShape = {
  /** Responses submitted at or after this instant (ISO 8601 with an offset). */
  from: z.iso.datetime({ offset: true }).optional(),
  /** ... and at or before this one. */
  to: z.iso.datetime({ offset: true }).optional(),
  /** Completed responses only (true) or unfinished ones only (false); both when absent. */
  completed: booleanParam.optional(),
  filters: filtersParamSchema.optional(),
  /** Conditions combine with OR when true, AND otherwise (the logic engine's group operator). */
  any: booleanParam.optional(),
  /** Only responses answered in this form language (ADR 048); an unknown code is a 400. */
  language: languageCodeSchema.optional(),
  /** Only what was answered against this published version (ADR 036); all versions without it. */
  version: z.coerce.number().int().min(1).optional(),
};

export const resultFiltersQuerySchema = z.object(resultFiltersShape);
export type ResultFilters = z.infer<typeof resultFiltersQuerySchema>;
