/**
 * A small parser for JavaScript regular expressions (no flags, Annex B syntax), producing just the
 * structure the safety checker needs: alternations, sequences, character sets, quantifiers, groups
 * and zero-width assertions. It is only run on patterns that `new RegExp` already accepted.
 */
import {
  DIGIT_SET,
  DOT_SET,
  EMPTY_SET,
  SPACE_SET,
  WORD_SET,
  charOf,
  foldAsciiCase,
  negateSet,
  normalizeSet,
  unionSets,
  type CharSet,
} from './char-set';

export type RegexNode =
  | { kind: 'alt'; branches: RegexNode[] }
  | { kind: 'seq'; items: RegexNode[] }
  | { kind: 'chars'; set: CharSet }
  | { kind: 'assert'; anchor: '^' | '$' | 'b' }
  | { kind: 'group'; body: RegexNode; lookaround: boolean }
  | { kind: 'quant'; body: RegexNode; min: number; max: number };

/** Constructs the checker refuses outright, found while parsing. */
export class RegexRejection extends Error {}

const CLASS_ESCAPES: Record<string, CharSet> = {
  d: DIGIT_SET,
  D: negateSet(DIGIT_SET),
  w: WORD_SET,
  W: negateSet(WORD_SET),
  s: SPACE_SET,
  S: negateSet(SPACE_SET),
};

const CONTROL_ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };

export function parseRegex(pattern: string): RegexNode {
  let pos = 0;
  const peek = (offset = 0): string | undefined => pattern[pos + offset];

  function parseAlt(): RegexNode {
    const branches = [parseSeq()];
    while (peek() === '|') {
      pos++;
      branches.push(parseSeq());
    }
    return branches.length === 1 ? branches[0]! : { kind: 'alt', branches };
  }

  function parseSeq(): RegexNode {
    const items: RegexNode[] = [];
    while (pos < pattern.length && peek() !== '|' && peek() !== ')') {
      const atom = parseAtom();
      items.push(parseQuantifier(atom));
    }
    return { kind: 'seq', items };
  }

  function parseQuantifier(atom: RegexNode): RegexNode {
    const c = peek();
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      pos++;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
    } else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(pos));
      if (!match) return atom;
      pos += match[0].length;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] ? Number(match[3]) : Infinity;
    } else {
      return atom;
    }
    if (peek() === '?') pos++; // lazy: same analysis
    return { kind: 'quant', body: atom, min, max };
  }

  function parseAtom(): RegexNode {
    const c = pattern[pos++]!;
    switch (c) {
      case '(':
        return parseGroup();
      case '[':
        return { kind: 'chars', set: parseClass() };
      case '.':
        return { kind: 'chars', set: DOT_SET };
      case '^':
      case '$':
        return { kind: 'assert', anchor: c };
      case '\\':
        return parseEscape();
      default:
        return literal(c.charCodeAt(0));
    }
  }

  function parseGroup(): RegexNode {
    let lookaround = false;
    if (peek() === '?') {
      const next = peek(1);
      if (next === '<' && (peek(2) === '=' || peek(2) === '!')) {
        throw new RegexRejection('Lookbehind is not allowed');
      }
      if (next === ':') pos += 2;
      else if (next === '=' || next === '!') {
        pos += 2;
        lookaround = true;
      } else if (next === '<') {
        const close = pattern.indexOf('>', pos);
        pos = close + 1;
      } else {
        throw new RegexRejection('Unsupported group syntax');
      }
    }
    const body = parseAlt();
    if (peek() !== ')') throw new RegexRejection('Unbalanced parenthesis');
    pos++;
    return { kind: 'group', body, lookaround };
  }

  function parseEscape(): RegexNode {
    const c = pattern[pos++];
    if (c === undefined) throw new RegexRejection('Trailing backslash');
    if (c === 'b' || c === 'B') return { kind: 'assert', anchor: 'b' };
    if (/[1-9]/.test(c) || c === 'k') throw new RegexRejection('Backreferences are not allowed');
    const set = Object.hasOwn(CLASS_ESCAPES, c) ? CLASS_ESCAPES[c] : undefined;
    if (set) return { kind: 'chars', set };
    return literal(escapeCode(c));
  }

  /** The code unit an escape stands for (outside of \d-style classes). */
  function escapeCode(c: string): number {
    if (Object.hasOwn(CONTROL_ESCAPES, c)) return CONTROL_ESCAPES[c]!;
    const hex = c === 'x' ? 2 : c === 'u' ? 4 : 0;
    if (hex > 0) {
      const digits = pattern.slice(pos, pos + hex);
      if (digits.length === hex && /^[0-9a-fA-F]+$/.test(digits)) {
        pos += hex;
        return parseInt(digits, 16);
      }
      return c.charCodeAt(0);
    }
    if (c === 'c' && /[A-Za-z]/.test(peek() ?? '')) return pattern.charCodeAt(pos++) % 32;
    return c.charCodeAt(0);
  }

  function parseClass(): CharSet {
    const negated = peek() === '^';
    if (negated) pos++;
    const parts: CharSet[] = [];
    while (pos < pattern.length && peek() !== ']') {
      const start = classAtom();
      if (typeof start === 'number' && peek() === '-' && peek(1) !== undefined && peek(1) !== ']') {
        const save = pos;
        pos++;
        const end = classAtom();
        if (typeof end === 'number') {
          parts.push([[start, end]]);
          continue;
        }
        pos = save; // `[a-\d]`: the dash is literal
      }
      parts.push(typeof start === 'number' ? charOf(start) : start);
    }
    pos++; // the closing bracket
    const set = foldAsciiCase(unionSets(EMPTY_SET, ...parts));
    return negated ? negateSet(set) : set;
  }

  /** One class member: a code unit, or a set for \d \w \s and their negations. */
  function classAtom(): number | CharSet {
    const c = pattern[pos++]!;
    if (c !== '\\') return c.charCodeAt(0);
    const e = pattern[pos++];
    if (e === undefined) throw new RegexRejection('Trailing backslash');
    if (e === 'b') return 8;
    const set = Object.hasOwn(CLASS_ESCAPES, e) ? CLASS_ESCAPES[e] : undefined;
    if (set) return set;
    return escapeCode(e);
  }

  const root = parseAlt();
  if (pos < pattern.length) throw new RegexRejection('Unbalanced parenthesis');
  return root;
}

function literal(code: number): RegexNode {
  return { kind: 'chars', set: foldAsciiCase(normalizeSet([[code, code]])) };
}
