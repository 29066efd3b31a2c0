/**
 * Recursive-descent parser of the CALCULATE language. Precedence, loosest first:
 *
 *   == !=  (also = and <>)     left-associative
 *   < <= > >=                  left-associative
 *   + -                        left-associative
 *   * / %                      left-associative
 *   (each row's operators form one flat `chain` node, so a long sum stays one level deep)
 *   unary - +                  so -2^2 = -(2^2) = -4, as in mathematics
 *   ^                          right-associative: 2^3^2 = 2^9; its right side may be negative: 2^-1
 *   numbers, names, {ids}, f(...), ( ... )
 *
 * Limits: the text is at most MAX_EXPRESSION_LENGTH characters and the tree (and the nesting of
 * parentheses) at most MAX_EXPRESSION_DEPTH levels, so evaluation recursion is bounded.
 */
import {
  EXPRESSION_FUNCTIONS,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  type ChainLink,
  type ExpressionFunction,
  type ExpressionNode,
  type ParseResult,
} from './expression-ast';
import { ExpressionSyntaxError, tokenize, type Operator, type Token } from './expression-tokenizer';

const LEVELS: readonly (readonly Operator[])[] = [
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

function isFunctionName(name: string): name is ExpressionFunction {
  return Object.hasOwn(EXPRESSION_FUNCTIONS, name);
}

function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'end of expression';
    case 'number':
      return `number ${token.value}`;
    case 'ident':
      return `'${token.name}'`;
    case 'op':
      return `'${token.op}'`;
    default:
      return `'${token.kind}'`;
  }
}

export function parseExpression(text: unknown): ParseResult {
  if (typeof text !== 'string') {
    return { ok: false, error: { message: 'The expression must be text', position: 0 } };
  }
  if (text.length > MAX_EXPRESSION_LENGTH) {
    const message = `The expression is longer than ${MAX_EXPRESSION_LENGTH} characters`;
    return { ok: false, error: { message, position: MAX_EXPRESSION_LENGTH } };
  }
  try {
    const tokens = tokenize(text);
    const references = new Set<string>();
    const ast = new Parser(tokens, references).parseAll();
    return { ok: true, ast, references: [...references] };
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) {
      return { ok: false, error: { message: error.message, position: error.position } };
    }
    throw error;
  }
}

class Parser {
  private index = 0;
  private nesting = 0;
  private readonly depths = new WeakMap<ExpressionNode, number>();

  constructor(
    private readonly tokens: Token[],
    private readonly references: Set<string>,
  ) {}

  parseAll(): ExpressionNode {
    if (this.peek().kind === 'end') throw new ExpressionSyntaxError('The expression is empty', 0);
    const ast = this.parseLevel(0);
    const next = this.peek();
    if (next.kind !== 'end')
      throw new ExpressionSyntaxError(`Unexpected ${describe(next)}`, next.pos);
    return ast;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private expect(kind: ')' | ','): void {
    const token = this.next();
    if (token.kind !== kind) {
      throw new ExpressionSyntaxError(`Expected '${kind}' but found ${describe(token)}`, token.pos);
    }
  }

  /** Registers a node, refusing trees deeper than the limit. */
  private node(node: ExpressionNode, children: ExpressionNode[]): ExpressionNode {
    const depth = 1 + Math.max(0, ...children.map((c) => this.depths.get(c) ?? 1));
    if (depth > MAX_EXPRESSION_DEPTH) this.tooDeep(node.pos);
    this.depths.set(node, depth);
    return node;
  }

  private tooDeep(pos: number): never {
    throw new ExpressionSyntaxError(
      `The expression is nested more than ${MAX_EXPRESSION_DEPTH} levels deep`,
      pos,
    );
  }

  /** Guards recursion that builds no node of its own (parentheses). */
  private nested<T>(pos: number, parse: () => T): T {
    if (++this.nesting > MAX_EXPRESSION_DEPTH) this.tooDeep(pos);
    try {
      return parse();
    } finally {
      this.nesting--;
    }
  }

  private parseLevel(level: number): ExpressionNode {
    const operators = LEVELS[level];
    if (!operators) return this.parseUnary();
    const first = this.parseLevel(level + 1);
    const rest: ChainLink[] = [];
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'op' || !operators.includes(token.op)) break;
      this.next();
      const operand = this.parseLevel(level + 1);
      rest.push({ op: token.op as ChainLink['op'], operand, pos: token.pos });
    }
    if (rest.length === 0) return first;
    const children = [first, ...rest.map((link) => link.operand)];
    return this.node({ type: 'chain', first, rest, pos: rest[0]!.pos }, children);
  }

  private parseUnary(): ExpressionNode {
    const token = this.peek();
    if (token.kind === 'op' && (token.op === '-' || token.op === '+')) {
      this.next();
      const operand = this.nested(token.pos, () => this.parseUnary());
      if (token.op === '+') return operand;
      return this.node({ type: 'negate', operand, pos: token.pos }, [operand]);
    }
    return this.parsePower();
  }

  private parsePower(): ExpressionNode {
    const base = this.parsePrimary();
    const token = this.peek();
    if (token.kind !== 'op' || token.op !== '^') return base;
    this.next();
    const exponent = this.nested(token.pos, () => this.parseUnary());
    return this.node({ type: 'power', base, exponent, pos: token.pos }, [base, exponent]);
  }

  private parsePrimary(): ExpressionNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return this.node({ type: 'number', value: token.value, pos: token.pos }, []);
      case '(': {
        const inner = this.nested(token.pos, () => this.parseLevel(0));
        this.expect(')');
        return inner;
      }
      case 'ident':
        if (!token.braced && this.peek().kind === '(') return this.parseCall(token);
        this.references.add(token.name);
        return this.node({ type: 'ref', name: token.name, pos: token.pos }, []);
      default:
        throw new ExpressionSyntaxError(`Unexpected ${describe(token)}`, token.pos);
    }
  }

  private parseCall(token: Extract<Token, { kind: 'ident' }>): ExpressionNode {
    const name = token.name.toLowerCase();
    if (!isFunctionName(name)) {
      throw new ExpressionSyntaxError(`Unknown function '${token.name}'`, token.pos);
    }
    this.next(); // (
    const args: ExpressionNode[] = [];
    this.nested(token.pos, () => {
      if (this.peek().kind === ')') return;
      args.push(this.parseLevel(0));
      while (this.peek().kind === ',') {
        this.next();
        args.push(this.parseLevel(0));
      }
    });
    this.expect(')');
    const [min, max] = EXPRESSION_FUNCTIONS[name];
    if (args.length < min || args.length > max) {
      const count =
        min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
      throw new ExpressionSyntaxError(`${name}() takes ${count} argument(s)`, token.pos);
    }
    return this.node({ type: 'call', fn: name, args, pos: token.pos }, args);
  }
}
