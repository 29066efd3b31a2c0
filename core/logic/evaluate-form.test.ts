import { describe, expect, it } from 'vitest';
import { evaluateForm } from './evaluate-form';
import { act, cond, form, question, rule } from './fixtures.test-support';

const texts = (...ids: string[]) => ids.map((id) => question(id));

describe('without logic', () => {
  it('shows every question in order on one start page', () => {
    const f = form([
      question('a', 'SHORT_TEXT', { required: true }),
      question('b'),
      question('c', 'NUMBER', { required: true }),
    ]);
    const flow = evaluateForm(f, { a: 'x', other: 1 });
    expect(flow.visibleQuestionIds).toEqual(['a', 'b', 'c']);
    expect(flow.hiddenQuestionIds).toEqual([]);
    expect(flow.requiredQuestionIds).toEqual(['a', 'c']);
    expect(flow.values).toEqual({ a: 'x', other: 1 });
    expect(flow.pages).toEqual([
      { id: 'start', title: '', description: '', questionIds: ['a', 'b', 'c'] },
    ]);
    expect(flow.ended).toBe(false);
    expect(flow).not.toHaveProperty('endedAfterQuestionId');
    expect(flow.firedRules).toEqual([]);
  });

  it('runs questions by their order field, ties in array order', () => {
    const f = form(texts('a', 'b', 'c'));
    f.questions[0]!.order = 5;
    f.questions[1]!.order = 1;
    f.questions[2]!.order = 1;
    expect(evaluateForm(f, {}).visibleQuestionIds).toEqual(['b', 'c', 'a']);
  });

  it('survives odd inputs', () => {
    const f = form(texts('a'));
    expect(evaluateForm(f, null as never).visibleQuestionIds).toEqual(['a']);
    const broken = { ...f, questions: 'nope', pageBreaks: null } as never;
    expect(evaluateForm(broken, {}).visibleQuestionIds).toEqual([]);
  });

  it('keeps hidden fields and logic items out of pages and required', () => {
    const f = form([
      question('h', 'HIDDEN_FIELD', { required: true }),
      question('l', 'SURVEY_LOGIC', { required: true }),
      question('a'),
    ]);
    const flow = evaluateForm(f, { h: 'newsletter' });
    expect(flow.visibleQuestionIds).toEqual(['h', 'l', 'a']);
    expect(flow.requiredQuestionIds).toEqual([]);
    expect(flow.pages.map((p) => p.questionIds)).toEqual([['a']]);
    expect(flow.values).toEqual({ h: 'newsletter' });
  });

  it('keeps keys like __proto__ as plain values', () => {
    const f = form([
      question('__proto__', 'SHORT_TEXT', {
        logic: [
          rule('r', [cond('__proto__', 'EQUALS', 'x')], [act('SET_VALUE', 'constructor', 1)]),
        ],
      }),
    ]);
    const answers = JSON.parse('{"__proto__": "x", "toString": "y"}') as Record<string, unknown>;
    const flow = evaluateForm(f, answers);
    expect(Object.getPrototypeOf(flow.values)).toBe(Object.prototype);
    expect(Object.keys(flow.values).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getOwnPropertyDescriptor(flow.values, '__proto__')?.value).toBe('x');
    expect(flow.firedRules).toHaveLength(1);
  });

  it('runs a duplicated question id once', () => {
    const f = form(texts('a', 'b', 'a'));
    const flow = evaluateForm(f, { a: 'x' });
    expect(flow.visibleQuestionIds).toEqual(['a', 'b']);
    expect(flow.hiddenQuestionIds).toEqual(['a']);
    expect(flow.values).toEqual({ a: 'x' });
  });
});

