import { describe, expect, it } from 'vitest';
import { getQuestionType } from './registry';
import { accept, makeQuestion, reject, runAnswerCase } from './shared/answer-cases';

const INVALID = 'Invalid input';
const other = { settings: { allowOther: true } };
const abc = { options: ['A', 'B', 'C'] };
const images = { 'Option 1': 'https://cdn.example.com/1.png' };

const cases = [
  accept('MULTIPLE_CHOICE', 'Option 2'),
  reject('MULTIPLE_CHOICE', 'Option 9', INVALID),
  reject('MULTIPLE_CHOICE', 'option 2', INVALID),
  reject('MULTIPLE_CHOICE', 2, 'Expected string, received number'),
  accept('MULTIPLE_CHOICE', 'Something else', other),
  reject('MULTIPLE_CHOICE', '   ', INVALID, other),
  reject('MULTIPLE_CHOICE', 'x'.repeat(501), 'Must be at most 500 characters', other),
  reject('MULTIPLE_CHOICE', 'Option 1', INVALID, { options: null }),
  accept('DROPDOWN', 'Option 3'),
  reject('DROPDOWN', ['Option 3'], 'Expected string, received array'),
  accept('DROPDOWN', 'Mine', other),

  accept('CHECKBOX', ['Option 1']),
  accept('CHECKBOX', ['Option 3', 'Option 1', 'Option 2']),
  accept('CHECKBOX', ['Option 1', 'My own'], other),
  reject('CHECKBOX', ['Option 1', 'Mine', 'Also mine'], INVALID, other),
  reject('CHECKBOX', ['Option 1', ' '], INVALID, other),
  reject('CHECKBOX', ['Option 1', 'Option 1'], INVALID),
  reject('CHECKBOX', ['Nope'], INVALID),
  reject('CHECKBOX', 'Option 1', 'Expected array, received string'),
  reject('CHECKBOX', [1], 'Expected string, received number'),
  reject('CHECKBOX', ['A'], 'Must have at least 2 items', {
    ...abc,
    settings: { minSelections: 2 },
  }),
  accept('CHECKBOX', ['A', 'C'], { ...abc, settings: { minSelections: 2, maxSelections: 2 } }),
  reject('CHECKBOX', ['A', 'B', 'C'], 'Must have at most 2 items', {
    ...abc,
    settings: { maxSelections: 2 },
  }),

  accept('YES_NO', true),
  accept('YES_NO', false),
  reject('YES_NO', 'yes', 'Expected boolean, received string'),
  reject('YES_NO', 1, 'Expected boolean, received number'),

  accept('RANKING', ['C', 'A', 'B'], abc),
  reject('RANKING', ['C', 'A'], INVALID, abc),
  reject('RANKING', ['C', 'A', 'A'], INVALID, abc),
  reject('RANKING', ['C', 'A', 'D'], INVALID, abc),
  reject('RANKING', ['C', 'A', 'B', 'B'], INVALID, abc),
  reject('RANKING', { 1: 'A' }, 'Expected array, received object', abc),

  accept('IMAGE_CHOICE', 'Option 1', { settings: { images } }),
  reject('IMAGE_CHOICE', 'Elsewhere', INVALID),
  reject('IMAGE_CHOICE', ['Option 1'], 'Expected string, received array'),
  accept('IMAGE_CHOICE', ['Option 1', 'Option 2'], { settings: { multiSelect: true } }),
  reject('IMAGE_CHOICE', ['Option 1', 'Option 1'], INVALID, { settings: { multiSelect: true } }),
  reject('IMAGE_CHOICE', 'Option 1', 'Expected array, received string', {
    settings: { multiSelect: true },
  }),
];

describe('choice answers', () => {
  it.each(cases)('$label', (c) => expect(runAnswerCase(c)).toEqual(c.expected));
});

describe('choice settings and text', () => {
  it('requires https pictures for image choices', () => {
    const schema = getQuestionType('IMAGE_CHOICE').settingsSchema;
    expect(schema.safeParse({ images }).success).toBe(true);
    expect(schema.safeParse({ images: { A: 'http://cdn.example.com/a.png' } }).success).toBe(false);
    expect(schema.safeParse({ images: { A: 'javascript:alert(1)' } }).success).toBe(false);
  });

  it("takes this server's shipped and uploaded pictures by their same-origin path only", () => {
    const schema = getQuestionType('IMAGE_CHOICE').settingsSchema;
    const ok = (image: string) => schema.safeParse({ images: { A: image } }).success;
    expect(ok('/pictures/meal-lunch.537b0476.svg')).toBe(true);
    expect(ok('/api/public/form-images/AbCdEfGhIjKlMnOpQrSt_-12')).toBe(true);
    for (const image of [
      '//evil.example/pictures/meal-lunch.537b0476.svg',
      '/pictures/../api/me',
      '/pictures/meal-lunch.svg',
      '/api/public/form-images/short',
      '/api/public/form-images/AbCdEfGhIjKlMnOpQrSt/x',
      '/api/public/brand-logos/AbCdEfGhIjKlMnOpQrSt',
      ' /pictures/meal-lunch.537b0476.svg',
      'javascript:/pictures/meal-lunch.537b0476.svg',
    ]) {
      expect(ok(image), image).toBe(false);
    }
  });

  it('rejects checkbox bounds that cannot both hold', () => {
    const schema = getQuestionType('CHECKBOX').settingsSchema;
    expect(schema.safeParse({ minSelections: 3, maxSelections: 2 }).success).toBe(false);
  });

  it('renders choices as text', () => {
    const q = makeQuestion('CHECKBOX');
    expect(getQuestionType('CHECKBOX').toPlainText(['A', 'B'], q)).toBe('A, B');
    expect(getQuestionType('DROPDOWN').toPlainText('A', q)).toBe('A');
    expect(getQuestionType('RANKING').toPlainText(['B', 'A'], q)).toBe('1. B, 2. A');
    expect(getQuestionType('IMAGE_CHOICE').toPlainText(['A', 'B'], q)).toBe('A, B');
    expect(getQuestionType('IMAGE_CHOICE').toPlainText('A', q)).toBe('A');
  });

  it('uses the yes/no labels the author chose', () => {
    const yesNo = getQuestionType('YES_NO');
    const q = makeQuestion('YES_NO', { settings: { yesLabel: 'Oui', noLabel: 'Non' } });
    expect(yesNo.toPlainText(true, q)).toBe('Oui');
    expect(yesNo.toPlainText(false, q)).toBe('Non');
    expect(yesNo.toPlainText(true, makeQuestion('YES_NO', { settings: {} }))).toBe('Yes');
    expect(yesNo.isEmpty(false)).toBe(false);
  });
});
