/**
 * REGEX_MATCH must never hang a respondent's browser or the server. Patterns are checked when a
 * form is saved (verify-logic) and again before they are run:
 *
 * - at most MAX_REGEX_LENGTH characters, and accepted by `new RegExp` (no flags but `i`);
 * - no backreferences and no lookbehind;
 * - no quantified group that contains another variable quantifier: (a+)+, (a*)*, (\w+\s?)+;
 *   a fixed count over bounded parts stays allowed: (\d{1,3}\.){3};
 * - no alternation under a repeating quantifier whose branches can start with the same character
 *   or match nothing: (a|a)*, (a|ab)+, (\w|\d)+;
 * - no chain of three or more long quantifiers that can take turns matching the same characters
 *   (polynomial backtracking), counting the implicit scan of an unanchored pattern as one and not
 *   counting a repeat that ends the pattern: `.*.*x` and `\S+@\S+\.\S+` are refused, `^\S+@\S+$`
 *   and `.*foo.*` are allowed.
 *
 * At run time the tested text is cut to MAX_REGEX_INPUT characters and a refused or invalid
 * pattern simply does not match. Together these bound the worst case at roughly n^2 steps with
 * n = 1000.
 */
import { isSubset, setsIntersect, unionSets, type CharSet } from './char-set';
import { parseRegex, RegexRejection, type RegexNode } from './regex-ast';

export const MAX_REGEX_LENGTH = 200;
export const MAX_REGEX_INPUT = 1000;
/** A quantifier whose range spans at least this many counts is treated like an unbounded one. */
const LONG_REPEAT = 20;

export type RegexSafety = { ok: true } | { ok: false; reason: string };

export function checkRegexSafety(pattern: unknown): RegexSafety {
  if (typeof pattern !== 'string') return { ok: false, reason: 'The pattern must be text' };
  if (pattern.length > MAX_REGEX_LENGTH) {
    return { ok: false, reason: `The pattern is longer than ${MAX_REGEX_LENGTH} characters` };
  }
  try {
    new RegExp(pattern);
  } catch {
    return { ok: false, reason: 'The pattern is not a valid regular expression' };
  }
  let root: RegexNode;
  try {
    root = parseRegex(pattern);
  } catch (error) {
    const reason = error instanceof RegexRejection ? error.message : 'Unsupported pattern';
    return { ok: false, reason };
  }
  const reason = findNestedQuantifier(root) ?? findAmbiguousAlternation(root) ?? findChain(root);
  return reason ? { ok: false, reason } : { ok: true };
}

const compiled = new Map<string, RegExp | null>();
const CACHE_LIMIT = 256;

/** Tests `input` against a checked pattern; anything refused or invalid is "no match". */
export function safeRegexTest(pattern: unknown, input: string, caseSensitive = false): boolean {
  if (typeof pattern !== 'string') return false;
  const key = `${caseSensitive ? 's' : 'i'}:${pattern}`;
  let regex = compiled.get(key);
  if (regex === undefined) {
    regex = checkRegexSafety(pattern).ok ? new RegExp(pattern, caseSensitive ? '' : 'i') : null;
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    compiled.set(key, regex);
  }
  return regex !== null && regex.test(input.slice(0, MAX_REGEX_INPUT));
}

function children(node: RegexNode): RegexNode[] {
  switch (node.kind) {
    case 'alt':
      return node.branches;
    case 'seq':
      return node.items;
    case 'group':
    case 'quant':
      return [node.body];
    default:
      return [];
  }
}

function walk(node: RegexNode, visit: (n: RegexNode) => string | undefined): string | undefined {
  const found = visit(node);
  if (found) return found;
  for (const child of children(node)) {
    const inner = walk(child, visit);
    if (inner) return inner;
  }
  return undefined;
}

function some(node: RegexNode, test: (n: RegexNode) => boolean): boolean {
  return walk(node, (n) => (test(n) ? 'yes' : undefined)) !== undefined;
}

function nullable(node: RegexNode): boolean {
  switch (node.kind) {
    case 'alt':
      return node.branches.some(nullable);
    case 'seq':
      return node.items.every(nullable);
    case 'chars':
      return false;
    case 'assert':
      return true;
    case 'group':
      return node.lookaround || nullable(node.body);
    case 'quant':
      return node.min === 0 || nullable(node.body);
  }
}

/** Every character a match of `node` can consume. */
function charsOf(node: RegexNode): CharSet {
  if (node.kind === 'chars') return node.set;
  if (node.kind === 'group' && node.lookaround) return [];
  return unionSets([], ...children(node).map(charsOf));
}

