/**
 * A form's id from what an admin pastes: the id itself, or any link to the form (its builder,
 * responses, settings or public page, with or without the origin). Null when nothing fits.
 */
export function formIdFrom(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const path = (() => {
    try {
      return new URL(text, 'http://x').pathname;
    } catch {
      return text;
    }
  })();
  const match = /\/(?:forms|form-builder|anonymous-forms)\/([^/?#]+)/.exec(path);
  const id = match?.[1] ?? (/^[A-Za-z0-9_-]+$/.test(text) ? text : null);
  if (!id || id === 'new' || id.length > 64) return null;
  return decodeURIComponent(id);
}
