import { describe, expect, it } from 'vitest';
import type { Condition, FormDefinition } from '../form/definition';
import type { QuestionType } from '../form/enums';
import { act, cond, form, question, rule, type QuestionSpec } from './fixtures.test-support';
import { verifyLogic } from './verify-logic';

const codes = (f: FormDefinition) => verifyLogic(f).map((x) => x.code);
const single = (type: QuestionType, conditions: Condition[], spec: QuestionSpec = {}) =>
  form([
    question('a', type, { ...spec, logic: [rule('r', conditions, [act('HIDE', 'b')])] }),
    question('b'),
  ]);

describe('conditions that can never be true', () => {
  it.each([
    ['NPS', cond('a', 'GREATER_THAN', 10)],
    ['NPS', cond('a', 'GREATER_THAN_OR_EQUAL', 11)],
    ['NPS', cond('a', 'LESS_THAN', 0)],
    ['NPS_RATING', cond('a', 'LESS_THAN_OR_EQUAL', -1)],
    ['NPS', cond('a', 'EQUALS', 11)],
    ['NPS', cond('a', 'EQUALS', 7.5)],
    ['NPS', cond('a', 'EQUALS', 'seven')],
    ['NPS', cond('a', 'IS_ONE_OF', [11, 12])],
    ['RATING', cond('a', 'GREATER_THAN', 5)],
    ['SCALE', cond('a', 'LESS_THAN', 1)],
    ['YES_NO', cond('a', 'EQUALS', 'maybe')],
    ['DATE', cond('a', 'DATE_BETWEEN', ['2024-12-31', '2024-01-01'])],
  ] as const)('%s %j', (type, c) => {
    expect(codes(single(type, [c]))).toContain('CONDITION_NEVER_TRUE');
  });

  it('reads bounds from settings and scale columns', () => {
    expect(
      codes(single('RATING', [cond('a', 'GREATER_THAN', 5)], { settings: { max: 10 } })),
    ).toEqual([]);
    expect(
      codes(single('SCALE', [cond('a', 'GREATER_THAN', 10)], { scaleMin: 0, scaleMax: 20 })),
    ).toEqual([]);
    expect(
      codes(single('NUMBER', [cond('a', 'GREATER_THAN', 100)], { settings: { max: 100 } })),
    ).toContain('CONDITION_NEVER_TRUE');
    expect(codes(single('NUMBER', [cond('a', 'GREATER_THAN', 100)]))).toEqual([]);
    expect(
      codes(single('NUMBER', [cond('a', 'EQUALS', 1.5)], { settings: { integerOnly: true } })),
    ).toContain('CONDITION_NEVER_TRUE');
  });

  it('accepts conditions that can hold', () => {
    for (const c of [
      cond('a', 'GREATER_THAN', 9),
      cond('a', 'EQUALS', 0),
      cond('a', 'IS_ONE_OF', [11, 10]),
      cond('a', 'LESS_THAN_OR_EQUAL', 0),
    ]) {
      expect(codes(single('NPS', [c]))).toEqual([]);
    }
    expect(codes(single('YES_NO', [cond('a', 'EQUALS', 'yes')]))).toEqual([]);
  });
});

describe('options', () => {
  it('flags values missing from a closed list, ignoring case unless asked', () => {
    expect(codes(single('DROPDOWN', [cond('a', 'EQUALS', 'X')], { options: ['x'] }))).toEqual([]);
    expect(
      codes(single('DROPDOWN', [cond('a', 'EQUALS', 'X', true)], { options: ['x'] })),
    ).toContain('UNKNOWN_OPTION');
    expect(codes(single('CHECKBOX', [cond('a', 'CONTAINS', 'q')], { options: ['x'] }))).toContain(
      'UNKNOWN_OPTION',
    );
    expect(
      codes(single('DROPDOWN', [cond('a', 'IS_ONE_OF', ['x', 'q'])], { options: ['x'] })),
    ).toContain('UNKNOWN_OPTION');
  });

  it('accepts anything when the question allows an "Other" answer', () => {
    expect(
      codes(
        single('MULTIPLE_CHOICE', [cond('a', 'EQUALS', 'typed')], {
          options: ['x'],
          settings: { allowOther: true },
        }),
      ),
    ).toEqual([]);
  });

  it('a negated condition on an unknown option still fires, so it does not hide questions', () => {
    const f = form([
      question('a', 'MULTIPLE_CHOICE', {
        options: ['x'],
        logic: [rule('r', [cond('a', 'NOT_EQUALS', 'gone')], [act('SHOW', 'b')])],
      }),
      question('b'),
    ]);
    expect(codes(f)).toEqual(['UNKNOWN_OPTION']);
    const positive = form([
      question('a', 'MULTIPLE_CHOICE', {
        options: ['x'],
        logic: [rule('r', [cond('a', 'EQUALS', 'gone')], [act('SHOW', 'b')])],
      }),
      question('b'),
    ]);
    expect(codes(positive)).toEqual(['UNKNOWN_OPTION', 'UNREACHABLE_QUESTION']);
  });
});

