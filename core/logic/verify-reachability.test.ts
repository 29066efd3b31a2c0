import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../form/definition';
import { act, block, cond, form, question, rule } from './fixtures.test-support';
import { verifyLogic } from './verify-logic';

const codes = (f: FormDefinition) => verifyLogic(f).map((x) => x.code);

describe('reachability', () => {
  it('a rule that can never fire cannot show its target', () => {
    const f = form([
      question('a', 'NPS', {
        logic: [rule('r', [cond('a', 'GREATER_THAN', 10)], [act('SHOW', 'b')])],
      }),
      question('b'),
    ]);
    const finding = verifyLogic(f).find((x) => x.code === 'UNREACHABLE_QUESTION');
    expect(finding).toMatchObject({ questionId: 'b', ruleId: 'r', severity: 'warning' });
  });

  it('a SHOW placed after its target never shows it', () => {
    const f = form([
      question('a'),
      question('b', 'SHORT_TEXT', {
        logic: [rule('r', [cond('b', 'IS_EMPTY')], [act('SHOW', 'a')])],
      }),
    ]);
    expect(codes(f)).toEqual(['TARGET_NOT_LATER', 'UNREACHABLE_QUESTION']);
  });

  it('an always-true OR group that jumps makes the skipped questions unreachable', () => {
    const f = form([
      question('a', 'SHORT_TEXT', {
        logic: [
          rule(
            'r',
            [cond('a', 'IS_EMPTY'), cond('a', 'IS_NOT_EMPTY')],
            [act('SKIP_TO', 'c')],
            'OR',
          ),
        ],
      }),
      question('b'),
      question('c'),
    ]);
    const unreachable = verifyLogic(f).filter((x) => x.code === 'UNREACHABLE_QUESTION');
    expect(unreachable.map((x) => [x.questionId, x.ruleId])).toEqual([['b', 'r']]);
    expect(unreachable[0]!.message).toContain("'Question a'");
  });

  it('an always-true rule that ends the form makes everything after unreachable', () => {
    const f = form([
      question('a', 'SHORT_TEXT', {
        logic: [
          rule(
            'r',
            [cond('a', 'EQUALS', 'x'), cond('a', 'NOT_EQUALS', 'x')],
            [act('END_FORM')],
            'OR',
          ),
        ],
      }),
      question('b'),
      question('c'),
    ]);
    expect(
      verifyLogic(f)
        .filter((x) => x.code === 'UNREACHABLE_QUESTION')
        .map((x) => x.questionId),
    ).toEqual(['b', 'c']);
  });

  it('an always-true rule that hides a question makes it unreachable', () => {
    const f = form([
      question('a', 'SHORT_TEXT', {
        logic: [
          rule(
            'r',
            [cond('a', 'IS_ONE_OF', ['x']), cond('a', 'IS_NOT_ONE_OF', ['x'])],
            [act('HIDE', 'c')],
            'OR',
          ),
        ],
      }),
      question('b'),
      question('c'),
    ]);
    expect(
      verifyLogic(f)
        .filter((x) => x.code === 'UNREACHABLE_QUESTION')
        .map((x) => x.questionId),
    ).toEqual(['c']);
  });

  it('covers every option of a required single choice across rules', () => {
    const jumpOn = (...values: string[]) =>
      values.map((v, i) => rule(`r${i}`, [cond('a', 'EQUALS', v)], [act('SKIP_TO', 'c')]));
    const f = (required: boolean, ...values: string[]) =>
      form([
        question('a', 'DROPDOWN', { required, options: ['x', 'y'], logic: jumpOn(...values) }),
        question('b'),
        question('c'),
      ]);
    expect(codes(f(true, 'x', 'y'))).toContain('UNREACHABLE_QUESTION');
    expect(codes(f(true, 'x'))).not.toContain('UNREACHABLE_QUESTION');
    expect(codes(f(false, 'x', 'y'))).not.toContain('UNREACHABLE_QUESTION');
  });

  it('covers score ranges, and an optional question once emptiness jumps too', () => {
    const f = form(
      [
        question('a', 'NPS', {
          logic: [
            rule('low', [cond('a', 'LESS_THAN', 7)], [act('SKIP_TO', 'pb1')]),
            rule('high', [cond('a', 'GREATER_THAN_OR_EQUAL', 7)], [act('END_FORM')]),
            rule('none', [cond('a', 'IS_EMPTY')], [act('SKIP_TO', 'c')]),
          ],
        }),
        question('b'),
        question('c'),
      ],
      [{ id: 'pb1', afterQuestionId: 'b' }],
    );
    const unreachable = verifyLogic(f).filter((x) => x.code === 'UNREACHABLE_QUESTION');
    expect(unreachable.map((x) => x.questionId)).toEqual(['b']);
  });

  it('does not treat rules that read other questions as certain', () => {
    const f = form([
      question('z'),
      question('a', 'YES_NO', {
        required: true,
        logic: [
          rule('r1', [cond('a', 'EQUALS', true), cond('z', 'IS_NOT_EMPTY')], [act('SKIP_TO', 'c')]),
          rule('r2', [cond('a', 'EQUALS', false)], [act('SKIP_TO', 'c')]),
        ],
      }),
      question('b'),
      question('c'),
    ]);
    expect(codes(f)).not.toContain('UNREACHABLE_QUESTION');
  });

  it('follows jumps into the middle of a skipped stretch', () => {
    const f = form([
      question('a', 'YES_NO', {
        required: true,
        logic: [
          rule('t', [cond('a', 'EQUALS', true)], [act('SKIP_TO', 'c')]),
          rule('f', [cond('a', 'EQUALS', false)], [act('SKIP_TO', 'd')]),
        ],
      }),
      question('b'),
      question('c'),
      question('d'),
    ]);
    expect(
      verifyLogic(f)
        .filter((x) => x.code === 'UNREACHABLE_QUESTION')
        .map((x) => x.questionId),
    ).toEqual(['b']);
  });

  it('a contradictory ending block never fires, so later questions stay reachable', () => {
    const f = form([
      question('a', 'YES_NO', { required: true }),
      question('l', 'SURVEY_LOGIC', {
        settings: {
          blocks: [block('e', 'ending', [cond('l', 'IS_EMPTY'), cond('l', 'IS_NOT_EMPTY')])],
        },
      }),
      question('b'),
    ]);
    // AND of a condition and its negation: never fires, so b stays reachable.
    expect(codes(f)).toEqual([
      'OPERATOR_NOT_SUPPORTED',
      'OPERATOR_NOT_SUPPORTED',
      'CONTRADICTORY_CONDITIONS',
    ]);
  });

  it('warns when a rule reads a hidden field placed after it', () => {
    const f = form([
      question('a', 'SHORT_TEXT', {
        logic: [rule('r', [cond('ref', 'EQUALS', 'x')], [act('HIDE', 'b')])],
      }),
      question('ref', 'HIDDEN_FIELD'),
      question('b'),
    ]);
    expect(verifyLogic(f).map((x) => [x.code, x.questionId, x.ruleId])).toEqual([
      ['CONDITION_ON_LATER_QUESTION', 'a', 'r'],
    ]);
  });

  it('ignores duplicated question ids after the first', () => {
    const f = form([question('a'), question('b'), question('a')]);
    expect(verifyLogic(f)).toEqual([]);
  });
});
