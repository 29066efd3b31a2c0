import { describe, expect, it } from 'vitest';
import { LOGIC_OPERATORS, type LogicOperator } from '../form/enums';
import { applyOperator, conditionsHold, evaluateCondition, isMissingOperand } from './operators';
import { cond } from './fixtures.test-support';

type Row = [operator: LogicOperator, answer: unknown, operand: unknown, expected: boolean];
const CS = { caseSensitive: true };

function table(name: string, rows: Row[], options = {}) {
  describe(name, () => {
    it.each(rows)('%s(%j, %j) = %s', (operator, answer, operand, expected) => {
      expect(applyOperator(operator, answer, operand, options)).toBe(expected);
    });
  });
}

table('text answers', [
  ['EQUALS', 'Paris', 'paris', true],
  ['EQUALS', '  Paris ', 'Paris', true],
  ['EQUALS', 'Paris', 'Lyon', false],
  ['NOT_EQUALS', 'Paris', 'Lyon', true],
  ['NOT_EQUALS', 'Paris', 'PARIS', false],
  ['CONTAINS', 'Hello world', 'WORLD', true],
  ['CONTAINS', 'Hello world', 'planet', false],
  ['NOT_CONTAINS', 'Hello world', 'planet', true],
  ['NOT_CONTAINS', 'Hello world', 'hello', false],
  ['STARTS_WITH', 'Hello world', 'hello', true],
  ['STARTS_WITH', 'Hello world', 'world', false],
  ['ENDS_WITH', 'Hello world', 'WORLD', true],
  ['ENDS_WITH', 'Hello world', 'hello', false],
  ['IS_ONE_OF', 'b', ['a', 'B'], true],
  ['IS_ONE_OF', 'c', ['a', 'b'], false],
  ['IS_ONE_OF', 'a', 'A', true],
  ['IS_NOT_ONE_OF', 'c', ['a', 'b'], true],
  ['IS_NOT_ONE_OF', 'a', ['a', 'b'], false],
  ['REGEX_MATCH', 'AB-1234', '^[a-z]{2}-\\d{4}$', true],
  ['REGEX_MATCH', 'AB-12', '^[a-z]{2}-\\d{4}$', false],
  ['REGEX_MATCH', 'aaaa', '(a+)+$', false],
  ['REGEX_MATCH', 'abc', '(', false],
  ['REGEX_MATCH', 'abc', 42, false],
  ['GREATER_THAN', 'abc', 3, false],
  ['DATE_BEFORE', 'abc', '2024-01-01', false],
  ['IS_EMPTY', 'x', undefined, false],
  ['IS_NOT_EMPTY', 'x', undefined, true],
  ['EQUALS', 'café', 'cafe\u0301', true],
]);

table(
  'case-sensitive text',
  [
    ['EQUALS', 'Paris', 'paris', false],
    ['EQUALS', 'Paris', 'Paris', true],
    ['CONTAINS', 'Hello', 'hell', false],
    ['STARTS_WITH', 'Hello', 'He', true],
    ['ENDS_WITH', 'Hello', 'LO', false],
    ['IS_ONE_OF', 'a', ['A'], false],
    ['REGEX_MATCH', 'ABC', '^abc$', false],
    ['REGEX_MATCH', 'abc', '^abc$', true],
  ],
  CS,
);

