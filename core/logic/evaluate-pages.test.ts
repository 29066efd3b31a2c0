import { describe, expect, it } from 'vitest';
import { evaluateForm } from './evaluate-form';
import { act, block, cond, form, question, rule } from './fixtures.test-support';
import {
  isLastPage,
  nextPageIndex,
  pageIndexById,
  pageIndexOfQuestion,
  previousPageIndex,
} from './page-navigation';
import type { FormFlow } from './types';

const paged = form(
  [
    question('a', 'SHORT_TEXT', {
      logic: [
        rule('skip', [cond('a', 'EQUALS', 'skip')], [act('SKIP_TO', 'p3')]),
        rule('end', [cond('a', 'EQUALS', 'end')], [act('END_FORM')]),
      ],
    }),
    question('b'),
    question('h', 'HIDDEN_FIELD'),
    question('c'),
    question('d'),
  ],
  [
    { id: 'p2', afterQuestionId: 'a', title: 'Page two', description: 'More' },
    { id: 'p3', afterQuestionId: 'b', title: 'Page three' },
    { id: 'p4', afterQuestionId: 'h', title: 'Page four' },
    { id: 'ghost', afterQuestionId: 'deleted' },
    { id: 'tail', afterQuestionId: 'd', title: 'Nothing after' },
  ],
);

describe('pages', () => {
  it('splits at page breaks and drops pages with nothing to render', () => {
    const flow = evaluateForm(paged, {});
    expect(flow.pages).toEqual([
      { id: 'start', title: '', description: '', questionIds: ['a'] },
      { id: 'p2', title: 'Page two', description: 'More', questionIds: ['b'] },
      { id: 'p4', title: 'Page four', description: '', questionIds: ['c', 'd'] },
    ]);
  });

  it('leaves out pages a SKIP_TO jumps over', () => {
    const flow = evaluateForm(paged, { a: 'skip' });
    expect(flow.pages.map((p) => p.id)).toEqual(['start', 'p4']);
  });

  it('stops at END_FORM', () => {
    const flow = evaluateForm(paged, { a: 'end' });
    expect(flow.pages.map((p) => p.id)).toEqual(['start']);
    expect(isLastPage(flow, 0)).toBe(true);
    expect(nextPageIndex(flow, 0)).toBeNull();
  });

  it('keeps two breaks after one question as one page (the empty one is dropped)', () => {
    const f = form(
      [question('a'), question('b')],
      [
        { id: 'x', afterQuestionId: 'a', title: 'X' },
        { id: 'y', afterQuestionId: 'a', title: 'Y' },
      ],
    );
    expect(evaluateForm(f, {}).pages.map((p) => p.id)).toEqual(['start', 'y']);
  });

  it('has no pages when nothing is visible', () => {
    const f = form([question('h', 'HIDDEN_FIELD')]);
    expect(evaluateForm(f, {}).pages).toEqual([]);
  });
});

describe('page navigation', () => {
  const flow = evaluateForm(paged, {});
  const empty: FormFlow = { ...flow, pages: [] };

  it('moves forward and back', () => {
    expect(nextPageIndex(flow, 0)).toBe(1);
    expect(nextPageIndex(flow, 1)).toBe(2);
    expect(nextPageIndex(flow, 2)).toBeNull();
    expect(previousPageIndex(flow, 2)).toBe(1);
    expect(previousPageIndex(flow, 1)).toBe(0);
    expect(previousPageIndex(flow, 0)).toBeNull();
    expect(isLastPage(flow, 1)).toBe(false);
    expect(isLastPage(flow, 2)).toBe(true);
  });

  it('treats out-of-range indexes sensibly', () => {
    expect(nextPageIndex(flow, -1)).toBe(0);
    expect(nextPageIndex(flow, Number.NaN)).toBe(0);
    expect(nextPageIndex(flow, 9)).toBeNull();
    expect(previousPageIndex(flow, 9)).toBe(1);
    expect(previousPageIndex(flow, 1.5)).toBeNull();
    expect(isLastPage(flow, 9)).toBe(true);
    expect(nextPageIndex(empty, 0)).toBeNull();
    expect(previousPageIndex(empty, 1)).toBeNull();
    expect(isLastPage(empty, 0)).toBe(true);
  });

  it('finds pages by question and by id', () => {
    expect(pageIndexOfQuestion(flow, 'c')).toBe(2);
    expect(pageIndexOfQuestion(flow, 'h')).toBe(-1);
    expect(pageIndexById(flow, 'p2')).toBe(1);
    expect(pageIndexById(flow, 'p3')).toBe(-1);
  });
});

