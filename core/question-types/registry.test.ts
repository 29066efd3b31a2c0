import { describe, expect, it } from 'vitest';
import { questionSchema } from '../form/definition';
import { LOGIC_OPERATORS, QUESTION_TYPES } from '../form/enums';
import { QUESTION_TYPE_REGISTRY, getQuestionType } from './registry';
import { SAMPLE_ANSWERS, makeQuestion } from './shared/answer-cases';
import { parseAnswer } from './shared/issue-message';

const entries = QUESTION_TYPES.map((type) => [type, getQuestionType(type)] as const);

describe('QUESTION_TYPE_REGISTRY', () => {
  it('has exactly the spec’s 33 types, each under its own name', () => {
    expect(Object.keys(QUESTION_TYPE_REGISTRY).sort()).toEqual([...QUESTION_TYPES].sort());
    expect(QUESTION_TYPES).toHaveLength(33);
    for (const [type, def] of entries) expect(def.type).toBe(type);
  });

  it.each(entries)('%s: operators are distinct spec operators', (_type, def) => {
    for (const op of def.operators) expect(LOGIC_OPERATORS).toContain(op);
    expect(new Set(def.operators).size).toBe(def.operators.length);
  });

  it.each(entries)('%s: defaults make a valid question with valid settings', (type, def) => {
    const defaults = def.defaults();
    expect(def.settingsSchema.safeParse(defaults.settings ?? {}).success).toBe(true);
    const question = questionSchema.parse({ id: 'q', type, title: 'T', order: 0, ...defaults });
    expect(question.type).toBe(type);
    // Fresh objects every time, so one question's edits never leak into the next.
    expect(def.defaults()).not.toBe(defaults);
    expect(def.defaults()).toEqual(defaults);
  });

  it.each(entries)('%s: nothing and blank count as empty', (_type, def) => {
    for (const blank of [undefined, null, '', '   ', [], {}]) expect(def.isEmpty(blank)).toBe(true);
  });

  it.each(entries.filter(([, def]) => def.answerable))(
    '%s: the sample answer is valid, not empty, and has plain text',
    (type, def) => {
      const question = makeQuestion(type);
      const parsed = parseAnswer(def.answerSchema(question), SAMPLE_ANSWERS[type]);
      expect(parsed).toMatchObject({ ok: true });
      const value = parsed.ok ? parsed.value : undefined;
      expect(def.isEmpty(value)).toBe(false);
      const text = def.toPlainText(value, question);
      expect(typeof text).toBe('string');
      expect(text.length > 0).toBe(def.storesAnswer);
    },
  );

  it('marks only SURVEY_LOGIC unanswerable and only it and CAPTCHA as not stored', () => {
    const unanswerable = entries.filter(([, d]) => !d.answerable).map(([t]) => t);
    const unstored = entries.filter(([, d]) => !d.storesAnswer).map(([t]) => t);
    expect(unanswerable).toEqual(['SURVEY_LOGIC']);
    expect(unstored).toEqual(['CAPTCHA', 'SURVEY_LOGIC']);
    expect(getQuestionType('SURVEY_LOGIC').operators).toEqual([]);
    expect(getQuestionType('CAPTCHA').operators).toEqual([]);
  });

  it('has a label and category for every type', () => {
    for (const [, def] of entries) {
      expect(def.label.trim()).not.toBe('');
      expect(def.category).toBeTruthy();
    }
  });

  /** What the summary counts an answer under: each value's text, as PostgreSQL's `#>> '{}'` gives. */
  const namedValues = (answer: unknown): { rows: string[]; values: string[] } => {
    if (Array.isArray(answer)) return { rows: [], values: answer.map(String) };
    if (answer !== null && typeof answer === 'object')
      return { rows: Object.keys(answer), values: Object.values(answer).map(String) };
    return { rows: [], values: [String(answer)] };
  };

  it.each(entries.filter(([, def]) => def.choices(makeQuestion(def.type)) !== null))(
    '%s: lists its choices once each, and the sample answer names only choices',
    (type, def) => {
      const question = makeQuestion(type);
      const choices = def.choices(question)!;
      expect(choices.values.length).toBeGreaterThan(0);
      expect(new Set(choices.values).size).toBe(choices.values.length);
      const named = namedValues(SAMPLE_ANSWERS[type]);
      for (const value of named.values) expect(choices.values).toContain(value);
      for (const row of named.rows) expect(choices.rows).toContain(row);
    },
  );

  it('lists choices for every option-based type, and none for answers given freely', () => {
    const withChoices = entries
      .filter(([type, def]) => def.choices(makeQuestion(type)) !== null)
      .map(([type]) => type);
    expect(withChoices.sort()).toEqual(
      [
        'CHECKBOX',
        'DROPDOWN',
        'IMAGE_CHOICE',
        'LIKERT_SCALE',
        'MATRIX',
        'MULTIPLE_CHOICE',
        'NPS',
        'NPS_RATING',
        'RANKING',
        'RATING',
        'SCALE',
        'YES_NO',
      ].sort(),
    );
    // Every summarised kind but free answers has its choices, so summaries show the unpicked ones.
    for (const type of withChoices) expect(getQuestionType(type).summary).not.toBe('recent');
  });

  it('follows the question: its options, a rating’s maximum, a scale’s range and step', () => {
    const options = ['Breakfast', 'Lunch', 'Dinner', 'Drinks'];
    for (const type of [
      'MULTIPLE_CHOICE',
      'CHECKBOX',
      'DROPDOWN',
      'IMAGE_CHOICE',
      'RANKING',
    ] as const)
      expect(getQuestionType(type).choices(makeQuestion(type, { options }))).toEqual({
        values: options,
      });
    expect(getQuestionType('YES_NO').choices(makeQuestion('YES_NO'))).toEqual({
      values: ['true', 'false'],
    });
    expect(
      getQuestionType('RATING').choices(makeQuestion('RATING', { settings: { max: 3 } })),
    ).toEqual({ values: ['1', '2', '3'] });
    const scale = (scaleMin: number, scaleMax: number, step: number) =>
      getQuestionType('SCALE').choices(
        makeQuestion('SCALE', { scaleMin, scaleMax, settings: { step } }),
      );
    expect(scale(0, 10, 5)).toEqual({ values: ['0', '5', '10'] });
    expect(scale(-2, 2, 1)?.values).toEqual(['-2', '-1', '0', '1', '2']);
    // Too long to list point by point, or empty: the values given are what the summary shows.
    expect(scale(0, 1000, 1)).toBeNull();
    expect(scale(5, 1, 1)).toBeNull();
    expect(getQuestionType('NPS').choices(makeQuestion('NPS'))?.values).toHaveLength(11);
    const likert = getQuestionType('LIKERT_SCALE').choices(
      makeQuestion('LIKERT_SCALE', { matrixRows: ['Fast'], matrixCols: null }),
    );
    expect(likert).toEqual({
      rows: ['Fast'],
      values: ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'],
    });
  });
});