table('numbers and numeric text', [
  ['EQUALS', 5, 5, true],
  ['EQUALS', 5, '5.0', true],
  ['EQUALS', '5', 5, true],
  ['EQUALS', ' 7 ', '7', true],
  ['EQUALS', 5, 6, false],
  ['EQUALS', '0x10', 16, false],
  ['NOT_EQUALS', 5, 6, true],
  ['GREATER_THAN', 10, 9, true],
  ['GREATER_THAN', 9, 9, false],
  ['GREATER_THAN', '10', '9', true],
  ['GREATER_THAN', 10, 'abc', false],
  ['GREATER_THAN', '1e3', 999, true],
  ['LESS_THAN', -1, 0, true],
  ['LESS_THAN', 0, 0, false],
  ['GREATER_THAN_OR_EQUAL', 9, 9, true],
  ['GREATER_THAN_OR_EQUAL', 8, 9, false],
  ['LESS_THAN_OR_EQUAL', 9, '9', true],
  ['LESS_THAN_OR_EQUAL', 10, 9, false],
  ['IS_ONE_OF', 7, [6, '7'], true],
  ['IS_ONE_OF', 7, [6, 8], false],
  ['IS_NOT_ONE_OF', 7, [6, 8], true],
  ['CONTAINS', 12345, 234, true],
  ['STARTS_WITH', 12345, '12', true],
  ['ENDS_WITH', 12345, 45, true],
  ['REGEX_MATCH', 2024, '^\\d{4}$', true],
  ['EQUALS', 0, 0, true],
  ['IS_EMPTY', 0, undefined, false],
  ['EQUALS', Number.NaN, Number.NaN, false],
  ['GREATER_THAN', Number.POSITIVE_INFINITY, 1, false],
]);

table('booleans (YES_NO)', [
  ['EQUALS', true, true, true],
  ['EQUALS', true, 'yes', true],
  ['EQUALS', true, 'TRUE', true],
  ['EQUALS', false, 'no', true],
  ['EQUALS', false, 'false', true],
  ['EQUALS', false, true, false],
  ['EQUALS', true, 'maybe', false],
  ['EQUALS', 'Yes', true, true],
  ['NOT_EQUALS', false, true, true],
  ['NOT_EQUALS', false, false, false],
  ['IS_EMPTY', false, undefined, false],
  ['IS_NOT_EMPTY', false, undefined, true],
  ['IS_ONE_OF', true, [true], true],
]);

table('arrays (CHECKBOX, multi-select)', [
  ['CONTAINS', ['a', 'b'], 'A', true],
  ['CONTAINS', ['a', 'b'], 'c', false],
  ['CONTAINS', ['a', 'b', 'c'], ['a', 'c'], true],
  ['CONTAINS', ['a', 'b'], ['a', 'z'], false],
  ['CONTAINS', [1, 2], '2', true],
  ['NOT_CONTAINS', ['a', 'b'], 'c', true],
  ['NOT_CONTAINS', ['a', 'b'], 'a', false],
  ['IS_ONE_OF', ['a', 'x'], ['x', 'y'], true],
  ['IS_ONE_OF', ['a', 'b'], ['x', 'y'], false],
  ['IS_NOT_ONE_OF', ['a', 'b'], ['x', 'y'], true],
  ['IS_NOT_ONE_OF', ['a', 'x'], ['x', 'y'], false],
  ['EQUALS', ['a', 'b'], ['b', 'a'], true],
  ['EQUALS', ['a', 'b'], ['a'], false],
  ['EQUALS', ['a'], 'a', true],
  ['EQUALS', 'a', ['a'], true],
  ['NOT_EQUALS', ['a', 'b'], ['a'], true],
  ['STARTS_WITH', ['abc'], 'a', false],
  ['ENDS_WITH', ['abc'], 'c', false],
  ['GREATER_THAN', [5], 1, false],
  ['REGEX_MATCH', ['xyz', 'a1'], '^a\\d$', true],
  ['REGEX_MATCH', ['xyz', { a: 1 }], '^a\\d$', false],
  ['DATE_AFTER', ['2020-01-01', '2025-06-01'], '2024-01-01', true],
  ['DATE_BEFORE', ['2025-06-01'], '2024-01-01', false],
  ['IS_EMPTY', [], undefined, true],
  ['IS_NOT_EMPTY', ['a'], undefined, true],
]);

