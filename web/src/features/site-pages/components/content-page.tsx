/** A site content page (issue 16); its feature fills it in. */
export function ContentPage() {
  return null;
}
