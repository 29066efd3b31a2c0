/** An https URL from form content (logo, option images), or null: nothing else is ever rendered. */
export function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? url.toString() : null;
  } catch {
    return null;
  }
}
