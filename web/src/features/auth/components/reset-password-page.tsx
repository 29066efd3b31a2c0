/** Screen of issue 14; its feature fills it in. */
export function ResetPasswordPage() {
  return null;
}
