/** The tree the CALCULATE parser builds, its limits and its functions. */
import type { Operator } from './expression-tokenizer';

export const MAX_EXPRESSION_LENGTH = 1000;
export const MAX_EXPRESSION_DEPTH = 50;

/** Functions and how many arguments they take. */
export const EXPRESSION_FUNCTIONS = {
  min: [1, Infinity],
  max: [1, Infinity],
  sum: [1, Infinity],
  avg: [1, Infinity],
  round: [1, 2],
  floor: [1, 1],
  ceil: [1, 1],
  abs: [1, 1],
  if: [3, 3],
} as const satisfies Record<string, readonly [number, number]>;
export type ExpressionFunction = keyof typeof EXPRESSION_FUNCTIONS;

export type ExpressionNode =
  | { type: 'number'; value: number; pos: number }
  | { type: 'ref'; name: string; pos: number }
  | { type: 'negate'; operand: ExpressionNode; pos: number }
  | { type: 'power'; base: ExpressionNode; exponent: ExpressionNode; pos: number }
  /** A run of same-precedence, left-associative operators: first op1 a op2 b ... */
  | { type: 'chain'; first: ExpressionNode; rest: ChainLink[]; pos: number }
  | { type: 'call'; fn: ExpressionFunction; args: ExpressionNode[]; pos: number };

export interface ChainLink {
  op: Exclude<Operator, '^'>;
  operand: ExpressionNode;
  pos: number;
}

export interface ExpressionError {
  message: string;
  /** 0-based index into the expression text. */
  position: number;
}

export type ParseResult =
  { ok: true; ast: ExpressionNode; references: string[] } | { ok: false; error: ExpressionError };

/** The depth of a tree, counting the node itself. */
export function nodeDepth(node: ExpressionNode): number {
  switch (node.type) {
    case 'negate':
      return 1 + nodeDepth(node.operand);
    case 'power':
      return 1 + Math.max(nodeDepth(node.base), nodeDepth(node.exponent));
    case 'chain':
      return (
        1 + Math.max(nodeDepth(node.first), ...node.rest.map((link) => nodeDepth(link.operand)))
      );
    case 'call':
      return 1 + Math.max(0, ...node.args.map(nodeDepth));
    default:
      return 1;
  }
}