table('objects (MATRIX)', [
  ['EQUALS', { r1: 'Good', r2: 'Bad' }, { r2: 'Bad', r1: 'Good' }, true],
  ['EQUALS', { r1: 'Good' }, { r1: 'Bad' }, false],
  ['EQUALS', { r1: 'Good' }, 'Good', false],
  ['EQUALS', 'Good', { r1: 'Good' }, false],
  ['EQUALS', { a: { b: [1, 2] } }, { a: { b: [1, 2] } }, true],
  ['CONTAINS', { r1: 'Good', r2: 'Bad' }, 'bad', true],
  ['CONTAINS', { r1: 'Good', r2: 'Bad' }, 'Neutral', false],
  ['CONTAINS', { r1: ['x', 'y'] }, 'y', true],
  ['NOT_CONTAINS', { r1: 'Good' }, 'Bad', true],
  ['IS_ONE_OF', { r1: 'a' }, ['a'], false],
  ['STARTS_WITH', { r1: 'a' }, 'a', false],
  ['IS_EMPTY', {}, undefined, true],
  ['IS_NOT_EMPTY', { r1: 'a' }, undefined, true],
]);

table('dates', [
  ['DATE_BEFORE', '2024-03-01', '2024-03-02', true],
  ['DATE_BEFORE', '2024-03-02', '2024-03-02', false],
  ['DATE_AFTER', '2024-03-03', '2024-03-02', true],
  ['DATE_AFTER', '2024-03-02', '2024-03-02', false],
  ['DATE_BETWEEN', '2024-03-02', ['2024-03-01', '2024-03-31'], true],
  ['DATE_BETWEEN', '2024-03-01', ['2024-03-01', '2024-03-31'], true],
  ['DATE_BETWEEN', '2024-03-31', ['2024-03-01', '2024-03-31'], true],
  ['DATE_BETWEEN', '2024-04-01', ['2024-03-01', '2024-03-31'], false],
  ['DATE_BETWEEN', '2024-03-05', ['2024-03-31', '2024-03-01'], false],
  ['DATE_BETWEEN', '2024-03-05', ['2024-03-01'], false],
  ['DATE_BETWEEN', '2024-03-05', '2024-03-01', false],
  ['DATE_BETWEEN', '2024-03-05', ['2024-03-01', 'soon'], false],
  ['DATE_BEFORE', '2024-02-30', '2024-12-01', false],
  ['DATE_BEFORE', '2024-03-01', 'tomorrow', false],
  ['DATE_BEFORE', '2024-03-01T23:59:00Z', '2024-03-02T00:00:00Z', true],
  ['DATE_BEFORE', '2024-03-01T23:30:00-02:00', '2024-03-02T00:00:00Z', false],
  ['DATE_AFTER', '2024-03-02T01:00:00+02:00', '2024-03-01T22:00:00Z', true],
  ['DATE_BEFORE', '2024-03-01T10:00', '2024-03-01', false],
  ['DATE_AFTER', '2024-03-02T00:00', '2024-03-01', true],
  ['DATE_BETWEEN', '2024-03-01T12:00:00.500Z', ['2024-03-01', '2024-03-01'], true],
  ['EQUALS', '2024-03-01', '2024-03-01', true],
  ['DATE_AFTER', 20240301, '2024-01-01', false],
]);

describe('empty answers', () => {
  const empties: unknown[] = [undefined, null, '', '   ', [], {}];
  const negated: LogicOperator[] = ['NOT_EQUALS', 'NOT_CONTAINS', 'IS_NOT_ONE_OF'];
  for (const operator of LOGIC_OPERATORS) {
    it.each(empties)(`${operator} on %j`, (answer) => {
      const operand = operator === 'DATE_BETWEEN' ? ['2024-01-01', '2024-12-31'] : 'x';
      const expected = operator === 'IS_EMPTY' || negated.includes(operator);
      expect(applyOperator(operator, answer, operand)).toBe(expected);
    });
  }

  it('uses the type emptiness test when given one', () => {
    const isEmpty = (a: unknown) => a === 'N/A';
    expect(applyOperator('IS_EMPTY', 'N/A', undefined, { isEmpty })).toBe(true);
    expect(applyOperator('IS_EMPTY', '', undefined, { isEmpty })).toBe(false);
    expect(applyOperator('EQUALS', 'N/A', 'N/A', { isEmpty })).toBe(false);
  });

  it('falls back to the generic test when the type test throws', () => {
    const isEmpty = () => {
      throw new Error('boom');
    };
    expect(applyOperator('IS_EMPTY', '', undefined, { isEmpty })).toBe(true);
    expect(applyOperator('IS_EMPTY', 'x', undefined, { isEmpty })).toBe(false);
  });
});