describe('SURVEY_LOGIC blocks', () => {
  const withBlocks = (blocks: unknown, logic: ReturnType<typeof rule>[] = []) =>
    form([
      question('a', 'NUMBER'),
      question('l', 'SURVEY_LOGIC', { settings: { blocks }, logic }),
      question('b'),
      question('c'),
      question('d', 'SHORT_TEXT', { required: true }),
    ]);

  it("runs condition blocks like rules, after the item's own rules", () => {
    const f = withBlocks(
      [
        block(
          'show',
          'condition',
          [cond('a', 'GREATER_THAN', 5)],
          [act('SHOW', 'c'), act('CALCULATE', 'double', 'a * 2')],
        ),
      ],
      [rule('own', [cond('a', 'IS_NOT_EMPTY')], [act('SET_VALUE', 'seen', 1)])],
    );
    const hi = evaluateForm(f, { a: 9 });
    expect(hi.visibleQuestionIds).toEqual(['a', 'l', 'b', 'c', 'd']);
    expect(hi.values).toEqual({ a: 9, seen: 1, double: 18 });
    expect(hi.firedRules).toEqual([
      { ruleId: 'own', questionId: 'l' },
      { ruleId: 'show', questionId: 'l' },
    ]);
    expect(evaluateForm(f, { a: 1 }).visibleQuestionIds).toEqual(['a', 'l', 'b', 'd']);
  });

  it('ends the form with an ending block', () => {
    const f = withBlocks([
      block('bye', 'ending', [cond('a', 'LESS_THAN', 3)], [act('SET_VALUE', 'why', 'low')]),
    ]);
    const flow = evaluateForm(f, { a: 1 });
    expect(flow.ended).toBe(true);
    expect(flow.endedAfterQuestionId).toBe('l');
    expect(flow.visibleQuestionIds).toEqual(['a', 'l']);
    expect(flow.values).toEqual({ a: 1, why: 'low' });
    expect(evaluateForm(f, { a: 5 }).ended).toBe(false);
  });

  it('jumps with a jump block', () => {
    const f = withBlocks([block('j', 'jump', [cond('a', 'EQUALS', 7)], [act('SKIP_TO', 'd')])]);
    expect(evaluateForm(f, { a: 7 }).visibleQuestionIds).toEqual(['a', 'l', 'd']);
    expect(evaluateForm(f, { a: 6 }).visibleQuestionIds).toEqual(['a', 'l', 'b', 'c', 'd']);
  });

  it('does not run blocks of a skipped item', () => {
    const f = form([
      question('a', 'NUMBER', {
        logic: [rule('skip', [cond('a', 'EQUALS', 1)], [act('SKIP_TO', 'b')])],
      }),
      question('l', 'SURVEY_LOGIC', {
        settings: { blocks: [block('bye', 'ending', [cond('a', 'EQUALS', 1)])] },
      }),
      question('b'),
    ]);
    const flow = evaluateForm(f, { a: 1 });
    expect(flow.ended).toBe(false);
    expect(flow.visibleQuestionIds).toEqual(['a', 'b']);
  });

  it('ignores unreadable blocks and keeps the rest', () => {
    const good = block('bye', 'ending', [cond('a', 'EQUALS', 1)]);
    for (const blocks of [
      'nope',
      [null, good],
      [{ ...good, id: 5 }, good],
      [{ ...good, type: 'teleport' }, good],
      [{ ...good, conditions: 'x' }, good],
      [{ ...good, conditions: [{ questionId: 'a', operator: 'LIKE' }] }, good],
      [{ ...good, actions: [{ type: 'EXPLODE' }] }, good],
      [{ ...good, actions: [{ type: 'SKIP_TO', target: 7 }] }, good],
    ]) {
      const flow = evaluateForm(withBlocks(blocks), { a: 1 });
      expect(flow.ended).toBe(Array.isArray(blocks));
    }
  });

  it('fills block defaults (AND, case-insensitive) for stored JSON that lacks them', () => {
    const raw = {
      id: 'raw',
      type: 'condition',
      conditions: [
        { questionId: 'a', operator: 'EQUALS', value: 2 },
        { questionId: 'a', operator: 'EQUALS', value: 3 },
      ],
      actions: [{ type: 'SET_VALUE', target: 'v', value: 1 }],
    };
    expect(evaluateForm(withBlocks([raw]), { a: 2 }).values.v).toBeUndefined();
    expect(evaluateForm(withBlocks([{ ...raw, groupOperator: 'OR' }]), { a: 2 }).values.v).toBe(1);
  });
});
