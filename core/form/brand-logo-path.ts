/**
 * Where an uploaded brand logo is served. A form's theme stores this same-origin path rather than
 * an absolute URL, so it survives a change of domain and works behind any proxy or embed.
 */
const BRAND_LOGO_PATH = /^\/api\/public\/brand-logos\/[A-Za-z0-9_-]{16,64}$/;

export function brandLogoPath(id: string): string {
  return `/api/public/brand-logos/${id}`;
}

export function isBrandLogoPath(value: string): boolean {
  return BRAND_LOGO_PATH.test(value);
}

/** The logo id in a brand logo path, or null for anything else. */
export function brandLogoId(value: string): string | null {
  return isBrandLogoPath(value) ? value.slice(value.lastIndexOf('/') + 1) : null;
}
