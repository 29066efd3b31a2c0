import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../form/definition';
import { act, block, cond, form, question, rule } from './fixtures.test-support';
import { LOGIC_FINDING_CODES, verifyLogic } from './verify-logic';

const codes = (f: FormDefinition) => verifyLogic(f).map((x) => x.code);
const findingsOf = (f: FormDefinition, code: string) =>
  verifyLogic(f).filter((x) => x.code === code);

/** A form whose only logic is `rules` on question `a` (a choice of x/y/z). */
const onChoice = (...rules: ReturnType<typeof rule>[]) =>
  form([
    question('a', 'MULTIPLE_CHOICE', { options: ['x', 'y', 'z'], logic: rules }),
    question('b'),
    question('c'),
  ]);

describe('a clean form', () => {
  it('has no findings', () => {
    const f = form([
      question('a', 'MULTIPLE_CHOICE', {
        options: ['x', 'y'],
        logic: [
          rule(
            'r1',
            [cond('a', 'EQUALS', 'x')],
            [act('SKIP_TO', 'c'), act('CALCULATE', 'n', '{a} + 1')],
          ),
        ],
      }),
      question('b'),
      question('c', 'NPS', {
        logic: [
          rule('r2', [cond('c', 'GREATER_THAN', 8), cond('n', 'LESS_THAN', 3)], [act('SHOW', 'd')]),
        ],
      }),
      question('d'),
    ]);
    expect(verifyLogic(f)).toEqual([]);
  });
});

