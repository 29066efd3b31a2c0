/**
 * Core's ids and the app's messages for them cannot drift apart: every id core knows (a question
 * type, a template category, a validation message key, a theme colour) has a message, no message
 * names an id core dropped, and the English is what the app showed before (core's own text where
 * core keeps one for the server).
 */
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '@core/form/enums';
import { MESSAGES } from '@core/form/messages';
import { THEME_COLOUR_FIELDS } from '@core/form/theme-colors';
import { getQuestionType } from '@core/question-types/registry';
import { TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS } from '@core/templates/template';
import {
  COLOUR_USES,
  QUESTION_TYPE_NAMES,
  TEMPLATE_CATEGORY_NAMES,
  VALIDATION_MESSAGES,
  colourUse,
  questionTypeName,
  retentionNote,
  templateCategoryName,
  validationMessage,
  validationText,
} from './core-texts';

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe("the app's words for core's ids", () => {
  it.each([
    ['question types', QUESTION_TYPE_NAMES, QUESTION_TYPES],
    ['template categories', TEMPLATE_CATEGORY_NAMES, TEMPLATE_CATEGORIES],
    ['validation messages', VALIDATION_MESSAGES, Object.keys(MESSAGES)],
    ['theme colours', COLOUR_USES, THEME_COLOUR_FIELDS],
  ] as const)('cover every one of the %s, and only those', (_, messages, ids) => {
    expect(sorted(Object.keys(messages))).toEqual(sorted(ids));
  });

  it.each(QUESTION_TYPES)('name %s as the registry does', (type) => {
    expect(questionTypeName(type)).toBe(getQuestionType(type).label);
  });

  it.each(TEMPLATE_CATEGORIES)('name the %s category as the server does', (category) => {
    expect(templateCategoryName(category)).toBe(TEMPLATE_CATEGORY_LABELS[category]);
  });

  it.each(Object.entries(MESSAGES))('say %s in the spec’s exact words', (key, text) => {
    expect(validationMessage(key as keyof typeof MESSAGES)).toBe(text);
    // What a core schema or the server put on a field reads the same once shown.
    expect(validationText(text)).toBe(text);
  });

  it('show any other field message as it came', () => {
    expect(validationText('Enter a valid email address')).toBe('Enter a valid email address');
  });

  it('say what each theme colour is for', () => {
    expect(THEME_COLOUR_FIELDS.map(colourUse)).toEqual([
      'Buttons: Start, Next and Submit.',
      'Progress bars and the thank-you check mark.',
      'Selected answers and the keyboard focus ring.',
    ]);
  });

  it("tell the retention period in the spec's words, the number as written", () => {
    expect(retentionNote(30)).toBe('Responses older than 30 days are deleted automatically.');
    expect(retentionNote(1)).toBe('Responses older than 1 day are deleted automatically.');
    expect(retentionNote(3650)).toBe('Responses older than 3650 days are deleted automatically.');
  });
});
