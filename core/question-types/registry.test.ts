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
});
