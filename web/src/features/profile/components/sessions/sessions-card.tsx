/** Signed-in sessions (issue 20); built by its own change. */
export function SessionsCard() {
  return null;
}
