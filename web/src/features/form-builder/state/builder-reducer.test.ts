import { describe, expect, it } from 'vitest';
import { formDefinitionSchema, type FormDefinition } from '@core/form/definition';
import type { BuilderAction } from './builder-actions';
import {
  builderReducer,
  COALESCE_MS,
  HISTORY_LIMIT,
  initialBuilderState,
  type BuilderState,
} from './builder-reducer';
import { newQuestion } from './question-factory';

function form(...ids: string[]): FormDefinition {
  return formDefinitionSchema.parse({
    title: 'Survey',
    questions: ids.map((id, order) => ({ id, type: 'SHORT_TEXT', title: `Q ${id}`, order })),
  });
}

const run = (state: BuilderState, ...actions: BuilderAction[]) =>
  actions.reduce(builderReducer, state);
const ids = (state: BuilderState) => state.definition.questions.map((q) => q.id);
const orders = (state: BuilderState) => state.definition.questions.map((q) => q.order);

describe('builderReducer', () => {
  it('adds a question at the end, or after a given one, and renumbers the order', () => {
    const start = initialBuilderState(form('a', 'b'));
    const end = run(start, { type: 'addQuestion', question: newQuestion('EMAIL', 'c') });
    expect(ids(end)).toEqual(['a', 'b', 'c']);
    const middle = run(start, {
      type: 'addQuestion',
      question: newQuestion('EMAIL', 'c'),
      afterId: 'a',
    });
    expect(ids(middle)).toEqual(['a', 'c', 'b']);
    expect(orders(middle)).toEqual([0, 1, 2]);
    expect(middle.definition.questions[1]).toMatchObject({
      type: 'EMAIL',
      title: '',
      required: false,
    });
  });

  it('gives a new question its type defaults', () => {
    const start = initialBuilderState(form());
    const next = run(start, { type: 'addQuestion', question: newQuestion('PAYMENT', 'p') });
    expect(next.definition.questions[0]?.settings).toEqual({
      amount: 1000,
      currency: 'USD',
      description: '',
    });
    expect(newQuestion('MULTIPLE_CHOICE', 'm').options).toEqual([
      'Option 1',
      'Option 2',
      'Option 3',
    ]);
  });

  it('duplicates a question right after it, with new ids for it and its rules', () => {
    const base = form('a', 'b');
    base.questions[0]!.logic = [
      {
        id: 'r1',
        groupOperator: 'AND',
        conditions: [{ questionId: 'a', operator: 'IS_NOT_EMPTY', caseSensitive: false }],
        actions: [{ type: 'SHOW', target: 'b' }],
      },
    ];
    const next = run(initialBuilderState(base), {
      type: 'duplicateQuestion',
      id: 'a',
      newId: 'a2',
    });
    expect(ids(next)).toEqual(['a', 'a2', 'b']);
    const copy = next.definition.questions[1]!;
    expect(copy.title).toBe('Q a');
    expect(copy.logic?.[0]?.id).not.toBe('r1');
    expect(copy.logic?.[0]?.conditions[0]?.questionId).toBe('a2');
    expect(copy.logic?.[0]?.actions[0]?.target).toBe('b');
    // The copy is independent of the original.
    expect(copy.settings).not.toBe(base.questions[0]!.settings);
  });

  it('deletes a question and moves its page break to the question before', () => {
    const base = form('a', 'b', 'c');
    base.pageBreaks = [{ id: 'p1', afterQuestionId: 'b', title: 'Part 2', description: '' }];
    const next = run(initialBuilderState(base), { type: 'deleteQuestion', id: 'b' });
    expect(ids(next)).toEqual(['a', 'c']);
    expect(orders(next)).toEqual([0, 1]);
    expect(next.definition.pageBreaks).toEqual([
      { id: 'p1', afterQuestionId: 'a', title: 'Part 2', description: '' },
    ]);
    const first = run(initialBuilderState(base), { type: 'deleteQuestion', id: 'a' });
    expect(first.definition.pageBreaks).toHaveLength(1);
    const breakOnFirst = {
      ...base,
      pageBreaks: [{ ...base.pageBreaks[0]!, afterQuestionId: 'a' }],
    };
    expect(
      run(initialBuilderState(breakOnFirst), { type: 'deleteQuestion', id: 'a' }).definition
        .pageBreaks,
    ).toEqual([]);
  });

  it('reorders by moving a question to an index (clamped), keeping untouched questions', () => {
    const start = initialBuilderState(form('a', 'b', 'c', 'd'));
    const next = run(start, { type: 'moveQuestion', id: 'a', toIndex: 2 });
    expect(ids(next)).toEqual(['b', 'c', 'a', 'd']);
    expect(orders(next)).toEqual([0, 1, 2, 3]);
    expect(ids(run(start, { type: 'moveQuestion', id: 'd', toIndex: -5 }))).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
    expect(run(start, { type: 'moveQuestion', id: 'b', toIndex: 1 })).toBe(start);
  });

  it('shares structure: an edit replaces only the question it touches', () => {
    const start = initialBuilderState(form('a', 'b', 'c'));
    const next = run(start, { type: 'updateQuestion', id: 'b', patch: { title: 'New' } });
    const [a, b, c] = next.definition.questions;
    expect(a).toBe(start.definition.questions[0]);
    expect(c).toBe(start.definition.questions[2]);
    expect(b?.title).toBe('New');
  });

  it('merges settings and removes those set to undefined', () => {
    const start = initialBuilderState(form('a'));
    const next = run(
      start,
      { type: 'updateSettings', id: 'a', patch: { minLength: 2, maxLength: 9 } },
      { type: 'updateSettings', id: 'a', patch: { minLength: undefined } },
    );
    expect(next.definition.questions[0]?.settings).toEqual({ maxLength: 9 });
  });

  it('undoes and redoes edits in order, and a new edit clears the redo stack', () => {
    const start = initialBuilderState(form('a', 'b'));
    const edited = run(
      start,
      { type: 'deleteQuestion', id: 'a' },
      { type: 'updateForm', patch: { title: 'Renamed' } },
    );
    expect(ids(edited)).toEqual(['b']);
    const undone = run(edited, { type: 'undo' });
    expect(undone.definition.title).toBe('Survey');
    expect(ids(undone)).toEqual(['b']);
    const undoneTwice = run(undone, { type: 'undo' });
    expect(ids(undoneTwice)).toEqual(['a', 'b']);
    expect(undoneTwice.definition).toBe(start.definition);
    expect(run(undoneTwice, { type: 'undo' })).toBe(undoneTwice);
    const redone = run(undoneTwice, { type: 'redo' }, { type: 'redo' });
    expect(redone.definition).toBe(edited.definition);
    const branched = run(undoneTwice, { type: 'updateForm', patch: { title: 'Other' } });
    expect(branched.future).toEqual([]);
    expect(run(branched, { type: 'redo' })).toBe(branched);
  });

  it('coalesces quick edits with the same key into one undo step', () => {
    const start = initialBuilderState(form('a'));
    const typed = run(
      start,
      { type: 'updateQuestion', id: 'a', patch: { title: 'H' }, coalesce: 'a:title', at: 1000 },
      { type: 'updateQuestion', id: 'a', patch: { title: 'Hi' }, coalesce: 'a:title', at: 1200 },
      { type: 'updateQuestion', id: 'a', patch: { title: 'Hi!' }, coalesce: 'a:title', at: 1400 },
    );
    expect(typed.past).toHaveLength(1);
    expect(run(typed, { type: 'undo' }).definition.questions[0]?.title).toBe('Q a');
    const later = run(typed, {
      type: 'updateQuestion',
      id: 'a',
      patch: { title: 'Hi!!' },
      coalesce: 'a:title',
      at: 1400 + COALESCE_MS,
    });
    expect(later.past).toHaveLength(2);
  });

  it('keeps at most HISTORY_LIMIT undo steps', () => {
    let state = initialBuilderState(form('a'));
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) {
      state = builderReducer(state, { type: 'updateForm', patch: { title: `T${i}` } });
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('resets without history, and replaces as one undoable step', () => {
    const start = run(initialBuilderState(form('a')), {
      type: 'updateForm',
      patch: { title: 'X' },
    });
    const reset = run(start, { type: 'reset', definition: form('z') });
    expect(reset.past).toEqual([]);
    const replaced = run(start, { type: 'replace', definition: form('y') });
    expect(ids(replaced)).toEqual(['y']);
    expect(ids(run(replaced, { type: 'undo' }))).toEqual(['a']);
  });

  it('adds, edits and removes page breaks only after existing questions', () => {
    const start = initialBuilderState(form('a'));
    const pageBreak = { id: 'p', afterQuestionId: 'a', title: '', description: '' };
    const added = run(start, { type: 'addPageBreak', pageBreak });
    expect(
      run(start, { type: 'addPageBreak', pageBreak: { ...pageBreak, afterQuestionId: 'nope' } }),
    ).toBe(start);
    const titled = run(added, { type: 'updatePageBreak', id: 'p', patch: { title: 'Part 2' } });
    expect(titled.definition.pageBreaks[0]?.title).toBe('Part 2');
    expect(run(titled, { type: 'removePageBreak', id: 'p' }).definition.pageBreaks).toEqual([]);
  });
});
