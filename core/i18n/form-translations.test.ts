import { describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../form/definition';
import { parseFormDefinition } from '../form/parse-form-definition';
import { canonicalLanguage } from './form-languages';
import { chooseFormLanguage, localizeDefinition } from './localize-form';
import { missingTranslations, translatableTexts } from './translation-keys';

const definition = () =>
  formDefinitionSchema.parse({
    title: 'Colours',
    description: 'A short survey',
    languages: ['en', 'fr', 'ar'],
    translations: {
      fr: {
        title: 'Couleurs',
        'questions.q1.options.oRed': 'Rouge',
        'questions.q2.cols.cBad': 'Mauvais',
      },
    },
    customization: { closedMessage: 'Closed for now' },
    pageBreaks: [{ id: 'pb1', afterQuestionId: 'q1', title: 'Part two' }],
    questions: [
      {
        id: 'q1',
        type: 'MULTIPLE_CHOICE',
        title: 'Favourite colour?',
        order: 0,
        options: ['Red', 'Blue'],
        optionIds: ['oRed', 'oBlue'],
      },
      {
        id: 'q2',
        type: 'MATRIX',
        title: 'Rate',
        order: 1,
        matrixRows: ['Taste'],
        matrixRowIds: ['rTaste'],
        matrixCols: ['Good', 'Bad'],
        matrixColIds: ['cGood', 'cBad'],
      },
      { id: 'q3', type: 'SHORT_TEXT', title: 'Name', order: 2, settings: { placeholder: 'Jane' } },
    ],
  });

describe('form languages', () => {
  it('keeps known codes in canonical form and refuses unknown ones by name', () => {
    expect(canonicalLanguage('FR')).toBe('fr');
    expect(canonicalLanguage('pt-br')).toBe('pt-BR');
    expect(canonicalLanguage('zh-Hant')).toBe('zh-Hant');
    expect(canonicalLanguage('xx')).toBeNull();
    expect(canonicalLanguage('x-private')).toBeNull();
    const result = parseFormDefinition({ ...definition(), languages: ['en', 'qq'] });
    expect(result).toMatchObject({
      ok: false,
      errors: { 'languages.1': 'Unknown language code: qq' },
    });
  });

  it('refuses a language listed twice, and drops blank texts and unlisted languages on save', () => {
    expect(parseFormDefinition({ ...definition(), languages: ['en', 'en'] }).ok).toBe(false);
    const result = parseFormDefinition({
      ...definition(),
      translations: { fr: { title: 'Couleurs', description: '  ' }, de: { title: 'Farben' } },
    });
    expect(result.ok && result.definition.translations).toEqual({ fr: { title: 'Couleurs' } });
  });

  it('names every text a respondent sees by a key, in the order they meet them', () => {
    expect(translatableTexts(definition()).map((t) => t.key)).toEqual([
      'title',
      'description',
      'thankYouScreen.title',
      'thankYouScreen.description',
      'questions.q1.title',
      'questions.q1.options.oRed',
      'questions.q1.options.oBlue',
      'pageBreaks.pb1.title',
      'questions.q2.title',
      'questions.q2.rows.rTaste',
      'questions.q2.cols.cGood',
      'questions.q2.cols.cBad',
      'questions.q3.title',
      'questions.q3.settings.placeholder',
      'closedMessage',
    ]);
  });

  it('counts what each language is missing', () => {
    const [fr, ar] = missingTranslations(definition());
    expect(fr).toMatchObject({ language: 'fr', total: 15 });
    expect(fr!.missing).toHaveLength(12);
    expect(ar).toMatchObject({ language: 'ar', total: 15 });
    expect(ar!.missing).toHaveLength(15);
  });
});

describe('a form in the respondent language', () => {
  it('picks ?lang=, then the browser, then the default; a language the form lacks is the default', () => {
    const langs = ['en', 'fr', 'ar'];
    expect(chooseFormLanguage(langs, 'fr', ['ar'])).toBe('fr');
    expect(chooseFormLanguage(langs, 'FR-ca', [])).toBe('fr');
    expect(chooseFormLanguage(langs, 'de', ['ar-EG', 'fr'])).toBe('ar');
    expect(chooseFormLanguage(langs, 'de', ['ja'])).toBe('en');
    expect(chooseFormLanguage(['en', 'pt-BR'], null, ['pt'])).toBe('pt-BR');
    expect(chooseFormLanguage([], 'fr', ['fr'])).toBeNull();
  });

  it('shows translated texts, falls back per text, and keeps answer values in the default language', () => {
    const fr = localizeDefinition(definition(), 'fr');
    expect(fr.title).toBe('Couleurs');
    expect(fr.description).toBe('A short survey');
    const [q1, q2] = fr.questions;
    expect(q1!.options).toEqual(['Red', 'Blue']);
    expect(q1!.shown).toEqual({ options: ['Rouge', 'Blue'] });
    expect(q2!.shown).toEqual({ rows: ['Taste'], cols: ['Good', 'Mauvais'] });
    expect(localizeDefinition(definition(), 'en')).toEqual(definition());
  });

  it("keeps a grid column's translation with the column when the columns are reordered", () => {
    const reordered = definition();
    const grid = reordered.questions[1]!;
    grid.matrixCols = ['Bad', 'Good'];
    grid.matrixColIds = ['cBad', 'cGood'];
    const [, q2] = localizeDefinition(reordered, 'fr').questions;
    expect(q2!.shown?.cols).toEqual(['Mauvais', 'Good']);
  });
});
