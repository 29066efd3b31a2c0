/** Links between a form's own screens, for signed-in forms (/forms) and guest forms (/anonymous-forms). */
export function formBase(location: string, id: string | undefined): string | null {
  if (!id) return null;
  const root = location.startsWith('/anonymous-forms/') ? '/anonymous-forms' : '/forms';
  return `${root}/${encodeURIComponent(id)}`;
}
