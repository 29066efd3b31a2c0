/** Export and account deletion (issue 20); built by its own change. */
export function YourDataCard() {
  return null;
}