describe('missing operands', () => {
  it.each([undefined, null, '', []])('%j makes every value operator false', (operand) => {
    for (const operator of LOGIC_OPERATORS) {
      if (operator === 'IS_EMPTY' || operator === 'IS_NOT_EMPTY') continue;
      expect(applyOperator(operator, 'x', operand)).toBe(false);
      expect(applyOperator(operator, '', operand)).toBe(false);
    }
    expect(isMissingOperand(operand)).toBe(true);
  });
  it('keeps 0 and false as operands', () => {
    expect(isMissingOperand(0)).toBe(false);
    expect(isMissingOperand(false)).toBe(false);
    expect(applyOperator('EQUALS', 0, 0)).toBe(true);
  });
});

describe('odd values never throw', () => {
  const odd: unknown[] = [
    Symbol('s'),
    () => 1,
    10n,
    Object.create(null),
    new Date(0),
    { toString: () => 'x' },
    [[['deep']]],
    { a: Symbol('s'), b: undefined, c: () => 1, d: 10n, e: Number.NaN },
  ];
  for (const operator of LOGIC_OPERATORS) {
    it(`${operator} survives`, () => {
      for (const a of odd) {
        for (const b of odd) {
          expect(typeof applyOperator(operator, a, b)).toBe('boolean');
        }
      }
    });
  }
  it('returns false when reading the answer throws', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys');
        },
      },
    );
    expect(applyOperator('CONTAINS', hostile, 'x')).toBe(false);
    expect(applyOperator('IS_EMPTY', hostile, undefined)).toBe(false);
  });
  it('returns false for an unknown operator', () => {
    expect(applyOperator('NOPE' as LogicOperator, 'x', 'x')).toBe(false);
    expect(applyOperator('constructor' as LogicOperator, 'x', 'x')).toBe(false);
    expect(applyOperator('toString' as LogicOperator, '', 'x')).toBe(false);
  });
  it('compares objects with deep and odd values', () => {
    const deep = { a: [{ b: { c: [1, { d: 2 }] } }] };
    expect(applyOperator('EQUALS', deep, JSON.parse(JSON.stringify(deep)))).toBe(true);
    let nested: unknown = 'x';
    for (let i = 0; i < 30; i++) nested = { n: nested };
    expect(applyOperator('EQUALS', nested, nested)).toBe(true);
    expect(applyOperator('EQUALS', { a: 10n, b: Number.NaN }, { b: null, a: 10n })).toBe(true);
  });
});

describe('evaluateCondition and groups', () => {
  it('reads the answer from values by question id', () => {
    expect(evaluateCondition(cond('q1', 'EQUALS', 'a'), { q1: 'A' })).toBe(true);
    expect(evaluateCondition(cond('q1', 'EQUALS', 'a', true), { q1: 'A' })).toBe(false);
    expect(evaluateCondition(cond('q2', 'IS_EMPTY'), { q1: 'A' })).toBe(true);
    expect(evaluateCondition(cond('toString', 'IS_EMPTY'), {})).toBe(true);
  });
  it('AND needs all, OR needs one, none never holds', () => {
    const yes = () => true;
    const test = (c: { value?: unknown }) => c.value === true;
    const conditions = [cond('a', 'EQUALS', true), cond('b', 'EQUALS', false)];
    expect(conditionsHold(conditions, 'AND', test)).toBe(false);
    expect(conditionsHold(conditions, 'OR', test)).toBe(true);
    expect(conditionsHold(conditions, undefined, test)).toBe(false);
    expect(conditionsHold([], 'OR', yes)).toBe(false);
    expect(conditionsHold([], 'AND', yes)).toBe(false);
  });
});
