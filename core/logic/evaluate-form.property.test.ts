import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action, Condition, FormDefinition, LogicRule } from '../form/definition';
import type { LogicOperator, QuestionType } from '../form/enums';
import { evaluateForm } from './evaluate-form';
import { form, question } from './fixtures.test-support';
import type { FormFlow } from './types';

const TYPES: QuestionType[] = [
  'SHORT_TEXT',
  'NUMBER',
  'YES_NO',
  'MULTIPLE_CHOICE',
  'CHECKBOX',
  'HIDDEN_FIELD',
  'SURVEY_LOGIC',
];
const OPERATORS: LogicOperator[] = [
  'EQUALS',
  'NOT_EQUALS',
  'IS_EMPTY',
  'IS_NOT_EMPTY',
  'GREATER_THAN',
  'CONTAINS',
  'IS_ONE_OF',
];
const VALUES = ['a', 'b', 1, 2, true, false, ['a'], ['a', 'b'], ''];

const ids = (n: number) => Array.from({ length: n }, (_, i) => `q${i}`);
/** A question id of the form, sometimes an unknown one or a page break. */
const someTarget = (n: number) =>
  fc.oneof(fc.constantFrom(...ids(n)), fc.constantFrom('pb1', 'pb2', 'ghost', ''));

function arbitraryForm(n: number): fc.Arbitrary<FormDefinition> {
  const condition: fc.Arbitrary<Condition> = fc.record({
    questionId: fc.oneof(fc.constantFrom(...ids(n)), fc.constant('total')),
    operator: fc.constantFrom(...OPERATORS),
    value: fc.constantFrom(...VALUES),
    caseSensitive: fc.boolean(),
  });
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.record({
      type: fc.constantFrom('SHOW', 'HIDE', 'SKIP_TO', 'END_FORM') as fc.Arbitrary<Action['type']>,
      target: someTarget(n),
      value: fc.constant(undefined),
    }),
    fc.record({
      type: fc.constant('SET_VALUE' as const),
      target: someTarget(n),
      value: fc.constantFrom(...VALUES),
    }),
    fc.record({
      type: fc.constant('CALCULATE' as const),
      target: fc.constantFrom('total', 'q0'),
      value: fc.constantFrom('q0 + 1', '{q1} * 2', '1 / 0', 'max('),
    }),
  );
  const rules = fc.array(
    fc.record({
      id: fc.constantFrom('r1', 'r2', 'r3'),
      conditions: fc.array(condition, { maxLength: 3 }),
      groupOperator: fc.constantFrom('AND', 'OR') as fc.Arbitrary<'AND' | 'OR'>,
      actions: fc.array(action, { maxLength: 3 }),
    }),
    { maxLength: 3 },
  );
  const questions = fc.tuple(
    ...ids(n).map((id) =>
      fc
        .record({ type: fc.constantFrom(...TYPES), required: fc.boolean(), logic: rules })
        .map(({ type, required, logic }) =>
          question(id, type, {
            required,
            logic: logic as LogicRule[],
            options: ['a', 'b'],
            settings:
              type === 'SURVEY_LOGIC'
                ? {
                    blocks: logic.map((r, i) => ({
                      ...r,
                      id: `b${i}`,
                      type: (['condition', 'ending', 'jump'] as const)[i % 3],
                    })),
                  }
                : {},
          }),
        ),
    ),
  );
  return questions.map((qs) =>
    form(qs, [
      { id: 'pb1', afterQuestionId: 'q1' },
      { id: 'pb2', afterQuestionId: `q${n - 2}` },
    ]),
  );
}

const answersFor = (n: number) =>
  fc.dictionary(fc.constantFrom(...ids(n), 'total', 'extra'), fc.constantFrom(...VALUES));

const formAndAnswers = fc
  .integer({ min: 2, max: 12 })
  .chain((n) => fc.tuple(arbitraryForm(n), answersFor(n)));

