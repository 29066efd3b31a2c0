import { describe, expect, it } from 'vitest';
import { evaluateForm } from './evaluate-form';
import { act, cond, form, question, rule } from './fixtures.test-support';

const onA = (...rules: ReturnType<typeof rule>[]) => question('a', 'SHORT_TEXT', { logic: rules });
const when = (value: string) => [cond('a', 'EQUALS', value)];

describe('SKIP_TO', () => {
  const f = form(
    [
      onA(
        rule('toD', when('d'), [act('SKIP_TO', 'd')]),
        rule('toPage', when('page'), [act('SKIP_TO', 'pb1')]),
        rule('back', when('back'), [act('SKIP_TO', 'a')]),
        rule('unknown', when('unknown'), [act('SKIP_TO', 'nowhere')]),
        rule('twice', when('twice'), [act('SKIP_TO', 'c'), act('SKIP_TO', 'e')]),
        rule('twiceRules', when('twice'), [act('SKIP_TO', 'e')]),
        rule('end', when('past-end'), [act('SKIP_TO', 'pbEnd')]),
      ),
      question('b', 'SHORT_TEXT', { required: true }),
      question('c'),
      question('d'),
      question('e'),
    ],
    [
      { id: 'pb1', afterQuestionId: 'b', title: 'Second' },
      { id: 'pbEnd', afterQuestionId: 'e' },
    ],
  );

  it('skips the questions between', () => {
    const flow = evaluateForm(f, { a: 'd', b: 'dropped' });
    expect(flow.visibleQuestionIds).toEqual(['a', 'd', 'e']);
    expect(flow.hiddenQuestionIds).toEqual(['b', 'c']);
    expect(flow.requiredQuestionIds).toEqual([]);
    expect(flow.values).toEqual({ a: 'd' });
  });

  it('jumps to the first question after a page break', () => {
    expect(evaluateForm(f, { a: 'page' }).visibleQuestionIds).toEqual(['a', 'c', 'd', 'e']);
  });

  it('jumping past the last page break leaves only the jumper', () => {
    const flow = evaluateForm(f, { a: 'past-end' });
    expect(flow.visibleQuestionIds).toEqual(['a']);
    expect(flow.ended).toBe(false);
  });

  it('ignores backward, self and unknown targets', () => {
    expect(evaluateForm(f, { a: 'back' }).visibleQuestionIds).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(evaluateForm(f, { a: 'unknown' }).visibleQuestionIds).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('only the first SKIP_TO that fires on a question counts', () => {
    expect(evaluateForm(f, { a: 'twice' }).visibleQuestionIds).toEqual(['a', 'c', 'd', 'e']);
  });

  it('a later question can jump again', () => {
    const g = form([
      onA(rule('r1', when('go'), [act('SKIP_TO', 'c')])),
      question('b'),
      question('c', 'SHORT_TEXT', {
        logic: [rule('r2', [cond('a', 'EQUALS', 'go')], [act('SKIP_TO', 'e')])],
      }),
      question('d'),
      question('e'),
    ]);
    expect(evaluateForm(g, { a: 'go' }).visibleQuestionIds).toEqual(['a', 'c', 'e']);
  });
});

describe('END_FORM', () => {
  const f = form([
    question('a'),
    question('b', 'SHORT_TEXT', {
      logic: [
        rule(
          'stop',
          [cond('b', 'EQUALS', 'stop')],
          [act('END_FORM'), act('SET_VALUE', 'reason', 'stopped')],
        ),
        rule('stop2', [cond('b', 'EQUALS', 'stop')], [act('END_FORM'), act('SHOW', 'c')]),
      ],
    }),
    question('c', 'SHORT_TEXT', { required: true }),
    question('d'),
  ]);

  it('hides everything after the question and records where', () => {
    const flow = evaluateForm(f, { b: 'stop', d: 'dropped' });
    expect(flow.ended).toBe(true);
    expect(flow.endedAfterQuestionId).toBe('b');
    expect(flow.visibleQuestionIds).toEqual(['a', 'b']);
    expect(flow.hiddenQuestionIds).toEqual(['c', 'd']);
    expect(flow.requiredQuestionIds).toEqual([]);
    expect(flow.values).toEqual({ b: 'stop', reason: 'stopped' });
    expect(flow.firedRules).toEqual([
      { ruleId: 'stop', questionId: 'b' },
      { ruleId: 'stop2', questionId: 'b' },
    ]);
  });

  it('does nothing when its conditions fail', () => {
    const flow = evaluateForm(f, { b: 'go' });
    expect(flow.ended).toBe(false);
    expect(flow.visibleQuestionIds).toEqual(['a', 'b', 'd']);
  });
});

describe('SET_VALUE and CALCULATE', () => {
  it('stores under a variable name, visible to later conditions', () => {
    const f = form([
      question('price', 'NUMBER', {
        logic: [
          rule(
            'calc',
            [cond('price', 'IS_NOT_EMPTY')],
            [act('CALCULATE', 'total', '{price} * qty'), act('SET_VALUE', 'flag', 'set')],
          ),
        ],
      }),
      question('b', 'SHORT_TEXT', {
        logic: [rule('big', [cond('total', 'GREATER_THAN', 100)], [act('END_FORM')])],
      }),
      question('c'),
    ]);
    const small = evaluateForm(f, { price: 10, qty: 3 });
    expect(small.values).toEqual({ price: 10, qty: 3, total: 30, flag: 'set' });
    expect(small.ended).toBe(false);
    const big = evaluateForm(f, { price: 50, qty: 3 });
    expect(big.values.total).toBe(150);
    expect(big.ended).toBe(true);
  });

  it('stores null when the calculation cannot be computed', () => {
    const f = form([
      question('a', 'NUMBER', {
        logic: [
          rule(
            'r',
            [cond('a', 'IS_NOT_EMPTY')],
            [
              act('CALCULATE', 'ratio', '10 / {a}'),
              act('CALCULATE', 'bad', '1 +'),
              act('CALCULATE', 'none', undefined),
            ],
          ),
        ],
      }),
    ]);
    expect(evaluateForm(f, { a: 0 }).values).toEqual({ a: 0, ratio: null, bad: null, none: null });
    expect(evaluateForm(f, { a: 4 }).values.ratio).toBe(2.5);
  });

  it('fills a later hidden field, replacing any answer sent for it', () => {
    const f = form([
      question('a', 'NUMBER', {
        logic: [rule('r', [cond('a', 'IS_NOT_EMPTY')], [act('CALCULATE', 'score', '{a} * 2')])],
      }),
      question('score', 'HIDDEN_FIELD'),
      question('c', 'SHORT_TEXT', {
        logic: [rule('check', [cond('score', 'EQUALS', 8)], [act('SET_VALUE', 'seen', true)])],
      }),
    ]);
    expect(evaluateForm(f, { a: 4, score: 'forged' }).values).toEqual({
      a: 4,
      score: 8,
      seen: true,
    });
    expect(evaluateForm(f, { score: 'from url' }).values).toEqual({ score: 'from url' });
  });

  it('drops a stored value when its question leaves the flow', () => {
    const f = form([
      question('a', 'SHORT_TEXT', {
        logic: [
          rule(
            'r',
            [cond('a', 'IS_NOT_EMPTY')],
            [act('SET_VALUE', 'c', 'preset'), act('HIDE', 'c')],
          ),
        ],
      }),
      question('b'),
      question('c'),
    ]);
    expect(evaluateForm(f, { a: 'x' }).values).toEqual({ a: 'x' });
  });

  it('overwrites its own or an earlier visible answer, never a hidden one', () => {
    const f = form([
      question('a', 'SHORT_TEXT', {
        logic: [rule('h', [cond('a', 'EQUALS', 'hide')], [act('HIDE', 'b')])],
      }),
      question('b'),
      question('c', 'SHORT_TEXT', {
        logic: [
          rule(
            'set',
            [cond('c', 'IS_NOT_EMPTY')],
            [
              act('SET_VALUE', 'a', 'A!'),
              act('SET_VALUE', 'b', 'B!'),
              act('SET_VALUE', 'c', 'C!'),
              act('SET_VALUE', '', 'ignored'),
            ],
          ),
        ],
      }),
    ]);
    expect(evaluateForm(f, { a: 'hide', b: 'x', c: 'y' }).values).toEqual({ a: 'A!', c: 'C!' });
    expect(evaluateForm(f, { a: 'keep', b: 'x', c: 'y' }).values).toEqual({
      a: 'A!',
      b: 'B!',
      c: 'C!',
    });
  });

  it('reads hidden answers as 0 in calculations', () => {
    const f = form([
      question('a', 'NUMBER', { logic: [rule('h', [cond('a', 'EQUALS', 0)], [act('HIDE', 'b')])] }),
      question('b', 'NUMBER'),
      question('c', 'NUMBER', {
        logic: [rule('sum', [cond('c', 'IS_NOT_EMPTY')], [act('CALCULATE', 'total', 'a + b + c')])],
      }),
    ]);
    expect(evaluateForm(f, { a: 0, b: 5, c: 1 }).values.total).toBe(1);
    expect(evaluateForm(f, { a: 1, b: 5, c: 1 }).values.total).toBe(7);
  });
});

describe('hidden fields count from their place, like any question', () => {
  const f = form([
    question('a', 'SHORT_TEXT', {
      logic: [
        rule(
          'byRef',
          [cond('ref', 'EQUALS', 'newsletter')],
          [act('SET_VALUE', 'fromNewsletter', true)],
        ),
        rule('end', [cond('a', 'EQUALS', 'end')], [act('END_FORM')]),
      ],
    }),
    question('ref', 'HIDDEN_FIELD'),
    question('b', 'SHORT_TEXT', {
      logic: [
        rule('late', [cond('ref', 'EQUALS', 'newsletter')], [act('SET_VALUE', 'seenLater', true)]),
      ],
    }),
  ]);

  it('is unanswered for rules before it and answered after it', () => {
    expect(evaluateForm(f, { ref: 'newsletter' }).values).toEqual({
      ref: 'newsletter',
      seenLater: true,
    });
  });

  it('is dropped when the form ends before it', () => {
    const flow = evaluateForm(f, { a: 'end', ref: 'newsletter' });
    expect(flow.visibleQuestionIds).toEqual(['a']);
    expect(flow.values).toEqual({ a: 'end' });
  });
});
