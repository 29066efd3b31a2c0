/**
 * The CALCULATE language: arithmetic over answers, used by CALCULATE actions.
 *
 *   {price} * {quantity} + shipping
 *   round(avg({q1}, {q2}, {q3}), 1)
 *   if({nps} >= 9, 1, 0)
 *
 * Numbers, + - * / % ^, parentheses, unary minus, comparisons (== != < <= > >=, also = and <>)
 * giving 1 or 0, and the functions min, max, sum, avg, round(x, digits), floor, ceil, abs and
 * if(condition, then, else). A name is an answer or variable: bare (`shipping`, letters, digits
 * and _) or braced (`{q-12}`, any question id). There is no text, no assignment and no loop, and
 * nothing is ever run as code: the text is tokenised and parsed into a tree
 * (expression-parser.ts) that is walked by expression-evaluator.ts.
 */
import { evaluateExpression } from './expression-evaluator';
import type { ParseResult } from './expression-ast';
import { parseExpression } from './expression-parser';

export { evaluateExpression } from './expression-evaluator';
export { parseExpression } from './expression-parser';
export {
  EXPRESSION_FUNCTIONS,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  nodeDepth,
  type ExpressionError,
  type ExpressionFunction,
  type ExpressionNode,
  type ParseResult,
} from './expression-ast';

const cache = new Map<string, ParseResult>();
const CACHE_LIMIT = 512;

/** parseExpression with a bounded cache, for expressions evaluated on every answer change. */
export function compileExpression(text: unknown): ParseResult {
  if (typeof text !== 'string') return parseExpression(text);
  let result = cache.get(text);
  if (!result) {
    result = parseExpression(text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, result);
  }
  return result;
}

/** Parses (cached) and evaluates; an expression that does not parse gives null. */
export function calculate(text: unknown, values: Readonly<Record<string, unknown>>): number | null {
  const parsed = compileExpression(text);
  return parsed.ok ? evaluateExpression(parsed.ast, values) : null;
}
