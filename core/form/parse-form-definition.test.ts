import { describe, expect, it } from 'vitest';
import { parseFormDefinition } from './parse-form-definition';

const q = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'SHORT_TEXT',
  title: `Q ${id}`,
  order: 9,
  ...extra,
});

describe('parseFormDefinition', () => {
  it('accepts a valid definition, applies defaults and renumbers order by position', () => {
    const result = parseFormDefinition({
      title: 'T',
      questions: [q('a'), q('b', { type: 'RATING' })],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.definition.questions.map((x) => x.order)).toEqual([0, 1]);
    expect(result.definition.theme.buttonStyle).toBe('rounded');
    expect(result.definition.questions[1]!.settings).toMatchObject({ max: 5 });
  });

  it("reports the spec's messages for a missing form title and question text", () => {
    const result = parseFormDefinition({ title: ' ', questions: [q('a', { title: '' })] });
    expect(result).toEqual({
      ok: false,
      errors: { title: 'Form title is required', 'questions.0.title': 'Question text is required' },
    });
  });

  it('refuses duplicate question ids and page breaks after unknown questions', () => {
    const result = parseFormDefinition({
      title: 'T',
      questions: [q('a'), q('a')],
      pageBreaks: [{ id: 'p', afterQuestionId: 'zzz' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['questions.1.id']).toBe('Question ids must be unique');
    expect(result.errors['pageBreaks.0.afterQuestionId']).toMatch(/does not exist/);
  });

  it("refuses settings that fail the question type's schema", () => {
    const result = parseFormDefinition({
      title: 'T',
      questions: [q('r', { type: 'RATING', settings: { max: 'lots' } })],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)[0]).toMatch(/^questions\.0\.settings/);
  });

  it('refuses unsafe regular expressions and broken calculations, but not mere warnings', () => {
    const rule = (conditions: unknown[], actions: unknown[]) => [{ id: 'r1', conditions, actions }];
    const unsafe = parseFormDefinition({
      title: 'T',
      questions: [
        q('a', {
          logic: rule(
            [{ questionId: 'a', operator: 'REGEX_MATCH', value: '(a+)+$' }],
            [{ type: 'END_FORM' }],
          ),
        }),
      ],
    });
    expect(unsafe.ok).toBe(false);
    const badCalc = parseFormDefinition({
      title: 'T',
      questions: [
        q('a', {
          logic: rule(
            [{ questionId: 'a', operator: 'IS_NOT_EMPTY' }],
            [{ type: 'CALCULATE', target: 'total', value: '1 +* 2' }],
          ),
        }),
      ],
    });
    expect(badCalc.ok).toBe(false);
    const warningOnly = parseFormDefinition({
      title: 'T',
      questions: [q('a', { logic: rule([{ questionId: 'a', operator: 'IS_NOT_EMPTY' }], []) })],
    });
    expect(warningOnly.ok).toBe(true);
  });

  it('never throws on hostile input', () => {
    for (const input of [null, 42, 'x', [], { title: 1 }, { title: 'T', questions: 'no' }]) {
      expect(parseFormDefinition(input).ok).toBe(false);
    }
  });
});
