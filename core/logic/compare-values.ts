/**
 * Equality and containment between answers and condition operands, as the operators use them
 * (the rules are listed at the top of operators.ts).
 */
import {
  foldText,
  isPlainObject,
  scalarText,
  stableStringify,
  toFiniteNumber,
} from './answer-values';

/** "yes"/"true" and "no"/"false" (trimmed, any case) as booleans; null for anything else. */
export function booleanOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  return null;
}

/** Equality of two single values (see the file header for the rules). */
export function scalarsEqual(a: unknown, b: unknown, caseSensitive: boolean): boolean {
  const na = toFiniteNumber(a);
  const nb = toFiniteNumber(b);
  if (na !== null && nb !== null) return na === nb;
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    const ba = booleanOf(a);
    return ba !== null && ba === booleanOf(b);
  }
  const ta = scalarText(a);
  const tb = scalarText(b);
  if (ta !== null && tb !== null) {
    return foldText(ta.trim(), caseSensitive) === foldText(tb.trim(), caseSensitive);
  }
  if (isPlainObject(a) && isPlainObject(b)) return stableStringify(a) === stableStringify(b);
  return false;
}

export function valuesEqual(answer: unknown, operand: unknown, caseSensitive: boolean): boolean {
  if (Array.isArray(answer) || Array.isArray(operand)) {
    const left = Array.isArray(answer) ? answer : [answer];
    const right = Array.isArray(operand) ? operand : [operand];
    const within = (xs: unknown[], ys: unknown[]) =>
      xs.every((x) => ys.some((y) => scalarsEqual(x, y, caseSensitive)));
    return within(left, right) && within(right, left);
  }
  if (isPlainObject(answer) || isPlainObject(operand)) {
    return isPlainObject(answer) && isPlainObject(operand)
      ? stableStringify(answer) === stableStringify(operand)
      : false;
  }
  return scalarsEqual(answer, operand, caseSensitive);
}

export function contains(answer: unknown, operand: unknown, caseSensitive: boolean): boolean {
  if (Array.isArray(answer) || isPlainObject(answer)) {
    const items = Array.isArray(answer) ? answer : Object.values(answer).flat();
    const wanted = Array.isArray(operand) ? operand : [operand];
    return wanted.every((w) => items.some((item) => scalarsEqual(item, w, caseSensitive)));
  }
  const text = scalarText(answer);
  const needle = scalarText(operand);
  if (text === null || needle === null) return false;
  return foldText(text, caseSensitive).includes(foldText(needle, caseSensitive));
}