describe('evaluateForm properties', () => {
  it('terminates with a consistent partition of the questions', () => {
    fc.assert(
      fc.property(formAndAnswers, ([f, answers]) => {
        const flow = evaluateForm(f, answers);
        const all = f.questions.map((q) => q.id);
        const visible = new Set(flow.visibleQuestionIds);
        expect(flow.visibleQuestionIds.every((id) => all.includes(id))).toBe(true);
        expect([...flow.visibleQuestionIds, ...flow.hiddenQuestionIds].sort()).toEqual(
          [...all].sort(),
        );
        expect(flow.hiddenQuestionIds.some((id) => visible.has(id))).toBe(false);
        expect(flow.requiredQuestionIds.every((id) => visible.has(id))).toBe(true);
        for (const page of flow.pages) {
          expect(page.questionIds.length).toBeGreaterThan(0);
          expect(page.questionIds.every((id) => visible.has(id))).toBe(true);
        }
        for (const id of flow.hiddenQuestionIds) expect(flow.values).not.toHaveProperty(id);
        expect(flow.ended).toBe(flow.endedAfterQuestionId !== undefined);
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(formAndAnswers, ([f, answers]) => {
        expect(evaluateForm(f, answers)).toEqual(
          evaluateForm(JSON.parse(JSON.stringify(f)) as typeof f, { ...answers }),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('never lists a hidden question as required', () => {
    fc.assert(
      fc.property(formAndAnswers, ([f, answers]) => {
        const flow = evaluateForm(f, answers);
        const hidden = new Set(flow.hiddenQuestionIds);
        expect(flow.requiredQuestionIds.filter((id) => hidden.has(id))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * Independent SHOW/HIDE rules: they sit on the source questions s1 and s2, read only s0 and s1
 * (answered before any rule runs) and target only "target" questions (which carry no rules), so
 * no rule can change whether another runs. Their order, within a question and across questions,
 * must not change the flow.
 */
describe('independent SHOW/HIDE rules commute', () => {
  const SOURCES = ['s0', 's1', 's2'];
  const TARGETS = ['t0', 't1', 't2', 't3'];
  const showHide: fc.Arbitrary<LogicRule> = fc.record({
    id: fc.constantFrom('x'),
    conditions: fc.array(
      fc.record({
        questionId: fc.constantFrom('s0', 's1'),
        operator: fc.constantFrom(
          'EQUALS',
          'NOT_EQUALS',
          'IS_EMPTY',
        ) as fc.Arbitrary<LogicOperator>,
        value: fc.constantFrom('a', 'b'),
        caseSensitive: fc.constant(false),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    groupOperator: fc.constantFrom('AND', 'OR') as fc.Arbitrary<'AND' | 'OR'>,
    actions: fc.array(
      fc.record({
        type: fc.constantFrom('SHOW', 'HIDE') as fc.Arbitrary<Action['type']>,
        target: fc.constantFrom(...TARGETS),
        value: fc.constant(undefined),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  });
  const scenario = fc.record({
    rules: fc
      .array(showHide, { minLength: 1, maxLength: 8 })
      .map((rs) => rs.map((r, i) => ({ ...r, id: `r${i}` }))),
    placement: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 8, maxLength: 8 }),
    answers: fc.dictionary(fc.constantFrom(...SOURCES, ...TARGETS), fc.constantFrom('a', 'b', '')),
    seed: fc.integer(),
  });

  const build = (rules: LogicRule[], placement: number[]) =>
    form([
      ...SOURCES.map((id, s) =>
        question(id, 'SHORT_TEXT', { logic: rules.filter((_, i) => placement[i] === s) }),
      ),
      ...TARGETS.map((id) => question(id, 'SHORT_TEXT', { required: true })),
    ]);
  const comparable = (flow: FormFlow) => ({
    ...flow,
    firedRules: flow.firedRules.map((r) => r.ruleId).sort(),
  });

  it('gives the same flow for any order and placement of the rules', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 8, maxLength: 8 }),
        ({ rules, placement, answers, seed }, otherPlacement) => {
          const shuffled = fc.sample(
            fc.shuffledSubarray(rules, { minLength: rules.length, maxLength: rules.length }),
            { numRuns: 1, seed },
          )[0]!;
          const a = evaluateForm(build(rules, placement), answers);
          const b = evaluateForm(build(shuffled, otherPlacement), answers);
          expect(comparable(b)).toEqual(comparable(a));
        },
      ),
      { numRuns: 300 },
    );
  });
});
