/**
 * Evaluates a parsed CALCULATE expression over numbers. The result is a finite number or null:
 *
 * - a name reads `values[name]`: a number, numeric text or a boolean (1/0) is used as is; a missing
 *   or empty answer (also a hidden or skipped question) counts as 0; any other value (words,
 *   objects) makes the result null. An array of numbers is spread into min/max/sum/avg and is
 *   null anywhere else (an empty array adds nothing to an aggregate);
 * - null spreads: any operation with a null operand is null;
 * - division or remainder by zero, and anything not finite (overflow, 0^-1, (-8)^(1/3)), is null;
 * - comparisons give 1 or 0 and treat numbers within 1e-9 (relative) as equal, so 0.1 + 0.2 == 0.3;
 * - if(c, a, b) evaluates only the branch it picks; c is true when not 0;
 * - round(x, digits) rounds half away from zero; digits (default 0) is truncated to -15..15.
 */
import { isBlank, toFiniteNumber } from './answer-values';
import type { ExpressionFunction, ExpressionNode } from './expression-ast';

type Values = Readonly<Record<string, unknown>>;

function finite(n: number): number | null {
  if (!Number.isFinite(n)) return null;
  return n === 0 ? 0 : n; // no -0
}

function scalarOf(value: unknown): number | null {
  if (isBlank(value)) return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return toFiniteNumber(value);
}

function readRef(values: Values, name: string): unknown {
  return Object.hasOwn(values, name) ? values[name] : undefined;
}

function compare(a: number, b: number): number {
  const tolerance = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= tolerance ? 0 : a < b ? -1 : 1;
}

function roundHalfAway(x: number, digits: number): number {
  const factor = 10 ** digits;
  const scaled = Math.abs(x) * factor;
  if (scaled >= 2 ** 52) return x; // already a whole number at this scale
  // Nudges values like 1.005 * 100 = 100.49999999999999 up to the half they stand for.
  const rounded = Math.round(scaled + scaled * Number.EPSILON);
  return (Math.sign(x) * rounded) / factor;
}

export function evaluateExpression(ast: ExpressionNode, values: Values): number | null {
  const evaluate = (node: ExpressionNode): number | null => {
    switch (node.type) {
      case 'number':
        return finite(node.value);
      case 'ref': {
        const value = readRef(values, node.name);
        return Array.isArray(value) && value.length > 0 ? null : scalarOf(value);
      }
      case 'negate': {
        const v = evaluate(node.operand);
        return v === null ? null : finite(-v);
      }
      case 'power': {
        const base = evaluate(node.base);
        const exponent = base === null ? null : evaluate(node.exponent);
        return base === null || exponent === null ? null : finite(base ** exponent);
      }
      case 'chain': {
        let acc = evaluate(node.first);
        for (const link of node.rest) {
          if (acc === null) return null;
          const operand = evaluate(link.operand);
          acc = operand === null ? null : binary(link.op, acc, operand);
        }
        return acc;
      }
      case 'call':
        return call(node.fn, node.args, evaluate, values);
    }
  };
  return evaluate(ast);
}

function binary(op: string, a: number, b: number): number | null {
  switch (op) {
    case '+':
      return finite(a + b);
    case '-':
      return finite(a - b);
    case '*':
      return finite(a * b);
    case '/':
      return b === 0 ? null : finite(a / b);
    case '%':
      return b === 0 ? null : finite(a % b);
    case '<':
      return compare(a, b) < 0 ? 1 : 0;
    case '<=':
      return compare(a, b) <= 0 ? 1 : 0;
    case '>':
      return compare(a, b) > 0 ? 1 : 0;
    case '>=':
      return compare(a, b) >= 0 ? 1 : 0;
    case '==':
      return compare(a, b) === 0 ? 1 : 0;
    default: // '!='
      return compare(a, b) !== 0 ? 1 : 0;
  }
}

/** The numbers of an aggregate's arguments, with array answers spread; null if any is unusable. */
function spread(
  args: ExpressionNode[],
  evaluate: (node: ExpressionNode) => number | null,
  values: Values,
): number[] | null {
  const out: number[] = [];
  for (const arg of args) {
    const raw = arg.type === 'ref' ? readRef(values, arg.name) : undefined;
    if (Array.isArray(raw)) {
      for (const item of raw) {
        const n = toFiniteNumber(item);
        if (n === null) return null;
        out.push(n);
      }
      continue;
    }
    const n = evaluate(arg);
    if (n === null) return null;
    out.push(n);
  }
  return out;
}

function call(
  fn: ExpressionFunction,
  args: ExpressionNode[],
  evaluate: (node: ExpressionNode) => number | null,
  values: Values,
): number | null {
  if (fn === 'if') {
    const condition = evaluate(args[0]!);
    if (condition === null) return null;
    return evaluate(condition !== 0 ? args[1]! : args[2]!);
  }
  if (fn === 'min' || fn === 'max' || fn === 'sum' || fn === 'avg') {
    const numbers = spread(args, evaluate, values);
    if (numbers === null || numbers.length === 0) return fn === 'sum' && numbers ? 0 : null;
    if (fn === 'min') return finite(Math.min(...numbers));
    if (fn === 'max') return finite(Math.max(...numbers));
    const total = numbers.reduce((a, b) => a + b, 0);
    return finite(fn === 'sum' ? total : total / numbers.length);
  }
  const x = evaluate(args[0]!);
  if (x === null) return null;
  switch (fn) {
    case 'floor':
      return finite(Math.floor(x));
    case 'ceil':
      return finite(Math.ceil(x));
    case 'abs':
      return finite(Math.abs(x));
    default: {
      // round
      const digitsArg = args[1] ? evaluate(args[1]) : 0;
      if (digitsArg === null) return null;
      const digits = Math.max(-15, Math.min(15, Math.trunc(digitsArg)));
      return finite(roundHalfAway(x, digits));
    }
  }
}
