/**
 * Same-origin picture addresses a form may show (issue 28): the pictures shipped with the product
 * (web/public/pictures, content-hashed names) and the pictures owners upload for a form. A form
 * stores these paths, not absolute URLs, so they work on any host, behind any proxy and in embeds.
 * The patterns are exact: nothing else that starts with "/" (such as "//other.host/x") passes.
 */
const SHIPPED_PICTURE_PATH = /^\/pictures\/[a-z0-9]+(?:-[a-z0-9]+)*\.[0-9a-f]{8}\.svg$/;
const FORM_IMAGE_PATH = /^\/api\/public\/form-images\/[A-Za-z0-9_-]{16,64}$/;

export function shippedPicturePath(file: string): string {
  return `/pictures/${file}`;
}

export function isShippedPicturePath(value: string): boolean {
  return SHIPPED_PICTURE_PATH.test(value);
}

export function formImagePath(id: string): string {
  return `/api/public/form-images/${id}`;
}

export function isFormImagePath(value: string): boolean {
  return FORM_IMAGE_PATH.test(value);
}

/** A shipped picture or an uploaded form image: the same-origin paths a picture option may hold. */
export function isSameOriginImagePath(value: string): boolean {
  return isShippedPicturePath(value) || isFormImagePath(value);
}
