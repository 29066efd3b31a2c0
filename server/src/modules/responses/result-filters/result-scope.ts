/**
 * The responses a filtered read covers (issue 32, ADR 045), as WHERE conditions on `responses`
 * (or another table holding `answers`, under an alias): the date range on the submission time,
 * completed or not, the published version answered (issue 30), and the answer conditions joined
 * with AND, or OR when `any` is set. Every
 * value is a bound parameter; only column names and operators are written into the text.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ResultFilters } from '@core/api/result-filters';
import type { Question } from '@core/form/definition';
import { canonicalLanguage } from '@core/i18n/form-languages';
import type { Db } from '../../../db/database';
import { loadQuestions } from '../../forms/form-mapping';
import { conditionSql } from './condition-sql';
import { type CheckedCondition, checkFilters } from './validate-filters';

/** The filters of a request, checked against the form's questions. */
export interface CheckedFilters {
  from?: string | undefined;
  to?: string | undefined;
  completed?: boolean | undefined;
  version?: number | undefined;
  conditions: CheckedCondition[];
  any: boolean;
  /** The form language answered in, canonical as stored ("FR" finds "fr"). */
  language?: string | undefined;
  /**
   * Whether `language` is the form's default: rows stored without a language count as it.
   * Undefined for a read across forms (NPS analytics), where each row's own form decides.
   */
  languageIsDefault?: boolean | undefined;
}

/** The form's default language (its first), or null for a form without languages (ADR 048). */
export function defaultLanguageOf(form: { languages: unknown }): string | null {
  const [first] = Array.isArray(form.languages) ? (form.languages as unknown[]) : [];
  return typeof first === 'string' ? first : null;
}

/** Whether anything narrows the responses: an unfiltered read may use the rollup instead. */
export const isFiltered = (f: CheckedFilters): boolean =>
  f.from !== undefined ||
  f.to !== undefined ||
  f.completed !== undefined ||
  f.language !== undefined ||
  f.version !== undefined ||
  f.conditions.length > 0;

/**
 * `form` is the form read (its languages): the routes have loaded it already, so the language
 * filter compares with its default once here rather than looking the form up on every row.
 * Without it (a read across forms), each row's own form is looked up.
 */
export function checkResultFilters(
  questions: readonly Question[],
  query: ResultFilters,
  form?: { languages: unknown },
): CheckedFilters {
  const language = query.language && (canonicalLanguage(query.language) ?? query.language);
  return {
    from: query.from,
    to: query.to,
    completed: query.completed,
    version: query.version,
    conditions: checkFilters(questions, query.filters ?? []),
    any: query.any === true,
    language,
    languageIsDefault: form && language !== undefined && language === defaultLanguageOf(form),
  };
}

/** Loads the form's questions only when there are conditions to check against them. */
export async function loadResultFilters(
  db: Db,
  form: { id: string; languages: unknown },
  query: ResultFilters,
  questions?: readonly Question[],
): Promise<CheckedFilters> {
  const known = questions ?? (query.filters?.length ? await loadQuestions(db, form.id) : []);
  return checkResultFilters(known, query, form);
}

export interface ScopeColumns {
  /** The row's answers (jsonb). */
  answers: SQL;
  /** The timestamp `from` and `to` bound. */
  at: SQL;
  /** The row's completed flag; null for rows that are never complete (drafts). */
  completed: SQL | null;
  /** The form language the row was answered in. */
  language: SQL;
  /** The row's form, whose default language a row without one was answered in. */
  formId: SQL;
  /** The published version the row was answered against (null for rows from before versions). */
  formVersion: SQL;
}

export const RESPONSE_COLUMNS: ScopeColumns = {
  answers: sql.raw('answers'),
  at: sql.raw('created_at'),
  completed: sql.raw('completed'),
  language: sql.raw('language'),
  formId: sql.raw('form_id'),
  formVersion: sql.raw('form_version'),
};

/** Drafts under the results filters: their last save stands for the submission time. */
export const DRAFT_COLUMNS: ScopeColumns = {
  answers: sql.raw('answers'),
  at: sql.raw('last_updated'),
  completed: null,
  language: sql.raw('language'),
  formId: sql.raw('form_id'),
  formVersion: sql.raw('form_version'),
};

/** The same columns under a table alias (`r.answers`...). */
export const responseColumnsOf = (alias: string): ScopeColumns => ({
  answers: sql.raw(`${alias}.answers`),
  at: sql.raw(`${alias}.created_at`),
  completed: sql.raw(`${alias}.completed`),
  language: sql.raw(`${alias}.language`),
  formId: sql.raw(`${alias}.form_id`),
  formVersion: sql.raw(`${alias}.form_version`),
});

/**
 * Answered in `language`: recorded so, or recorded without one (before the form had languages,
 * ADR 048) on a form whose default language it is.
 */
function languageCondition(
  language: string,
  isDefault: boolean | undefined,
  columns: ScopeColumns,
): SQL {
  const unrecorded =
    isDefault === undefined
      ? sql`${language} = (select f.languages ->> 0 from forms f where f.id = ${columns.formId})`
      : sql`${isDefault}::boolean`;
  return sql`(${columns.language} = ${language} or (${columns.language} is null and ${unrecorded}))`;
}

/** The WHERE conditions (none for an unfiltered read); join them with AND. */
export function scopeConditions(
  f: CheckedFilters,
  columns: ScopeColumns = RESPONSE_COLUMNS,
): SQL[] {
  const where: SQL[] = [];
  if (f.from) where.push(sql`${columns.at} >= ${f.from}::timestamptz`);
  if (f.to) where.push(sql`${columns.at} <= ${f.to}::timestamptz`);
  if (f.completed !== undefined) {
    where.push(
      columns.completed
        ? sql`${columns.completed} = ${f.completed}::boolean`
        : sql`${!f.completed}::boolean`,
    );
  }
  if (f.language !== undefined) {
    where.push(languageCondition(f.language, f.languageIsDefault, columns));
  }
  if (f.version !== undefined) where.push(sql`${columns.formVersion} = ${f.version}::int`);
  if (f.conditions.length > 0) {
    const each = f.conditions.map(({ question, condition, values }) =>
      conditionSql(question, condition, columns.answers, values),
    );
    where.push(sql`(${sql.join(each, f.any ? sql` or ` : sql` and `)})`);
  }
  return where;
}

/** The conditions as one predicate (`true` when there are none). */
export function scopePredicate(f: CheckedFilters, columns: ScopeColumns = RESPONSE_COLUMNS): SQL {
  const where = scopeConditions(f, columns);
  return where.length === 0 ? sql`true` : sql`(${sql.join(where, sql` and `)})`;
}
