/**
 * The questions an all-versions view shows (issue 30 item 4): every question any version had,
 * once each by id. The current ones come first, in their order and under their current title (a
 * renamed question is one column under its latest title); a question no longer there follows,
 * under the title of the newest version that had it, marked with the version that removed it, so
 * the answers given before the edit stay readable.
 */
import type { Question } from './definition';

export interface VersionQuestions {
  number: number;
  questions: readonly Question[];
}

export interface ColumnQuestion {
  question: Question;
  /** The version that no longer has it; null for a current question. */
  removedIn: number | null;
}

/**
 * `current` is the builder's questions (what the next version will be), `versions` the published
 * ones in any order. A question the newest published version still has but the draft removed is
 * marked as removed in the next version, the one the draft becomes when published.
 */
export function questionsAcrossVersions(
  current: readonly Question[],
  versions: readonly VersionQuestions[],
): ColumnQuestion[] {
  const columns: ColumnQuestion[] = current.map((question) => ({ question, removedIn: null }));
  const seen = new Set(current.map((q) => q.id));
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  for (const version of newestFirst)
    for (const question of version.questions)
      if (!seen.has(question.id)) {
        seen.add(question.id);
        columns.push({ question, removedIn: version.number + 1 });
      }
  return columns;
}

/** A removed question's column title: "Age (removed in version 2)". */
export function columnTitle({ question, removedIn }: ColumnQuestion): string {
  return removedIn === null
    ? question.title
    : `${question.title} (removed in version ${removedIn})`;
}
