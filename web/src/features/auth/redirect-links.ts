/** A path on the auth screens that keeps the (already checked) redirect target. */
export function withRedirect(path: string, redirect: string | null, extra = ''): string {
  const params = new URLSearchParams(extra);
  if (redirect) params.set('redirect', redirect);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
