/**
 * Option identity (ADR 037): each option of a choice question has a stable id in `optionIds`, at
 * the same index as its label in `options`. Answers keep the label as worded in the version they
 * were answered against, so this file is the one way anything (summaries, exports, translations)
 * turns an answer into an option: within one version by `optionIdOf`, across versions by
 * `optionCatalog`. Labels are matched exactly; a label no version offers is "Other".
 *
 * A grid's rows and columns are labelled lists of the same kind (`matrixRows` with
 * `matrixRowIds`, `matrixCols` with `matrixColIds`, ADR 037's addendum): `gridRows` and
 * `gridCols` present them as options, so every function here serves them too.
 */
import type { Question } from './definition';

type OptionFields = Pick<Question, 'id' | 'options' | 'optionIds'>;
type GridFields = Pick<
  Question,
  'id' | 'matrixRows' | 'matrixRowIds' | 'matrixCols' | 'matrixColIds'
>;

/** A grid's rows as a labelled list with ids. */
export const gridRows = (q: GridFields): OptionFields => ({
  id: q.id,
  options: q.matrixRows,
  optionIds: q.matrixRowIds,
});

/** A grid's columns as a labelled list with ids. */
export const gridCols = (q: GridFields): OptionFields => ({
  id: q.id,
  options: q.matrixCols,
  optionIds: q.matrixColIds,
});

/** Makes a new random option id (core has no random source: the server and the builder pass one). */
export type NewOptionId = () => string;

/** The question's option ids when they name every option once, else null (an older client). */
export function optionIdsOf(question: OptionFields): readonly string[] | null {
  const { options, optionIds } = question;
  if (!options || !optionIds || optionIds.length !== options.length) return null;
  return new Set(optionIds).size === optionIds.length ? optionIds : null;
}

/**
 * The id of the option an answer's label names in this question (one version's wording), or
 * null: not an option (an "Other" answer) or a question without ids. Equal labels (never made by
 * the builder) resolve to the first.
 */
export function optionIdOf(question: OptionFields, label: string): string | null {
  const index = question.options?.indexOf(label) ?? -1;
  return index === -1 ? null : (optionIdsOf(question)?.[index] ?? null);
}

/**
 * Ids for `next` options of a question whose options were `previous`: an unchanged label keeps
 * its id; a label that is new where the list kept its length takes the id at its index (the
 * builder renames in place, one keystroke at a time); anything else gets a new id.
 */
export function nextOptionIds(
  previous: OptionFields | undefined,
  next: readonly string[],
  newId: NewOptionId,
): string[] {
  const before = previous?.options ?? [];
  const ids = previous ? optionIdsOf(previous) : null;
  const byLabel = new Map<string, string>();
  if (ids) before.forEach((label, i) => byLabel.has(label) || byLabel.set(label, ids[i]!));
  const used = new Set<string>();
  const take = (id: string | undefined) => (id && !used.has(id) ? id : undefined);
  const sameLength = ids !== null && before.length === next.length;
  const result = next.map((label) => {
    const id = take(byLabel.get(label));
    if (id) used.add(id);
    return id;
  });
  return result.map((id, i) => {
    const chosen = id ?? (sameLength && !next.includes(before[i]!) ? take(ids[i]) : undefined);
    const final = chosen ?? newId();
    used.add(final);
    return final;
  });
}

/**
 * The question with ids for every option: its own when they are complete, else assigned by label
 * against `previous` (the stored draft), so a client that does not send ids keeps them. A question
 * without options has none.
 */
export function withOptionIds<Q extends OptionFields>(
  question: Q,
  previous: OptionFields | undefined,
  newId: NewOptionId,
): Q {
  const ids = idsFor(question, previous?.id === question.id ? previous : undefined, newId);
  return ids === question.optionIds ? question : { ...question, optionIds: ids };
}

/** A list's ids: its own when complete, else assigned by label against `previous`; null without labels. */
function idsFor(
  list: OptionFields,
  previous: OptionFields | undefined,
  newId: NewOptionId,
): string[] | null {
  if (!list.options) return null;
  if (optionIdsOf(list)) return list.optionIds;
  return nextOptionIds(previous, list.options, newId);
}

/** The question with ids for every grid row and column, as `withOptionIds` gives its options. */
export function withGridIds<Q extends GridFields>(
  question: Q,
  previous: GridFields | undefined,
  newId: NewOptionId,
): Q {
  const before = previous?.id === question.id ? previous : undefined;
  const matrixRowIds = idsFor(gridRows(question), before && gridRows(before), newId);
  const matrixColIds = idsFor(gridCols(question), before && gridCols(before), newId);
  if (matrixRowIds === question.matrixRowIds && matrixColIds === question.matrixColIds)
    return question;
  return { ...question, matrixRowIds, matrixColIds };
}

export interface CatalogOption {
  id: string;
  /** As the newest version that has it words it. */
  label: string;
  /** Not offered by the newest version (removed, or only in older ones). */
  removed: boolean;
}

/**
 * One question's options across versions (`versions` newest first, each its wording of the
 * question): every option once, by id, under its newest label, the newest version's options first
 * in their order. `idOf` reads an answer's label as an option: a label's newest meaning wins when
 * two versions gave it to different options. Versions without ids (stored outside the builder
 * before ADR 037) read by label: the option of the same label in a newer version.
 */
export function optionCatalog(versions: readonly OptionFields[]): {
  options: CatalogOption[];
  idOf: (label: string) => string | null;
} {
  const options = new Map<string, CatalogOption>();
  const byLabel = new Map<string, string>();
  versions.forEach((question, v) => {
    const ids = optionIdsOf(question);
    (question.options ?? []).forEach((label, i) => {
      const id = ids?.[i] ?? byLabel.get(label) ?? `label:${label}`;
      if (!options.has(id)) options.set(id, { id, label, removed: v > 0 });
      if (!byLabel.has(label)) byLabel.set(label, id);
    });
  });
  return { options: [...options.values()], idOf: (label) => byLabel.get(label) ?? null };
}