describe('each finding code', () => {
  const cases: [string, FormDefinition][] = [
    ['UNKNOWN_QUESTION', onChoice(rule('r', [cond('deleted', 'EQUALS', 'x')], [act('HIDE', 'b')]))],
    [
      'OPERATOR_NOT_SUPPORTED',
      onChoice(rule('r', [cond('a', 'GREATER_THAN', 3)], [act('HIDE', 'b')])),
    ],
    ['MISSING_VALUE', onChoice(rule('r', [cond('a', 'EQUALS')], [act('HIDE', 'b')]))],
    [
      'INVALID_VALUE',
      form([
        question('a', 'NUMBER', {
          logic: [rule('r', [cond('a', 'GREATER_THAN', 'ten')], [act('HIDE', 'b')])],
        }),
        question('b'),
      ]),
    ],
    [
      'INVALID_VALUE',
      form([
        question('a', 'DATE', {
          logic: [rule('r', [cond('a', 'DATE_BEFORE', 'soon')], [act('HIDE', 'b')])],
        }),
        question('b'),
      ]),
    ],
    [
      'INVALID_VALUE',
      form([
        question('a', 'DATE', {
          logic: [rule('r', [cond('a', 'DATE_BETWEEN', ['2024-01-01'])], [act('HIDE', 'b')])],
        }),
        question('b'),
      ]),
    ],
    ['UNKNOWN_OPTION', onChoice(rule('r', [cond('a', 'EQUALS', 'w')], [act('HIDE', 'b')]))],
    [
      'UNSAFE_REGEX',
      form([
        question('a', 'SHORT_TEXT', {
          logic: [rule('r', [cond('a', 'REGEX_MATCH', '(a+)+$')], [act('HIDE', 'b')])],
        }),
        question('b'),
      ]),
    ],
    ['MISSING_TARGET', onChoice(rule('r', [cond('a', 'EQUALS', 'x')], [act('SKIP_TO', '')]))],
    ['UNKNOWN_TARGET', onChoice(rule('r', [cond('a', 'EQUALS', 'x')], [act('SHOW', 'gone')]))],
    ['UNKNOWN_TARGET', onChoice(rule('r', [cond('a', 'EQUALS', 'x')], [act('SKIP_TO', 'gone')]))],
    ['JUMP_TO_SELF', onChoice(rule('r', [cond('a', 'EQUALS', 'x')], [act('SKIP_TO', 'a')]))],
    [
      'JUMP_BACKWARD',
      form([
        question('a'),
        question('b', 'SHORT_TEXT', {
          logic: [rule('r', [cond('b', 'IS_EMPTY')], [act('SKIP_TO', 'a')])],
        }),
      ]),
    ],
    [
      'INVALID_EXPRESSION',
      onChoice(rule('r', [cond('a', 'EQUALS', 'x')], [act('CALCULATE', 'v', '1 +')])),
    ],
    [
      'UNKNOWN_REFERENCE',
      onChoice(rule('r', [cond('a', 'EQUALS', 'x')], [act('CALCULATE', 'v', '{nope} + 1')])),
    ],
    [
      'MALFORMED_BLOCKS',
      form([question('l', 'SURVEY_LOGIC', { settings: { blocks: [{ id: 'x' }] } })]),
    ],
    ['MALFORMED_BLOCKS', form([question('l', 'SURVEY_LOGIC', { settings: { blocks: 'x' } })])],
    [
      'CONDITION_NEVER_TRUE',
      form([
        question('a', 'NPS', {
          logic: [rule('r', [cond('a', 'GREATER_THAN', 10)], [act('HIDE', 'b')])],
        }),
        question('b'),
      ]),
    ],
    [
      'CONTRADICTORY_CONDITIONS',
      onChoice(rule('r', [cond('a', 'EQUALS', 'x'), cond('a', 'EQUALS', 'y')], [act('HIDE', 'b')])),
    ],
    [
      'CONDITION_ON_LATER_QUESTION',
      onChoice(rule('r', [cond('c', 'IS_EMPTY')], [act('HIDE', 'b')])),
    ],
    ['RULE_WITHOUT_CONDITIONS', onChoice(rule('r', [], [act('HIDE', 'b')]))],
    ['RULE_WITHOUT_ACTIONS', onChoice(rule('r', [cond('a', 'EQUALS', 'x')], []))],
    [
      'JUMP_WITHOUT_TARGET',
      form([
        question('a'),
        question('l', 'SURVEY_LOGIC', {
          settings: { blocks: [block('j', 'jump', [cond('a', 'IS_EMPTY')], [act('HIDE', 'b')])] },
        }),
        question('b'),
      ]),
    ],
    [
      'DUPLICATE_RULE_ID',
      onChoice(
        rule('r', [cond('a', 'EQUALS', 'x')], [act('HIDE', 'b')]),
        rule('r', [cond('a', 'EQUALS', 'y')], [act('HIDE', 'c')]),
      ),
    ],
    [
      'TARGET_NOT_LATER',
      form([
        question('a'),
        question('b', 'SHORT_TEXT', {
          logic: [rule('r', [cond('b', 'IS_EMPTY')], [act('HIDE', 'a')])],
        }),
      ]),
    ],
    [
      'UNREACHABLE_QUESTION',
      form([
        question('a', 'YES_NO', {
          required: true,
          logic: [
            rule('r', [cond('a', 'EQUALS', true)], [act('SKIP_TO', 'c')]),
            rule('r2', [cond('a', 'EQUALS', false)], [act('SKIP_TO', 'c')]),
          ],
        }),
        question('b'),
        question('c'),
      ]),
    ],
    [
      'REQUIRED_QUESTION_SKIPPABLE',
      form([
        question('a', 'YES_NO', {
          logic: [rule('r', [cond('a', 'EQUALS', true)], [act('SKIP_TO', 'c')])],
        }),
        question('b', 'SHORT_TEXT', { required: true }),
        question('c'),
      ]),
    ],
  ];

  it.each(cases)('%s', (code, f) => {
    expect(codes(f)).toContain(code);
  });

  it('covers every documented code', () => {
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(LOGIC_FINDING_CODES));
  });

  it('names the question and the rule', () => {
    for (const [code, f] of cases) {
      for (const finding of findingsOf(f, code)) {
        expect(f.questions.some((q) => q.id === finding.questionId)).toBe(true);
        expect(['error', 'warning']).toContain(finding.severity);
        expect(finding.message.length).toBeGreaterThan(10);
        if (code !== 'MALFORMED_BLOCKS') expect(finding.ruleId).toBeTruthy();
      }
    }
  });
});
