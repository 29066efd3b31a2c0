/**
 * The cache key of one form, GET /api/forms/{id} (the default query function GETs the key's first
 * element). The access guard and every screen of a form share this entry. It lives on its own,
 * free of the schema library, because the guard is part of the first download.
 */
export function formQueryKey(id: string): readonly [string] {
  return [`/api/forms/${encodeURIComponent(id)}`];
}
