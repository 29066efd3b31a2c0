/**
 * What changed between two published versions, in words (issue 30's history): questions added,
 * removed, renamed or otherwise changed (by id), options added, renamed or removed (by option id,
 * ADR 037; by label in a version without ids), and the form's own wording and look. Pure, so the server lists it and a test
 * can pin every sentence.
 */
import type { VersionChange } from '../api/form-versions';
import { canonicalJson, type VersionDefinition } from './form-version';
import { gridCols, gridRows, optionIdsOf } from './option-identity';

type Question = VersionDefinition['questions'][number];

const quoted = (text: string) => `'${text}'`;

/**
 * Everything but the title, position, options and grid rows and columns: a change there is
 * "Changed question". Ids are identity, not content: a grid given ids by a save did not change.
 */
function otherFields(q: Question): string {
  const {
    title: _t,
    order: _o,
    options: _p,
    optionIds: _i,
    matrixRows: _rows,
    matrixRowIds: _r,
    matrixCols: _cols,
    matrixColIds: _c,
    ...rest
  } = q;
  return canonicalJson(rest);
}

type Labelled = Pick<Question, 'id' | 'options' | 'optionIds'>;

/** Each entry of a labelled list by its id (ADR 037), or by its label when `byId` is false. */
function entriesByKey(list: Labelled, byId: boolean): Map<string, string> {
  const ids = optionIdsOf(list);
  return new Map((list.options ?? []).map((label, i) => [byId ? ids![i]! : label, label]));
}

const LISTS = [
  { of: (q: Question): Labelled => q, kind: 'option', word: 'option' },
  { of: gridRows, kind: 'row', word: 'row' },
  { of: gridCols, kind: 'column', word: 'column' },
] as const;

/** Options, grid rows and grid columns added, renamed and removed between two wordings. */
function listChanges(before: Question, after: Question): VersionChange[] {
  const changes: VersionChange[] = [];
  const at = { questionId: after.id, title: after.title };
  for (const { of, kind, word } of LISTS) {
    const [then, now] = [of(before), of(after)];
    // A version stored without ids (before ADR 037) is compared by label: no rename is told then.
    const byId = optionIdsOf(then) !== null && optionIdsOf(now) !== null;
    const was = entriesByKey(then, byId);
    const is = entriesByKey(now, byId);
    for (const [id, label] of is) {
      const old = was.get(id);
      if (old === undefined)
        changes.push({ kind: `${kind}_added`, ...at, text: `Added ${word} ${quoted(label)}` });
      else if (old !== label)
        changes.push({
          kind: `${kind}_renamed`,
          ...at,
          text: `Renamed ${word} ${quoted(old)} to ${quoted(label)}`,
        });
    }
    for (const [id, label] of was)
      if (!is.has(id))
        changes.push({ kind: `${kind}_removed`, ...at, text: `Removed ${word} ${quoted(label)}` });
  }
  return changes;
}

/**
 * Each question's JSON, made once per question object (a history compares each one twice).
 * Plain JSON: parsed definitions list their keys in the schema's order, and two equal questions
 * written in another order only miss this shortcut, not a change.
 */
const jsonOf = new WeakMap<Question, string>();

function sameQuestion(a: Question, b: Question): boolean {
  if (a === b) return true;
  const json = (q: Question) => {
    let text = jsonOf.get(q);
    if (text === undefined) {
      text = JSON.stringify(q);
      jsonOf.set(q, text);
    }
    return text;
  };
  return json(a) === json(b);
}

export function describeChanges(
  before: VersionDefinition,
  after: VersionDefinition,
): VersionChange[] {
  const changes: VersionChange[] = [];
  const old = new Map(before.questions.map((q) => [q.id, q]));
  const kept = new Set(after.questions.map((q) => q.id));
  for (const q of after.questions) {
    const was = old.get(q.id);
    // Most questions of a version are the previous one's unchanged: one comparison says so.
    if (was && sameQuestion(was, q)) continue;
    if (!was) {
      changes.push({
        kind: 'question_added',
        questionId: q.id,
        title: q.title,
        text: `Added question ${quoted(q.title)}`,
      });
      continue;
    }
    if (was.title !== q.title) {
      changes.push({
        kind: 'question_renamed',
        questionId: q.id,
        title: q.title,
        text: `Renamed ${quoted(was.title)} to ${quoted(q.title)}`,
      });
    }
    changes.push(...listChanges(was, q));
    if (otherFields(was) !== otherFields(q)) {
      changes.push({
        kind: 'question_changed',
        questionId: q.id,
        title: q.title,
        text: `Changed question ${quoted(q.title)}`,
      });
    }
  }
  for (const q of before.questions) {
    if (kept.has(q.id)) continue;
    changes.push({
      kind: 'question_removed',
      questionId: q.id,
      title: q.title,
      text: `Removed question ${quoted(q.title)}`,
    });
  }
  const order = (d: VersionDefinition) => d.questions.map((q) => q.id).filter((id) => kept.has(id));
  const common = (d: VersionDefinition) => order(d).filter((id) => old.has(id));
  if (common(before).join() !== common(after).join()) {
    changes.push({
      kind: 'form_changed',
      questionId: null,
      title: null,
      text: 'Reordered questions',
    });
  }
  const formFields = (d: VersionDefinition) => {
    const { questions: _q, ...rest } = d;
    return canonicalJson(rest);
  };
  if (formFields(before) !== formFields(after)) {
    changes.push({
      kind: 'form_changed',
      questionId: null,
      title: null,
      text:
        before.title !== after.title
          ? `Renamed the form ${quoted(before.title)} to ${quoted(after.title)}`
          : 'Changed the form’s pages, screens or theme',
    });
  }
  return changes;
}