/** The characters a match of `node` can start with. */
function firstOf(node: RegexNode): CharSet {
  switch (node.kind) {
    case 'chars':
      return node.set;
    case 'seq': {
      const sets: CharSet[] = [];
      for (const item of node.items) {
        sets.push(firstOf(item));
        if (!nullable(item)) break;
      }
      return unionSets([], ...sets);
    }
    case 'group':
      return node.lookaround ? [] : firstOf(node.body);
    default:
      return unionSets([], ...children(node).map(firstOf));
  }
}

const isLongRepeat = (n: RegexNode): boolean => n.kind === 'quant' && n.max - n.min >= LONG_REPEAT;

function findNestedQuantifier(root: RegexNode): string | undefined {
  return walk(root, (node) => {
    if (node.kind !== 'quant' || node.max <= 1) return undefined;
    const inner = (n: RegexNode): boolean => n.kind === 'quant' && n.min !== n.max;
    const innerUnbounded = (n: RegexNode): boolean => inner(n) && isLongRepeat(n);
    const fixedOuter = node.min === node.max;
    const nested = fixedOuter ? some(node.body, innerUnbounded) : some(node.body, inner);
    return nested ? 'Nested quantifiers (like (a+)+) can take exponential time' : undefined;
  });
}

function findAmbiguousAlternation(root: RegexNode): string | undefined {
  const message =
    'Alternatives that can match the same text inside a repeated group (like (a|a)*) can take exponential time';
  return walk(root, (node) => {
    if (node.kind !== 'quant' || node.max <= 1) return undefined;
    return walk(node.body, (n) => {
      if (n.kind !== 'alt') return undefined;
      if (n.branches.some(nullable)) return message;
      const firsts = n.branches.map(firstOf);
      for (let i = 0; i < firsts.length; i++) {
        for (let j = i + 1; j < firsts.length; j++) {
          if (setsIntersect(firsts[i]!, firsts[j]!)) return message;
        }
      }
      return undefined;
    });
  });
}

/** The set of a long repeat a match of `node` can begin (or, from the end, finish) with. */
function edgeRepeat(node: RegexNode, fromEnd: boolean): CharSet | null {
  switch (node.kind) {
    case 'quant':
      return isLongRepeat(node) ? charsOf(node.body) : edgeRepeat(node.body, fromEnd);
    case 'group':
      return node.lookaround ? null : edgeRepeat(node.body, fromEnd);
    case 'seq': {
      const items = fromEnd ? [...node.items].reverse() : node.items;
      for (const item of items) {
        const set = edgeRepeat(item, fromEnd);
        if (set) return set;
        if (!nullable(item)) return null;
      }
      return null;
    }
    case 'alt': {
      const sets = node.branches.map((b) => edgeRepeat(b, fromEnd)).filter((s) => s !== null);
      return sets.length > 0 ? unionSets([], ...sets) : null;
    }
    default:
      return null;
  }
}

/** The longest run of long repeats in `items` that can hand the same characters to each other. */
function chainLength(items: RegexNode[], exemptLast: boolean): number {
  const heads = items.map((item) => edgeRepeat(item, false));
  const tails = items.map((item) => edgeRepeat(item, true));
  const absorbable = (m: number, tail: CharSet): boolean =>
    nullable(items[m]!) || isSubset(charsOf(items[m]!), tail);
  const chain: number[] = [];
  let longest = 0;
  items.forEach((item, i) => {
    const head = heads[i];
    let length = head || tails[i] ? 1 : 0;
    for (let k = 0; k < i && head; k++) {
      const tail = tails[k];
      if (!tail || chain[k]! < 1 || !setsIntersect(tail, head)) continue;
      let linked = true;
      for (let m = k + 1; m < i && linked; m++) linked = absorbable(m, tail);
      if (linked) length = Math.max(length, chain[k]! + 1);
    }
    chain.push(length);
    const trailing = exemptLast && i === items.length - 1 && isLongRepeat(item);
    longest = Math.max(longest, trailing ? length - 1 : length);
  });
  return longest;
}

function findChain(root: RegexNode): string | undefined {
  const branches = root.kind === 'alt' ? root.branches : [root];
  const startsAnchored = (b: RegexNode): boolean => {
    const first = b.kind === 'seq' ? b.items[0] : b;
    return first?.kind === 'assert' && first.anchor === '^';
  };
  const scan = branches.every(startsAnchored) ? 0 : 1;
  const topLevel = new Set(branches);
  return walk(root, (node) => {
    if (node.kind !== 'seq') return undefined;
    const degree = chainLength(node.items, topLevel.has(node)) + scan;
    return degree >= 3
      ? 'Repeats that can match the same characters one after another (like .*.*) can take polynomial time'
      : undefined;
  });
}
