/** The admin console (issue 16); its feature fills it in. */
export function AdminConsole() {
  return null;
}
