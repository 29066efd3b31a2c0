/**
 * Small, total helpers over answer values as they arrive from JSON: emptiness, numbers, text and a
 * key-order-independent serialisation. None of them throws, whatever the input.
 */

/** Generic emptiness: null, undefined, blank text, an empty array or an object with no keys. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A finite number from a number or from text that is entirely a decimal number ("4", " -2.5 ",
 * "1e3"). Anything else (hex, "", "12abc", booleans, NaN, Infinity) gives null.
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Text of a scalar answer (string, finite number or boolean); null for anything else. */
export function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

/** Unicode-normalised, and lower-cased unless the comparison is case sensitive. */
export function foldText(text: string, caseSensitive: boolean): string {
  const normalized = text.normalize('NFC');
  return caseSensitive ? normalized : normalized.toLowerCase();
}

/** JSON with object keys sorted at every level, so {a,b} and {b,a} serialise alike. */
export function stableStringify(value: unknown, depth = 0): string {
  if (depth > 20) return 'null';
  if (Array.isArray(value)) {
    return `[${value.map((v) => stableStringify(v, depth + 1)).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort();
    const body = keys.map((k) => `${JSON.stringify(k)}:${stableStringify(record[k], depth + 1)}`);
    return `{${body.join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    return 'null';
  }
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
