/**
 * Tokens of the CALCULATE language: numbers, identifiers (bare `price` or braced `{q-12}`),
 * operators, parentheses and commas. Errors carry the 0-based position in the text.
 */
export type Operator = '+' | '-' | '*' | '/' | '%' | '^' | '<' | '<=' | '>' | '>=' | '==' | '!=';

export type Token =
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'ident'; name: string; braced: boolean; pos: number }
  | { kind: 'op'; op: Operator; pos: number }
  | { kind: '(' | ')' | ',' | 'end'; pos: number };

export class ExpressionSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

const NUMBER = /(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/y;
const BARE_IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const BRACED_IDENT = /\{\s*([A-Za-z0-9_.-]+)\s*\}/y;

/** A sticky match at `pos`, or null. */
function matchAt(pattern: RegExp, text: string, pos: number): RegExpExecArray | null {
  pattern.lastIndex = pos;
  return pattern.exec(text);
}
/** Longest first, so that `<=` is not read as `<` then `=`. */
const OPERATORS: readonly [string, Operator][] = [
  ['<=', '<='],
  ['>=', '>='],
  ['==', '=='],
  ['!=', '!='],
  ['<>', '!='],
  ['+', '+'],
  ['-', '-'],
  ['*', '*'],
  ['/', '/'],
  ['%', '%'],
  ['^', '^'],
  ['<', '<'],
  ['>', '>'],
  ['=', '=='],
];

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < text.length) {
    const c = text[pos]!;
    if (/\s/.test(c)) {
      pos++;
      continue;
    }
    const number = matchAt(NUMBER, text, pos);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), pos });
      pos += number[0].length;
      continue;
    }
    const bare = matchAt(BARE_IDENT, text, pos);
    if (bare) {
      tokens.push({ kind: 'ident', name: bare[0], braced: false, pos });
      pos += bare[0].length;
      continue;
    }
    if (c === '{') {
      const braced = matchAt(BRACED_IDENT, text, pos);
      if (!braced)
        throw new ExpressionSyntaxError('Expected a question id or name inside { }', pos);
      tokens.push({ kind: 'ident', name: braced[1]!, braced: true, pos });
      pos += braced[0].length;
      continue;
    }
    if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c, pos });
      pos++;
      continue;
    }
    const operator = OPERATORS.find(([textOp]) => text.startsWith(textOp, pos));
    if (operator) {
      tokens.push({ kind: 'op', op: operator[1], pos });
      pos += operator[0].length;
      continue;
    }
    const quote = c === '"' || c === "'";
    throw new ExpressionSyntaxError(
      quote ? 'Text is not supported in calculations' : `Unexpected character '${c}'`,
      pos,
    );
  }
  tokens.push({ kind: 'end', pos: text.length });
  return tokens;
}
