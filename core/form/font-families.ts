/**
 * The fonts a brand kit and a theme preset may name, defined once. Web-safe stacks only: the
 * project ships no font files, and a third-party font host would see every respondent (and need a
 * CSP exception). Each entry names a font and the stack to render it with where it is missing.
 */

export interface FontFamily {
  name: string;
  /** A complete CSS font-family value, the named font first. */
  stack: string;
  kind: 'sans-serif' | 'serif' | 'monospace';
}

const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const FONT_FAMILIES = [
  { name: 'System UI', stack: SANS, kind: 'sans-serif' },
  { name: 'Arial', stack: 'Arial, "Helvetica Neue", Helvetica, sans-serif', kind: 'sans-serif' },
  {
    name: 'Helvetica',
    stack: '"Helvetica Neue", Helvetica, Arial, sans-serif',
    kind: 'sans-serif',
  },
  { name: 'Verdana', stack: 'Verdana, Geneva, Tahoma, sans-serif', kind: 'sans-serif' },
  { name: 'Tahoma', stack: 'Tahoma, Verdana, Geneva, sans-serif', kind: 'sans-serif' },
  {
    name: 'Trebuchet MS',
    stack: '"Trebuchet MS", "Lucida Grande", "Lucida Sans Unicode", sans-serif',
    kind: 'sans-serif',
  },
  { name: 'Georgia', stack: 'Georgia, "Times New Roman", Times, serif', kind: 'serif' },
  { name: 'Times New Roman', stack: '"Times New Roman", Times, Georgia, serif', kind: 'serif' },
  {
    name: 'Palatino',
    stack: '"Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
    kind: 'serif',
  },
  {
    name: 'Courier New',
    stack: '"Courier New", Courier, ui-monospace, monospace',
    kind: 'monospace',
  },
] as const satisfies readonly FontFamily[];

export type FontFamilyName = (typeof FONT_FAMILIES)[number]['name'];
export const FONT_FAMILY_NAMES = FONT_FAMILIES.map((f) => f.name) as [
  FontFamilyName,
  ...FontFamilyName[],
];
export const DEFAULT_FONT_FAMILY: FontFamilyName = 'System UI';

/** The stack for a curated name; anything else gets the system stack. */
export function fontStackFor(name: string): string {
  return FONT_FAMILIES.find((f) => f.name === name)?.stack ?? SANS;
}
