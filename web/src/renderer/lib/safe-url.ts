import { isSameOriginImagePath } from '@core/form/image-path';

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

/**
 * A picture option's address, or null: https from anywhere, or this server's own pictures (shipped
 * or uploaded) by their exact same-origin path.
 */
export function pictureUrl(value: unknown): string | null {
  if (typeof value === 'string' && isSameOriginImagePath(value)) return value;
  return httpsUrl(value);
}
