/** "1 form", "2 forms", "0 forms": a count with its noun, singular only for exactly one. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