describe('contradictory AND groups', () => {
  it.each([
    ['EQUALS a, EQUALS b', 'SHORT_TEXT', [cond('a', 'EQUALS', 'p'), cond('a', 'EQUALS', 'q')]],
    [
      'EQUALS a, NOT_EQUALS a',
      'SHORT_TEXT',
      [cond('a', 'EQUALS', 'p'), cond('a', 'NOT_EQUALS', 'P')],
    ],
    [
      'EQUALS a, IS_NOT_ONE_OF [a]',
      'SHORT_TEXT',
      [cond('a', 'EQUALS', 'p'), cond('a', 'IS_NOT_ONE_OF', ['p'])],
    ],
    ['IS_EMPTY, IS_NOT_EMPTY', 'SHORT_TEXT', [cond('a', 'IS_EMPTY'), cond('a', 'IS_NOT_EMPTY')]],
    ['IS_EMPTY, CONTAINS', 'SHORT_TEXT', [cond('a', 'IS_EMPTY'), cond('a', 'CONTAINS', 'p')]],
    ['GT 8, LT 5', 'NUMBER', [cond('a', 'GREATER_THAN', 8), cond('a', 'LESS_THAN', 5)]],
    ['GT 5, LT 5', 'NUMBER', [cond('a', 'GREATER_THAN', 5), cond('a', 'LESS_THAN_OR_EQUAL', 5)]],
    ['GT 8, LT 9 on integers', 'NPS', [cond('a', 'GREATER_THAN', 8), cond('a', 'LESS_THAN', 9)]],
    [
      'GTE 8, GT 8, LT 9 on integers',
      'NPS',
      [
        cond('a', 'GREATER_THAN_OR_EQUAL', 8),
        cond('a', 'GREATER_THAN', 8),
        cond('a', 'LESS_THAN', 9),
      ],
    ],
    [
      'after later than before',
      'DATE',
      [cond('a', 'DATE_AFTER', '2024-05-01'), cond('a', 'DATE_BEFORE', '2024-04-01')],
    ],
    ['EQUALS number, GT bigger', 'NUMBER', [cond('a', 'EQUALS', 3), cond('a', 'GREATER_THAN', 5)]],
  ] as const)('%s', (_, type, conditions) => {
    expect(codes(single(type, [...conditions]))).toContain('CONTRADICTORY_CONDITIONS');
  });

  it.each([
    ['OR groups', [cond('a', 'EQUALS', 'p'), cond('a', 'EQUALS', 'q')], 'OR'],
    ['different questions', [cond('a', 'EQUALS', 'p'), cond('b', 'EQUALS', 'q')], 'AND'],
    [
      'a satisfiable range',
      [cond('a', 'GREATER_THAN', 1), cond('a', 'LESS_THAN', 5), cond('a', 'LESS_THAN', 9)],
      'AND',
    ],
    ['mixed case sensitivity', [cond('a', 'EQUALS', 'P'), cond('a', 'EQUALS', 'p', true)], 'AND'],
    [
      'EQUALS and a compatible condition',
      [cond('a', 'EQUALS', 'pq'), cond('a', 'STARTS_WITH', 'p')],
      'AND',
    ],
  ] as const)('not for %s', (_, conditions, group) => {
    const f = form([
      question('z'),
      question('b'),
      question('a', 'SHORT_TEXT', {
        logic: [rule('r', [...conditions], [act('END_FORM')], group)],
      }),
    ]);
    expect(codes(f)).not.toContain('CONTRADICTORY_CONDITIONS');
  });

  it('not for set-valued answers', () => {
    const f = single('CHECKBOX', [cond('a', 'CONTAINS', 'x'), cond('a', 'CONTAINS', 'y')], {
      options: ['x', 'y'],
    });
    expect(codes(f)).toEqual([]);
  });

  it('checks EQUALS between variables too', () => {
    const f = form([
      question('a', 'SHORT_TEXT', {
        logic: [
          rule('set', [cond('a', 'IS_NOT_EMPTY')], [act('SET_VALUE', 'v', 1)]),
          rule('r', [cond('v', 'EQUALS', 1), cond('v', 'EQUALS', 2)], [act('HIDE', 'b')]),
        ],
      }),
      question('b'),
    ]);
    expect(codes(f)).toEqual(['CONTRADICTORY_CONDITIONS']);
  });
});

describe('required questions some path skips', () => {
  it.each([
    ['a SKIP_TO over it', [act('SKIP_TO', 'c')]],
    ['an END_FORM before it', [act('END_FORM')]],
    ['a HIDE of it', [act('HIDE', 'b')]],
  ])('%s', (_, actions) => {
    const f = form([
      question('a', 'SHORT_TEXT', { logic: [rule('r', [cond('a', 'EQUALS', 'x')], actions)] }),
      question('b', 'SHORT_TEXT', { required: true }),
      question('c'),
    ]);
    const finding = verifyLogic(f).find((x) => x.code === 'REQUIRED_QUESTION_SKIPPABLE');
    expect(finding).toMatchObject({ questionId: 'b', ruleId: 'r' });
  });

  it('not for a jump that lands on it, an unrendered field, or a rule that cannot fire', () => {
    const f = form([
      question('a', 'NPS', {
        logic: [
          rule('r', [cond('a', 'EQUALS', 3)], [act('SKIP_TO', 'b')]),
          rule('never', [cond('a', 'GREATER_THAN', 10)], [act('END_FORM')]),
        ],
      }),
      question('h', 'HIDDEN_FIELD', { required: true }),
      question('b', 'SHORT_TEXT', { required: true }),
    ]);
    expect(codes(f)).toEqual(['CONDITION_NEVER_TRUE']);
  });
});
