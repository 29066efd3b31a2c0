/** Two-factor sign-in (issue 20); built by its own change. */
export function TwoFactorCard() {
  return null;
}
