/**
 * A definition as a respondent reads it in one of its languages (ADR 048): every translated text
 * in place of the default language's, text by text, falling back to the default where a
 * translation is missing. Texts that are also answer values (option labels, matrix rows and
 * columns) keep their default-language wording, so answers, logic and validation never depend on
 * the respondent's language (ADR 037); what to show for them travels beside them in `shown`.
 */
import type { FormDefinition, Question } from '../form/definition';
import { gridCols, gridRows, optionIdsOf } from '../form/option-identity';
import { TRANSLATABLE_SETTINGS, questionKey } from './translation-keys';

/** What the respondent sees for the answer values, at each value's index. */
export interface ShownTexts {
  options?: string[];
  rows?: string[];
  cols?: string[];
}

export type LocalizedQuestion = Question & { shown?: ShownTexts };

type Localizable = Pick<
  FormDefinition,
  | 'title'
  | 'description'
  | 'questions'
  | 'pageBreaks'
  | 'welcomeScreen'
  | 'thankYouScreen'
  | 'languages'
  | 'translations'
>;

/**
 * The language a respondent is served: `asked` when the form has it (exactly, else by primary
 * subtag: "fr-CA" finds "fr", "pt" finds "pt-BR"), else the best of `preferences` the same way,
 * else the default. A language the form does not have is no error.
 */
export function chooseFormLanguage(
  languages: readonly string[],
  asked: string | null | undefined,
  preferences: readonly string[],
): string | null {
  if (languages.length === 0) return null;
  const find = (tag: string): string | undefined => {
    const lower = tag.toLowerCase();
    const exact = languages.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    const primary = lower.split(/[-_]/)[0];
    return languages.find((l) => l.toLowerCase().split('-')[0] === primary);
  };
  for (const tag of asked ? [asked, ...preferences] : preferences) {
    const found = find(tag);
    if (found) return found;
  }
  return languages[0]!;
}

/** A text in `language`, or the default's when that language has none for the key. */
export function formText(
  definition: Pick<FormDefinition, 'languages' | 'translations'>,
  language: string | null,
) {
  const own =
    language && language !== definition.languages[0]
      ? definition.translations[language]
      : undefined;
  return <T extends string | null>(key: string, fallback: T): T | string =>
    own?.[key]?.trim() ? own[key]! : fallback;
}

function localizeQuestion(q: Question, text: ReturnType<typeof formText>): LocalizedQuestion {
  const key = (field: string) => questionKey(q.id, field);
  const ids = optionIdsOf(q);
  const settings = { ...q.settings };
  for (const name of TRANSLATABLE_SETTINGS) {
    const value = settings[name];
    if (typeof value === 'string') settings[name] = text(key(`settings.${name}`), value);
  }
  const shown: ShownTexts = {};
  if (q.options && ids) shown.options = q.options.map((o, i) => text(key(`options.${ids[i]}`), o));
  const rowIds = optionIdsOf(gridRows(q));
  if (q.matrixRows && rowIds)
    shown.rows = q.matrixRows.map((r, i) => text(key(`rows.${rowIds[i]}`), r));
  const colIds = optionIdsOf(gridCols(q));
  if (q.matrixCols && colIds)
    shown.cols = q.matrixCols.map((c, i) => text(key(`cols.${colIds[i]}`), c));
  return {
    ...q,
    title: text(key('title'), q.title),
    description: text(key('description'), q.description),
    scaleMinLabel: text(key('scaleMinLabel'), q.scaleMinLabel),
    scaleMaxLabel: text(key('scaleMaxLabel'), q.scaleMaxLabel),
    settings,
    ...(Object.keys(shown).length > 0 ? { shown } : {}),
  };
}

/** The definition in `language` (null or the default: the definition's own texts, unchanged). */
export function localizeDefinition<D extends Localizable>(
  definition: D,
  language: string | null,
): Omit<D, 'questions'> & { questions: LocalizedQuestion[] } {
  if (!language || language === definition.languages[0]) return definition;
  const text = formText(definition, language);
  const screen = (name: 'welcomeScreen' | 'thankYouScreen') => ({
    ...definition[name],
    title: text(`${name}.title`, definition[name].title),
    description: text(`${name}.description`, definition[name].description),
    buttonText: text(`${name}.buttonText`, definition[name].buttonText),
  });
  return {
    ...definition,
    title: text('title', definition.title),
    description: text('description', definition.description),
    welcomeScreen: screen('welcomeScreen'),
    thankYouScreen: screen('thankYouScreen'),
    pageBreaks: definition.pageBreaks.map((pb) => ({
      ...pb,
      title: text(`pageBreaks.${pb.id}.title`, pb.title),
      description: text(`pageBreaks.${pb.id}.description`, pb.description),
    })),
    questions: definition.questions.map((q) => localizeQuestion(q, text)),
  };
}