describe('SHOW and HIDE', () => {
  const showForm = (extra: ReturnType<typeof rule>[] = []) =>
    form([
      question('a', 'YES_NO', {
        logic: [rule('r1', [cond('a', 'EQUALS', true)], [act('SHOW', 'c')]), ...extra],
      }),
      question('b'),
      question('c', 'SHORT_TEXT', { required: true }),
    ]);

  it('hides a SHOW target until its SHOW fires', () => {
    const hidden = evaluateForm(showForm(), { a: false, c: 'stale' });
    expect(hidden.visibleQuestionIds).toEqual(['a', 'b']);
    expect(hidden.hiddenQuestionIds).toEqual(['c']);
    expect(hidden.requiredQuestionIds).toEqual([]);
    expect(hidden.values).toEqual({ a: false });

    const shown = evaluateForm(showForm(), { a: true, c: 'kept' });
    expect(shown.visibleQuestionIds).toEqual(['a', 'b', 'c']);
    expect(shown.requiredQuestionIds).toEqual(['c']);
    expect(shown.values).toEqual({ a: true, c: 'kept' });
    expect(shown.firedRules).toEqual([{ ruleId: 'r1', questionId: 'a' }]);
  });

  it('lets HIDE win over SHOW whatever the order', () => {
    const hide = rule('r0', [cond('a', 'IS_NOT_EMPTY')], [act('HIDE', 'c')]);
    expect(evaluateForm(showForm([hide]), { a: true }).visibleQuestionIds).toEqual(['a', 'b']);
    const hideFirst = form([
      question('a', 'YES_NO', {
        logic: [hide, rule('r1', [cond('a', 'EQUALS', true)], [act('SHOW', 'c')])],
      }),
      question('b'),
      question('c'),
    ]);
    expect(evaluateForm(hideFirst, { a: true }).visibleQuestionIds).toEqual(['a', 'b']);
  });

  it('hides a later question and drops its answer', () => {
    const f = form([
      question('a', 'SHORT_TEXT', {
        logic: [rule('r', [cond('a', 'EQUALS', 'skip')], [act('HIDE', 'b')])],
      }),
      question('b', 'SHORT_TEXT', { required: true }),
      question('c'),
    ]);
    const flow = evaluateForm(f, { a: 'skip', b: 'answered', c: 'z' });
    expect(flow.visibleQuestionIds).toEqual(['a', 'c']);
    expect(flow.hiddenQuestionIds).toEqual(['b']);
    expect(flow.values).toEqual({ a: 'skip', c: 'z' });
    expect(evaluateForm(f, { a: 'keep', b: 'answered' }).visibleQuestionIds).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('ignores SHOW/HIDE of earlier, own or unknown questions', () => {
    const f = form([
      question('a'),
      question('b', 'SHORT_TEXT', {
        logic: [
          rule(
            'r',
            [cond('b', 'IS_NOT_EMPTY')],
            [act('HIDE', 'a'), act('HIDE', 'b'), act('HIDE', 'zz'), act('SHOW', 'a')],
          ),
        ],
      }),
    ]);
    // `a` is a SHOW target, so it starts hidden; the SHOW comes too late to show it.
    expect(evaluateForm(f, { b: 'x' }).visibleQuestionIds).toEqual(['b']);
  });
});

describe('answers of hidden questions count as empty', () => {
  const f = form([
    question('a', 'SHORT_TEXT', {
      logic: [rule('hideB', [cond('a', 'EQUALS', 'x')], [act('HIDE', 'b')])],
    }),
    question('b'),
    question('c', 'SHORT_TEXT', {
      logic: [
        rule('onB', [cond('b', 'EQUALS', 'yes')], [act('SET_VALUE', 'saw', 1)]),
        rule('emptyB', [cond('b', 'IS_EMPTY')], [act('SET_VALUE', 'empty', 1)]),
      ],
    }),
  ]);

  it('a hidden answer does not satisfy later conditions', () => {
    const flow = evaluateForm(f, { a: 'x', b: 'yes' });
    expect(flow.values).toEqual({ a: 'x', empty: 1 });
    expect(flow.firedRules.map((r) => r.ruleId)).toEqual(['hideB', 'emptyB']);
  });

  it('a visible answer does', () => {
    const flow = evaluateForm(f, { a: 'y', b: 'yes' });
    expect(flow.values).toEqual({ a: 'y', b: 'yes', saw: 1 });
  });

  it('rules on a hidden question do not run', () => {
    const g = form([
      question('a', 'SHORT_TEXT', {
        logic: [rule('h', [cond('a', 'IS_NOT_EMPTY')], [act('HIDE', 'b')])],
      }),
      question('b', 'SHORT_TEXT', {
        logic: [rule('never', [cond('a', 'IS_NOT_EMPTY')], [act('END_FORM')])],
      }),
      question('c'),
    ]);
    const flow = evaluateForm(g, { a: 'x' });
    expect(flow.visibleQuestionIds).toEqual(['a', 'c']);
    expect(flow.ended).toBe(false);
  });

  it('a condition on a later question sees it unanswered', () => {
    const g = form([
      question('a', 'SHORT_TEXT', {
        logic: [rule('fwd', [cond('b', 'IS_EMPTY')], [act('SET_VALUE', 'v', 'b empty')])],
      }),
      question('b'),
    ]);
    expect(evaluateForm(g, { b: 'answered' }).values).toEqual({ b: 'answered', v: 'b empty' });
  });

  it('uses the question type emptiness (a matrix of blank rows is empty)', () => {
    const g = form([
      question('m', 'MATRIX', {
        matrixRows: ['r1'],
        matrixCols: ['c1'],
        logic: [rule('e', [cond('m', 'IS_EMPTY')], [act('SET_VALUE', 'v', 1)])],
      }),
    ]);
    expect(evaluateForm(g, { m: { r1: '' } }).values.v).toBe(1);
    expect(evaluateForm(g, { m: { r1: 'c1' } }).values.v).toBeUndefined();
  });
});

describe('condition groups', () => {
  const f = (
    groupOperator: 'AND' | 'OR',
    conditions = [cond('a', 'EQUALS', 1), cond('b', 'EQUALS', 2)],
  ) =>
    form([
      question('a', 'NUMBER'),
      question('b', 'NUMBER', { logic: [rule('r', conditions, [act('END_FORM')], groupOperator)] }),
      question('c'),
    ]);

  it.each([
    ['AND', { a: 1, b: 2 }, true],
    ['AND', { a: 1, b: 3 }, false],
    ['OR', { a: 1, b: 3 }, true],
    ['OR', { a: 0, b: 3 }, false],
  ] as const)('%s with %j fires: %s', (group, answers, fires) => {
    expect(evaluateForm(f(group), answers).ended).toBe(fires);
  });

  it('a rule without conditions never fires', () => {
    expect(evaluateForm(f('AND', []), { a: 1, b: 2 }).ended).toBe(false);
    expect(evaluateForm(f('OR', []), { a: 1, b: 2 }).ended).toBe(false);
  });
});
