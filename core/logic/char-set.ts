/**
 * Sets of UTF-16 code units as sorted, disjoint, inclusive ranges. Used only by the regex safety
 * checker to ask "can these two quantifiers match the same character?".
 */
export type CharSet = readonly (readonly [number, number])[];

const MAX_CODE_UNIT = 0xffff;

export const EMPTY_SET: CharSet = [];
export const ANY_SET: CharSet = [[0, MAX_CODE_UNIT]];

/** Sorts and merges overlapping or touching ranges. */
export function normalizeSet(ranges: readonly (readonly [number, number])[]): CharSet {
  const sorted = ranges
    .map(([lo, hi]) => [Math.min(lo, hi), Math.max(lo, hi)] as const)
    .sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

export function charOf(code: number): CharSet {
  return [[code, code]];
}

export function unionSets(...sets: CharSet[]): CharSet {
  return normalizeSet(sets.flat());
}

export function negateSet(set: CharSet): CharSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of normalizeSet(set)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_UNIT) out.push([next, MAX_CODE_UNIT]);
  return out;
}

export function setsIntersect(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aLo, aHi] = a[i]!;
    const [bLo, bHi] = b[j]!;
    if (aHi < bLo) i++;
    else if (bHi < aLo) j++;
    else return true;
  }
  return false;
}

/** Whether every character of `inner` is in `outer`. */
export function isSubset(inner: CharSet, outer: CharSet): boolean {
  return inner.every(([lo, hi]) => outer.some(([oLo, oHi]) => oLo <= lo && hi <= oHi));
}

/** Adds the other ASCII case of every letter, so the analysis holds with or without the i flag. */
export function foldAsciiCase(set: CharSet): CharSet {
  const extra: [number, number][] = [];
  for (const [lo, hi] of set) {
    addShifted(extra, lo, hi, 0x41, 0x5a, 0x20);
    addShifted(extra, lo, hi, 0x61, 0x7a, -0x20);
  }
  return extra.length === 0 ? set : normalizeSet([...set, ...extra]);
}

function addShifted(
  out: [number, number][],
  lo: number,
  hi: number,
  from: number,
  to: number,
  shift: number,
): void {
  const a = Math.max(lo, from);
  const b = Math.min(hi, to);
  if (a <= b) out.push([a + shift, b + shift]);
}

const code = (c: string): number => c.charCodeAt(0);

export const DIGIT_SET: CharSet = [[code('0'), code('9')]];
export const WORD_SET: CharSet = normalizeSet([
  [code('0'), code('9')],
  [code('A'), code('Z')],
  [code('_'), code('_')],
  [code('a'), code('z')],
]);
export const SPACE_SET: CharSet = normalizeSet([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);
/** `.` without the s flag: everything but line terminators. */
export const DOT_SET: CharSet = negateSet(
  normalizeSet([
    [0x0a, 0x0a],
    [0x0d, 0x0d],
    [0x2028, 0x2029],
  ]),
);
