/**
 * Every text a respondent can see, named by a translation key (ADR 048). The key is the same in
 * `definition.translations[language]`, in the builder and in the CSV's `key` column, so a
 * translator's file maps 1:1 onto the stored map. Keys follow the definition's shape:
 *
 *   title, description, closedMessage
 *   welcomeScreen.title | .description | .buttonText   (and thankYouScreen.*)
 *   questions.<questionId>.title | .description | .scaleMinLabel | .scaleMaxLabel
 *   questions.<questionId>.options.<optionId>           (ADR 037's stable option id)
 *   questions.<questionId>.rows.<rowId> | .cols.<colId>   (grid rows' and columns' ids, the same)
 *   questions.<questionId>.settings.<name>              (placeholder, yes/no labels, payment text)
 *   pageBreaks.<pageBreakId>.title | .description
 *
 * Only texts the owner wrote are listed: an empty description has nothing to translate.
 */
import type { FormDefinition, Question } from '../form/definition';
import { gridCols, gridRows, optionIdsOf } from '../form/option-identity';

export interface TranslatableText {
  key: string;
  /** The text in the form's default language (the definition's own). */
  text: string;
}

/** Owner-written settings a respondent reads; other settings are numbers, flags or images. */
export const TRANSLATABLE_SETTINGS = ['placeholder', 'yesLabel', 'noLabel', 'description'] as const;

type Texts = Pick<
  FormDefinition,
  'title' | 'description' | 'questions' | 'pageBreaks' | 'welcomeScreen' | 'thankYouScreen'
> & { customization?: Record<string, unknown> };

export function questionKey(questionId: string, field: string): string {
  return `questions.${questionId}.${field}`;
}

function questionTexts(q: Question, add: (key: string, text: unknown) => void): void {
  add(questionKey(q.id, 'title'), q.title);
  add(questionKey(q.id, 'description'), q.description);
  for (const [field, list] of [
    ['options', q],
    ['rows', gridRows(q)],
    ['cols', gridCols(q)],
  ] as const) {
    const ids = optionIdsOf(list);
    list.options?.forEach((label, i) => ids && add(questionKey(q.id, `${field}.${ids[i]}`), label));
  }
  add(questionKey(q.id, 'scaleMinLabel'), q.scaleMinLabel);
  add(questionKey(q.id, 'scaleMaxLabel'), q.scaleMaxLabel);
  for (const name of TRANSLATABLE_SETTINGS)
    add(questionKey(q.id, `settings.${name}`), q.settings[name]);
}

/** The form's translatable texts in the order a respondent meets them. */
export function translatableTexts(definition: Texts): TranslatableText[] {
  const texts: TranslatableText[] = [];
  const add = (key: string, text: unknown) => {
    if (typeof text === 'string' && text.trim() !== '') texts.push({ key, text });
  };
  add('title', definition.title);
  add('description', definition.description);
  for (const [name, screen] of [
    ['welcomeScreen', definition.welcomeScreen],
    ['thankYouScreen', definition.thankYouScreen],
  ] as const) {
    if (name === 'welcomeScreen' && !screen.enabled) continue;
    add(`${name}.title`, screen.title);
    add(`${name}.description`, screen.description);
    add(`${name}.buttonText`, screen.buttonText);
  }
  const breaksAfter = new Map<string, FormDefinition['pageBreaks']>();
  for (const pb of definition.pageBreaks) {
    breaksAfter.set(pb.afterQuestionId, [...(breaksAfter.get(pb.afterQuestionId) ?? []), pb]);
  }
  for (const q of [...definition.questions].sort((a, b) => a.order - b.order)) {
    questionTexts(q, add);
    for (const pb of breaksAfter.get(q.id) ?? []) {
      add(`pageBreaks.${pb.id}.title`, pb.title);
      add(`pageBreaks.${pb.id}.description`, pb.description);
    }
  }
  add('closedMessage', definition.customization?.['closedMessage']);
  return texts;
}

export interface MissingTranslations {
  language: string;
  /** Keys with no text in this language: the respondent reads the default language's. */
  missing: string[];
  total: number;
}

/** What each non-default language lacks, for the builder's count and the publish warning. */
export function missingTranslations(
  definition: Texts & Pick<FormDefinition, 'languages' | 'translations'>,
): MissingTranslations[] {
  const texts = translatableTexts(definition);
  return definition.languages.slice(1).map((language) => {
    const own = definition.translations[language] ?? {};
    const missing = texts.filter(({ key }) => !own[key]?.trim()).map(({ key }) => key);
    return { language, missing, total: texts.length };
  });
}
